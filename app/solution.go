package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// shownSolution is a verified solution with the cube it solves.
type shownSolution struct {
	start cube.Facelets
	moves []cube.Move
	// proven says no shorter solution exists; bestSoFar that an optimal
	// search is still trying to show that, and unproven that it ended
	// without: either way it must not read as optimal.
	proven, bestSoFar, unproven bool
	// toTarget says the moves take the cube to a target, not to solved;
	// puzzle is the cube's, and metric the one its length is proven
	// shortest in.
	toTarget bool
	puzzle   puzzle.Puzzle
	metric   search.Metric
}

// what says what the moves are: a solution, or the way to the target.
func (s *shownSolution) what() string {
	if s.toTarget {
		return "To the target"
	}
	return "Solution"
}

// lengthText says how long the solution is, and how it stands against
// the shortest.
func (s *shownSolution) lengthText() string {
	n := fmt.Sprintf("%d moves · %d QTM", cube.HTM(s.moves), cube.QTM(s.moves))
	switch {
	case s.proven && s.metric == search.QTM:
		return n + " · proven optimal in QTM"
	case s.proven:
		return n + " · proven optimal"
	case s.bestSoFar:
		return n + " · best so far"
	case s.unproven:
		return n + " · not proven shortest"
	}
	return fmt.Sprintf("%d moves (HTM) · %d quarter turns", cube.HTM(s.moves), cube.QTM(s.moves))
}

// solutionView shows the best solution: the moves, its length in both
// metrics (HTM and quarter turns), and Copy, Play, Copy link and Find a shorter one
// under them, then a note on how it was found. The moves sit in a box of
// fixed height and the buttons keep their places whatever the solution
// and the note say.
type solutionView struct {
	moves   *widget.Label
	length  *widget.Label // in both metrics, and how it stands against the shortest
	note    *widget.Label
	noteBox *fyne.Container // the note's box of fixed size
	copyBtn *widgets.TipButton
	playBtn *widget.Button
	linkBtn *widgets.TipButton
	// shorter looks for a shorter solution than the one shown, while no
	// search runs (onShorter).
	shorter   *widget.Button
	searching bool
	content   fyne.CanvasObject

	sol   *shownSolution // nil when there is none
	stale bool           // the cube has been edited since
	// text is the note as last set, without the stale warning.
	text string
	imp  widget.Importance

	clipboard func() fyne.Clipboard
	// onPlay hands the solution to the player; nil until there is one,
	// and Play is disabled meanwhile.
	onPlay func(start cube.Facelets, moves []cube.Move)
	// onShorter starts the search for a shorter solution.
	onShorter func()
}

// solutionLines is the height of the moves, in lines: a 24-move solution
// fits in the narrowest column.
const solutionLines = 3

// lengthLines is the height of the length: "20 moves · 26 QTM · not
// proven shortest" fits the narrowest column.
const lengthLines = 1

// noteLines is the height of the note, in lines of caption text: that a
// solution is stale ("For an earlier cube…") fits the narrowest column,
// and most notes do whole.
const noteLines = 3

func newSolutionView() *solutionView {
	v := &solutionView{
		moves:  widget.NewLabel(""),
		length: widget.NewLabel(""),
		note:   widget.NewLabel(""),
		clipboard: func() fyne.Clipboard {
			return fyne.CurrentApp().Clipboard()
		},
	}
	v.length.Wrapping = fyne.TextWrapWord
	v.length.SizeName = theme.SizeNameCaptionText
	v.moves.TextStyle = fyne.TextStyle{Monospace: true}
	v.moves.SizeName = theme.SizeNameSubHeadingText
	v.moves.Wrapping = fyne.TextWrapWord
	v.note.Wrapping = fyne.TextWrapWord
	v.note.SizeName = theme.SizeNameCaptionText
	v.copyBtn = widgets.NewTipButton("", theme.ContentCopyIcon(), "Copy the moves", v.copyMoves)
	v.playBtn = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), v.play)
	v.linkBtn = widgets.NewTipButton("", theme.MailForwardIcon(), "Copy a link that plays the solution at alg.cubing.net", v.copyLink)
	v.shorter = widget.NewButtonWithIcon("Find a shorter one", theme.SearchIcon(), func() {
		if v.onShorter != nil {
			v.onShorter()
		}
	})
	// Copy and Copy link are small, one over the other beside the moves;
	// the length, the note and Play and Find a shorter one under them.
	// The note has a box of its own, so that the whole column, whatever
	// the note says, fits a window 600 high (what is longer scrolls in the
	// box).
	copies := container.NewVBox(v.copyBtn, v.linkBtn)
	v.noteBox = widgets.NewTextBox(noteLines, theme.SizeNameCaptionText, v.note)
	buttons := container.NewBorder(nil, nil, v.playBtn, nil, widgets.Kept(v.shorter))
	v.content = container.NewVBox(
		container.NewBorder(nil, nil, nil, copies, widgets.NewTextBox(solutionLines, theme.SizeNameSubHeadingText, v.moves)),
		widgets.NewTextBox(lengthLines, theme.SizeNameCaptionText, v.length),
		v.noteBox, buttons)
	v.show()
	return v
}

// set shows sol (nil: none) with a note under it.
func (v *solutionView) set(sol *shownSolution, note string) {
	v.sol, v.stale = sol, false
	v.setNote(note, widget.MediumImportance)
	v.show()
}

// setNote changes the note under the solution.
func (v *solutionView) setNote(note string, imp widget.Importance) {
	v.text, v.imp = note, imp
	v.showNote()
}

// staleNote is said of a solution of a cube that has been edited since.
const staleNote = "For an earlier cube: the cube has been edited since. Solve again, or undo the edits."

func (v *solutionView) showNote() {
	text, imp := v.text, v.imp
	if v.stale {
		text, imp = staleNote, widget.WarningImportance
		if v.text != "" {
			text += "\n" + v.text
		}
	}
	v.note.Text, v.note.Importance = text, imp
	v.note.Refresh()
}

// cubeChanged marks the solution stale when the cube no longer is the one
// it solves (and fresh again if an undo brings that cube back).
func (v *solutionView) cubeChanged(f cube.Facelets) {
	stale := v.sol != nil && v.sol.start != f
	if stale != v.stale {
		v.stale = stale
		v.show()
	}
}

func (v *solutionView) show() {
	if v.sol == nil {
		v.moves.SetText("No solution yet")
		v.length.SetText("")
	} else {
		v.length.SetText(v.sol.lengthText())
		if len(v.sol.moves) == 0 && v.sol.toTarget {
			v.moves.SetText("Already at the target")
		} else if len(v.sol.moves) == 0 {
			v.moves.SetText("Already solved")
		} else {
			v.moves.SetText(cube.FormatMoves(v.sol.moves))
		}
	}
	// A stale solution stays readable (the theme's dim colour all but
	// vanishes on the light background); the note under it says it is stale.
	v.moves.Importance = widget.MediumImportance
	v.moves.Refresh()
	v.showNote()
	has := v.sol != nil
	v.shorter.Hidden = !has || v.sol.proven || len(v.sol.moves) == 0
	editor.Enable(v.shorter, has && !v.stale && !v.searching && v.onShorter != nil)
	v.shorter.Refresh()
	editor.Enable(v.copyBtn, has)
	// The link plays the moves from the cube they solve; one to a target
	// would start from another cube, so there is none.
	editor.Enable(v.linkBtn, has && len(v.sol.moves) > 0 && !v.sol.toTarget)
	editor.Enable(v.playBtn, has && !v.stale && v.onPlay != nil)
}

// copyMoves puts the moves on the clipboard.
func (v *solutionView) copyMoves() {
	if v.sol != nil {
		v.clipboard().SetContent(cube.FormatMoves(v.sol.moves))
		v.setNote("Copied the solution.", widget.MediumImportance)
	}
}

// copyLink puts an alg.cubing.net link on the clipboard.
func (v *solutionView) copyLink() {
	if v.sol != nil {
		v.clipboard().SetContent(algLink(v.sol.moves, v.sol.puzzle))
		v.setNote("Copied a link that shows the solution at alg.cubing.net.", widget.MediumImportance)
	}
}

// play hands the solution to the player.
func (v *solutionView) play() {
	if v.sol != nil && !v.stale && v.onPlay != nil {
		v.onPlay(v.sol.start, v.sol.moves)
	}
}

// setSearching says whether a search is running (or cannot yet), which
// disables Find a shorter one.
func (v *solutionView) setSearching(searching bool) {
	if searching != v.searching {
		v.searching = searching
		v.show()
	}
}

// setOnPlay sets the player hand-off; Play is enabled only with one.
func (v *solutionView) setOnPlay(f func(start cube.Facelets, moves []cube.Move)) {
	v.onPlay = f
	v.show()
}
