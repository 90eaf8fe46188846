package solvepanel

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// ShownSolution is a verified solution with the cube it solves and the
// cube it takes it to.
type ShownSolution struct {
	Start cube.Facelets
	// Dest is the cube the moves take Start to: the puzzle's solved cube,
	// or the target.
	Dest  cube.Facelets
	Moves []cube.Move
	// Proven says no shorter solution exists; BestSoFar that an optimal
	// search is still trying to show that, and Unproven that it ended
	// without: either way it must not read as optimal.
	Proven, BestSoFar, Unproven bool
	// ToTarget says the moves take the cube to a target, not to solved;
	// puzzle is the cube's, and metric the one its length is proven
	// shortest in.
	ToTarget bool
	Puzzle   puzzle.Puzzle
	Metric   search.Metric
	// NoneShorter, if above 0, is how far the optimal search that found
	// it got with its proof: no solution has fewer moves.
	NoneShorter int
}

// What says what the moves are: a solution, or the way to the target.
func (s *ShownSolution) What() string {
	if s.ToTarget {
		return "To the target"
	}
	return "Solution"
}

// LengthText says how long the solution is, in moves and quarter turns
// ("20 moves · 28 QTM", on both puzzles, in either metric), and how it
// stands against the shortest.
func (s *ShownSolution) LengthText() string {
	n := words.Length(cube.HTM(s.Moves), cube.QTM(s.Moves))
	switch {
	case s.Proven:
		// The metric the proof holds in is named, whatever the pocket
		// cube's is now, and on the 3x3x3 too: the quarter turns beside
		// it are not proven fewest.
		return n + " · proven optimal in " + s.Metric.String()
	case s.BestSoFar:
		return n + " · best so far"
	case s.Unproven:
		return n + " · not proven shortest"
	}
	return n
}

// MovesCount writes n moves: "1 move", "20 moves".
func MovesCount(n int) string { return words.Moves(n) }

// SolutionView shows the best solution: the moves, its length in both
// metrics (moves and QTM), and Copy, Play, Copy link and Find a shorter one
// under them, then a note on how it was found. The moves sit in a box of
// fixed height and the buttons keep their places whatever the solution
// and the note say.
type SolutionView struct {
	Moves   *widget.Label
	Length  *widget.Label // in both metrics, and how it stands against the shortest
	Note    *widget.Label
	NoteBox *fyne.Container // the note's box of fixed size
	CopyBtn *widgets.TipButton
	PlayBtn *widgets.KeyButton
	LinkBtn *widgets.TipButton
	// Shorter looks for a shorter solution than the one shown, while no
	// search runs (onShorter).
	Shorter   *widgets.KeyButton
	searching bool
	Content   fyne.CanvasObject

	Sol   *ShownSolution // nil when there is none
	Stale bool           // the cube or where Solve goes has changed since
	// staleWhy says why the solution is stale, "" if it is not.
	staleWhy string
	// text is the note as last set, without the stale warning.
	text string
	imp  widget.Importance
	// copied says over the note what Copy or Copy link did, until the
	// note changes ("" if neither was pressed since).
	copied string
	// noteScroll is the note's scroll, put back to the top when the note
	// changes.
	noteScroll *widgets.BoxScroll

	Clipboard func() fyne.Clipboard
	// onPlay hands the solution to the player; nil until there is one,
	// and Play is disabled meanwhile.
	onPlay func(start cube.Facelets, moves []cube.Move)
	// OnShorter starts the search for a shorter solution.
	OnShorter func()
}

// SolutionLines is the height of the moves, in lines: a 24-move solution
// fits in the narrowest column.
const SolutionLines = 3

// lengthLines is the height of the length: "20 moves · 26 QTM · not
// proven shortest" fits the narrowest column.
const lengthLines = 1

// NoteLines is the least height of the note, in lines of caption text:
// that a solution is stale ("For an earlier cube…") fits the narrowest
// column, and most notes do whole. Where the column has room the note's
// box grows, up to NoteMostLines: the longest notes, a cancelled optimal
// search's under the stale warning, are six lines in the narrowest
// column. The box's height follows the window's, never the note's.
const (
	NoteLines     = 3
	NoteMostLines = 7
)

// NoteStretch gives the room left in a column of objects to grow (the
// note's box, or what holds it), in whole lines of the note, up to
// NoteMostLines.
func NoteStretch(grow fyne.CanvasObject) widgets.Stretch {
	line := widgets.LineHeight(theme.SizeNameCaptionText)
	return widgets.Stretch{Grow: grow, Most: line * (NoteMostLines - NoteLines), Step: line}
}

func NewSolutionView() *SolutionView {
	v := &SolutionView{
		Moves:  widget.NewLabel(""),
		Length: widget.NewLabel(""),
		Note:   widget.NewLabel(""),
		Clipboard: func() fyne.Clipboard {
			return fyne.CurrentApp().Clipboard()
		},
	}
	v.Length.Wrapping = fyne.TextWrapWord
	v.Length.SizeName = theme.SizeNameCaptionText
	v.Moves.TextStyle = fyne.TextStyle{Monospace: true}
	v.Moves.SizeName = theme.SizeNameSubHeadingText
	v.Moves.Wrapping = fyne.TextWrapWord
	v.Note.Wrapping = fyne.TextWrapWord
	v.Note.SizeName = theme.SizeNameCaptionText
	v.CopyBtn = widgets.NewTipButton("", theme.ContentCopyIcon(), "Copy the moves", v.copyMoves)
	v.PlayBtn = widgets.NewKeyButtonWithIcon("Play", theme.MediaPlayIcon(), v.Play)
	v.LinkBtn = widgets.NewTipButton("", theme.MailForwardIcon(), LinkTip, v.copyLink)
	v.Shorter = widgets.NewKeyButtonWithIcon("Find a shorter one", theme.SearchIcon(), func() {
		if v.OnShorter != nil {
			v.OnShorter()
		}
	})
	// Copy and Copy link are small, one over the other beside the moves;
	// the length, the note and Play and Find a shorter one under them.
	// The note has a box of its own, so that the whole column, whatever
	// the note says, fits a window 600 high (what is longer scrolls in the
	// box); where the window leaves room under the column, the box takes
	// it (Stretch), and Play and Find a shorter one stay under it.
	copies := container.NewVBox(v.CopyBtn, v.LinkBtn)
	v.noteScroll = widgets.NewBoxScroll(v.Note)
	v.NoteBox = container.New(widgets.FixedHeight{Lines: NoteLines, Size: theme.SizeNameCaptionText}, widgets.ClipLines(v.noteScroll))
	buttons := container.NewBorder(nil, nil, v.PlayBtn, nil, widgets.Kept(v.Shorter))
	v.Content = container.New(NoteStretch(v.NoteBox),
		container.NewBorder(nil, nil, nil, copies, widgets.NewTextBox(SolutionLines, theme.SizeNameSubHeadingText, v.Moves)),
		widgets.NewTextBox(lengthLines, theme.SizeNameCaptionText, v.Length),
		v.NoteBox, buttons)
	v.show()
	return v
}

// Set shows sol (nil: none) with a note under it.
func (v *SolutionView) Set(sol *ShownSolution, note string) {
	v.Sol, v.Stale, v.staleWhy = sol, false, ""
	v.SetNote(note, widget.MediumImportance)
	v.show()
}

// SolutionState is what the view shows: the solution and the note under
// it. Each puzzle keeps its own while the other is shown.
type SolutionState struct {
	Sol  *ShownSolution
	text string
	imp  widget.Importance
}

// State is what the view shows now.
func (v *SolutionView) State() SolutionState {
	return SolutionState{Sol: v.Sol, text: v.text, imp: v.imp}
}

// SetState shows st again (the zero value: no solution). Whether it is
// still current is for Current to say.
func (v *SolutionView) SetState(st SolutionState) {
	v.Sol, v.Stale, v.staleWhy = st.Sol, false, ""
	v.SetNote(st.text, st.imp)
	v.show()
}

// SetNote changes the note under the solution.
func (v *SolutionView) SetNote(note string, imp widget.Importance) {
	v.text, v.imp, v.copied = note, imp, ""
	v.showNote()
}

// acknowledge says over the note that an action was done ("Copied the
// solution."), keeping the note: it said how the solution was checked,
// and a copy took its place for good.
func (v *SolutionView) acknowledge(done string) {
	v.copied = done
	v.showNote()
}

// What is said of a solution that is no longer for the cube and the
// destination Solve has now: the cube has been edited since, or the
// target, or To chooses the other.
const (
	staleNote       = "For an earlier cube: the cube has been edited since. Solve again, or undo the edits."
	staleTargetNote = "For an earlier target: the target has been edited since. Solve again, or undo the edits."
	staleToTarget   = "For the solved cube, but To is now Target. Solve again, or set To back to Solved."
	staleToSolved   = "For the target, but To is now Solved. Solve again, or set To back to Target."
)

func (v *SolutionView) showNote() {
	text, imp := v.text, v.imp
	if v.Stale {
		text, imp = v.staleWhy, widget.WarningImportance
		if v.text != "" {
			text += "\n" + v.text
		}
	}
	if v.copied != "" {
		text = v.copied + "\n" + text
	}
	if text != v.Note.Text {
		// A note scrolled down and then replaced would show the new one
		// with its first lines out of view.
		v.noteScroll.ScrollToTop()
	}
	v.Note.Text, v.Note.Importance = text, imp
	v.Note.Refresh()
}

// NoteCut reports whether the note is longer than its box shows (the
// rest is scrolled to in the box).
func (v *SolutionView) NoteCut() bool {
	return v.Note.MinSize().Height > v.NoteBox.Size().Height
}

// Current marks the solution stale when it is no longer for the cube f
// and the destination Solve has now, dest (toTarget: the target, else the
// solved cube), and fresh again if an undo, or To, brings them back.
func (v *SolutionView) Current(f, dest cube.Facelets, toTarget bool) {
	why := ""
	switch sol := v.Sol; {
	case sol == nil:
	case sol.Start != f:
		why = staleNote
	case sol.Dest == dest:
	case sol.ToTarget && toTarget:
		why = staleTargetNote
	case toTarget:
		why = staleToTarget
	default:
		why = staleToSolved
	}
	if why != v.staleWhy {
		v.Stale, v.staleWhy = why != "", why
		v.show()
	}
}

func (v *SolutionView) show() {
	if v.Sol == nil {
		v.Moves.SetText("No solution yet")
		v.Length.SetText("")
	} else {
		v.Length.SetText(v.Sol.LengthText())
		if len(v.Sol.Moves) == 0 && v.Sol.ToTarget {
			v.Moves.SetText("Already at the target")
		} else if len(v.Sol.Moves) == 0 {
			v.Moves.SetText("Already solved")
		} else {
			v.Moves.SetText(cube.FormatMoves(v.Sol.Moves))
		}
	}
	// A stale solution stays readable (the theme's dim colour all but
	// vanishes on the light background); the note under it says it is stale.
	v.Moves.Importance = widget.MediumImportance
	v.Moves.Refresh()
	v.showNote()
	has := v.Sol != nil
	v.Shorter.Hidden = !has || v.Sol.Proven || len(v.Sol.Moves) == 0
	widgets.Enable(v.Shorter, has && !v.Stale && !v.searching && v.OnShorter != nil)
	v.Shorter.Refresh()
	// No moves (already solved) would put nothing on the clipboard, in
	// place of what the person had there.
	widgets.Enable(v.CopyBtn, has && len(v.Sol.Moves) > 0)
	// The link plays the moves from the cube they solve; one to a target
	// would start from another cube, so there is none.
	widgets.Enable(v.LinkBtn, has && len(v.Sol.Moves) > 0 && !v.Sol.ToTarget)
	v.LinkBtn.Tip = LinkTip
	if has && v.Sol.ToTarget {
		v.LinkBtn.Tip = LinkToTargetTip
	}
	// A solution of no moves (already solved, or at the target) has
	// nothing to play.
	widgets.Enable(v.PlayBtn, has && len(v.Sol.Moves) > 0 && !v.Stale && v.onPlay != nil)
}

// copyMoves puts the moves on the clipboard.
func (v *SolutionView) copyMoves() {
	if v.Sol != nil && len(v.Sol.Moves) > 0 {
		v.Clipboard().SetContent(cube.FormatMoves(v.Sol.Moves))
		v.acknowledge("Copied the solution.")
	}
}

// copyLink puts an alg.cubing.net link on the clipboard.
func (v *SolutionView) copyLink() {
	if v.Sol != nil {
		v.Clipboard().SetContent(AlgLink(v.Sol.Moves, v.Sol.Puzzle))
		v.acknowledge("Copied a link that shows the solution at alg.cubing.net.")
	}
}

// Play hands the solution to the player.
func (v *SolutionView) Play() {
	if v.Sol != nil && len(v.Sol.Moves) > 0 && !v.Stale && v.onPlay != nil {
		v.onPlay(v.Sol.Start, v.Sol.Moves)
	}
}

// SetSearching says whether a search is running (or cannot yet), which
// disables Find a shorter one.
func (v *SolutionView) SetSearching(searching bool) {
	if searching != v.searching {
		v.searching = searching
		v.show()
	}
}

// SetOnPlay sets the player hand-off; Play is enabled only with one.
func (v *SolutionView) SetOnPlay(f func(start cube.Facelets, moves []cube.Move)) {
	v.onPlay = f
	v.show()
}

// The link button's tips: what it does, and why there is none for a
// solution to a target (alg.cubing.net plays moves to solved).
const (
	LinkTip         = "Copy a link that plays the solution at alg.cubing.net"
	LinkToTargetTip = "No link for a solution to a target: alg.cubing.net plays a solution to the solved cube"
)
