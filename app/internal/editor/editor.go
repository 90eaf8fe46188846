package editor

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/scanner"
	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// Editor holds the cube being described and every way of changing it:
// painting stickers, picking colours, Reset, Clear, Random, applied moves,
// pasted strings, Auto-fix, undo and redo. Its widgets are built in
// editorview.go. It lives on the UI goroutine.
type Editor struct {
	Facelets cube.Facelets
	Colour   cube.Face // the colour painted with
	Hist     history
	// Puzzle is the puzzle described and role which of its two cubes is
	// edited in Facelets; docs keeps the other three (see documents.go).
	Puzzle puzzle.Puzzle
	Role   puzzle.Role
	Docs   [2][2]document
	// roles is the cube of each puzzle edited when it was left (see
	// RoleOf): the puzzle button shows a puzzle as it was left.
	roles [2]puzzle.Role
	// stroke is the cube before the drag in progress (nil when none), so a
	// whole stroke is one undo step.
	stroke  *cube.Facelets
	Verdict puzzle.Verdict
	// check lists the stickers a scan was unsure of, outlined until the
	// next edit.
	check []int
	// painted is the sticker whose painting made the cube shown, -1 if
	// another edit did: where the colours cannot tell which corner is
	// twisted (or edge flipped), Auto-fix turns the one just painted.
	painted int
	// Scanner reads the cube from photos; made when first opened.
	Scanner *scanner.Scanner
	// Post runs a function on the UI goroutine, from the scanner's reads
	// on others: fyne.Do unless set (the window's session's post).
	Post func(func())
	win  fyne.Window

	UI editorUI

	// Confirm asks before a change the user may not expect (Auto-fix);
	// tests replace it to answer at once.
	Confirm func(title, message string, ok func())
	// Clipboard is where Copy and Paste go.
	Clipboard func() fyne.Clipboard
	// rand draws Random cubes.
	rand *rand.Rand
	// scrambles are the moves that made cubes from solved (see
	// ScrambleOf).
	scrambles map[cube.Facelets][]cube.Move

	// OnChange is told of every new cube and its verdict.
	OnChange func(cube.Facelets, puzzle.Verdict)
	// OnColour is told when the colour painted with changes.
	OnColour func(cube.Face)
	// OnAnimate plays typed moves from the cube as it is.
	OnAnimate func(cube.Alg)
	// OnMovesText is told of every change of the moves typed for a cube
	// (puzzle p's of role r), not of the field showing another cube's,
	// and of the cube they were typed for (see typed.go).
	OnMovesText func(p puzzle.Puzzle, r puzzle.Role, text string, typedFor cube.Facelets)
	// OnHelp opens the window's help (the ? button).
	OnHelp func()
	// OnSwitch is told when another puzzle or the other of its cubes is
	// edited; onChange follows with the cube now edited.
	OnSwitch func(puzzle.Puzzle, puzzle.Role)

	// applied is the text last applied from under Moves (or pasted as
	// moves), which is not left in the field, while undo can still take
	// it back and put the text there; undone is the one undo so took
	// back, while redo can apply it again (see applied.go). Zero when
	// none.
	applied, undone appliedMoves
	// typedFor is the cube the text under Moves was typed for, nil if not
	// known (see typed.go).
	typedFor *cube.Facelets
	// edits counts the edits made, to tell whether an action made one.
	edits int
	// switching is set while SwitchTo shows another document.
	switching bool
}

// NewEditor starts editing f, painting with colour.
func NewEditor(f cube.Facelets, colour cube.Face, win fyne.Window) *Editor {
	e := &Editor{
		Facelets: f,
		Colour:   colour,
		win:      win,
		painted:  -1,
		rand:     rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		Clipboard: func() fyne.Clipboard {
			return fyne.CurrentApp().Clipboard()
		},
	}
	e.Confirm = func(title, message string, ok func()) {
		widgets.ShowConfirm(win.Canvas(), title, message, "Fix it", ok)
	}
	// A cube from the command line or saved by an older version may be
	// held another way.
	turned := ""
	e.Facelets, turned = upright(f, "the cube")
	e.initDocuments()
	e.buildUI()
	e.refresh()
	e.UI.Note(turned)
	return e
}

// Edit makes g the cube, as one undoable step (or part of the stroke in
// progress). A cube held another way (its centres turned) is turned to
// white up, green in front; what it returns says so, "" if it was not
// turned, and the note says it too unless the caller says more.
func (e *Editor) Edit(g cube.Facelets) (turned string) { return e.edit(g, -1) }

// edit is Edit by painting sticker painted (-1 for another edit).
func (e *Editor) edit(g cube.Facelets, painted int) (turned string) {
	if e.Puzzle == puzzle.Cube3 {
		g, turned = upright(g, e.noun())
	}
	e.UI.Note(turned)
	hadCheck := e.check != nil
	e.check = nil
	if g == e.Facelets {
		if hadCheck {
			e.UI.show(e) // the outlines go
		}
		return turned
	}
	if e.stroke == nil {
		e.Hist.record(e.Facelets)
		e.edits++
	}
	e.Facelets, e.painted = g, painted
	e.refresh()
	return turned
}

// upright turns a cube held another way (its centres a rotation of white
// up, green in front) to be held that way, as the net shows every cube,
// and says so ("" if it was held so already, or if no rotation puts its
// centres in place: then the editor names the centres as the problem).
// noun is what f is: "the cube" or "the target".
func upright(f cube.Facelets, noun string) (cube.Facelets, string) {
	g, turn, err := f.Upright()
	if err != nil || len(turn) == 0 {
		return f, ""
	}
	return g, fmt.Sprintf("Turned to white up, green in front (%s): %s was held %s up, %s in front.",
		turn, noun, puzzle.ColourName(f[4]), puzzle.ColourName(f[22]))
}

// centresWrong reports whether the centres are not those of a real cube
// held some way: then they can be painted, and Clear puts the usual ones
// back.
func (e *Editor) centresWrong() bool {
	if e.Puzzle == puzzle.Cube2 {
		return false // it has none
	}
	_, _, err := e.Facelets.Upright()
	return err != nil
}

// refresh shows the cube, checks it and tells the listener. A complaint
// about typed moves is of the cube before: it goes, and the line under
// Moves says whether they are for this cube (see showTyped).
func (e *Editor) refresh() {
	e.showTyped()
	e.Verdict = puzzle.ValidateSuspecting(e.Puzzle, e.Facelets, e.painted)
	e.UI.show(e)
	if e.OnChange != nil {
		e.OnChange(e.Facelets, e.Verdict)
	}
}

// OpenScanner shows the pop-up that reads the cube from photos.
func (e *Editor) OpenScanner() {
	if e.Scanner == nil {
		e.Scanner = scanner.NewScanner(e.win)
		e.Scanner.OnRead = e.Scanned
		if e.Post != nil {
			e.Scanner.Post = e.Post
		}
	}
	e.Scanner.SetPuzzle(e.Puzzle)
	e.Scanner.Show()
}

// Dropped takes photos dropped on the window into the scanner.
func (e *Editor) Dropped(files []string) {
	e.OpenScanner()
	e.Scanner.Drop(files)
}

// Scanned makes the cube read by the scanner (from, say, "the photos")
// the puzzle p's cube being edited, as one undoable edit, and outlines the
// stickers worth checking.
func (e *Editor) Scanned(p puzzle.Puzzle, f cube.Facelets, check []int, from string) {
	if e.Puzzle != p {
		// A 3x3x3 read while the pocket cube was edited (its corners'
		// photos) goes to the 3x3x3, and the other way round: to its
		// cube or its target, as the one left was being edited.
		e.SwitchTo(p, e.Role)
	}
	turned := e.Edit(f)
	e.check = check
	if turned != "" {
		// The outlines are of the stickers as read: turn them too.
		e.check = nil
	}
	e.UI.show(e)
	note := "Read from " + from + "."
	if len(e.check) > 0 {
		note = fmt.Sprintf("Read from %s. %d %s outlined: the colours were unclear there, check them against the cube.",
			from, len(check), words.Plural(len(check), "sticker is", "stickers are"))
	}
	e.UI.Note(words.JoinNotes(note, turned))
}

// IsCentre reports whether sticker i is a centre; centres are fixed since
// they say which way the cube is held.
func IsCentre(i int) bool { return i%9 == 4 }

// Paint gives sticker i the selected colour.
func (e *Editor) Paint(i int) { e.PaintWith(i, e.Colour) }

// PaintWith gives sticker i colour c (the keyboard's Backspace on the net
// blanks one without choosing blank).
func (e *Editor) PaintWith(i int, c cube.Face) {
	if !e.Puzzle.Has(i) {
		return
	}
	if e.Puzzle == puzzle.Cube3 && IsCentre(i) && !e.centresWrong() {
		e.UI.Note("Centres are fixed: they say how the cube is held (" +
			puzzle.ColourName(e.Facelets[4]) + " up, " + puzzle.ColourName(e.Facelets[22]) + " in front). Paint the other stickers.")
		return
	}
	g := e.Facelets
	g[i] = c
	e.edit(g, i)
}

// dragTo paints sticker i as part of a stroke.
func (e *Editor) dragTo(i int) {
	if e.stroke == nil {
		before := e.Facelets
		e.stroke = &before
	}
	if e.Puzzle == puzzle.Cube2 || !IsCentre(i) || e.centresWrong() {
		e.Paint(i)
	}
}

// endStroke makes the stroke one undo step.
func (e *Editor) endStroke() {
	if e.stroke == nil {
		return
	}
	before := *e.stroke
	e.stroke = nil
	if before != e.Facelets {
		e.Hist.record(before)
		e.edits++
		e.UI.show(e) // the undo button now has something to undo
	}
}

// pick makes the colour of sticker i the one painted with.
func (e *Editor) pick(i int) {
	if e.Puzzle.Has(i) {
		e.SelectColour(e.Facelets[i])
	}
}

// SelectColour chooses the colour painted with.
func (e *Editor) SelectColour(c cube.Face) {
	if c > cube.Blank || c == e.Colour {
		return
	}
	e.Colour = c
	e.UI.show(e)
	if e.OnColour != nil {
		e.OnColour(c)
	}
}

// Undo takes back the last edit. If that was moves applied from under
// Moves (or pasted) and the field is empty, their text goes back there
// to be corrected, whichever way undo was asked for (see undoApplied).
func (e *Editor) Undo() {
	if !e.undoApplied() {
		e.step(e.Hist.back)
	}
}

// Redo makes the last edit undone again; moves applied whose text undo
// put back under Moves are applied again and leave the field, if it
// still holds them (see redoApplied).
func (e *Editor) Redo() {
	if !e.redoApplied() {
		e.step(e.Hist.forward)
	}
}

// step moves through the history, back or forward.
func (e *Editor) step(move func(cube.Facelets) (cube.Facelets, bool)) {
	if g, ok := move(e.Facelets); ok {
		e.UI.Note("")
		e.Facelets, e.painted = g, -1
		e.refresh()
	}
}

// Reset makes the cube solved.
func (e *Editor) Reset() { e.Edit(e.Puzzle.Solved()) }

// Clear blanks every sticker but the centres, to describe a cube from
// scratch. Centres that no real cube has are not kept: the usual ones
// (white up, green in front) take their place.
func (e *Editor) Clear() {
	if e.Puzzle == puzzle.Cube2 {
		var blank pocket.Facelets
		for i := range blank {
			blank[i] = cube.Blank
		}
		e.Edit(puzzle.FromPocket(blank))
		return
	}
	g := e.Facelets
	wrong := e.centresWrong()
	for i := range g {
		switch {
		case !IsCentre(i):
			g[i] = cube.Blank
		case wrong:
			g[i] = cube.Face(i / 9)
		}
	}
	e.Edit(g)
}

// Random makes a uniformly random cube.
func (e *Editor) Random() {
	if e.Puzzle == puzzle.Cube2 {
		e.Edit(puzzle.FromPocket(pocket.Random(e.rand).Facelets()))
		return
	}
	e.Edit(cube.Random(e.rand).Facelets())
}

// ApplyMoves turns the cube by the moves in s (any notation cubers paste).
// On bad notation the cube is left alone and the error says where.
// A facelet string typed or pasted there is read as the cube instead
// (see faceletsUnderMoves).
func (e *Editor) ApplyMoves(s string) error {
	if e.namedPattern(s) {
		return nil
	}
	if looksLikeFacelets(s, e.Puzzle) {
		return e.faceletsUnderMoves(s)
	}
	alg, err := e.typedMoves(s, "applied")
	if err != nil {
		return err
	}
	before := e.Facelets
	e.Edit(e.Puzzle.Apply(alg, e.Facelets))
	e.movesApplied(before, alg)
	return nil
}

// animateMoves plays the moves in s from the cube as it is, in the 3D
// player; the cube itself is left alone (Apply changes it).
func (e *Editor) animateMoves(s string) error {
	alg, err := e.typedMoves(s, "played")
	if err != nil {
		return err
	}
	e.UI.Note("")
	if e.OnAnimate != nil {
		e.OnAnimate(alg)
	}
	return nil
}

// typedMoves reads the moves in s, saying what is wrong with them under
// the entry if anything is: that they were not done (applied, or played
// by Animate) and why.
func (e *Editor) typedMoves(s, done string) (cube.Alg, error) {
	if strings.TrimSpace(s) == "" {
		err := errors.New("type some moves first, e.g. R U R' U'")
		e.UI.Note("") // about an action before: stale, and it would push this out of view
		e.UI.movesNot(done, err)
		return nil, err
	}
	if looksLikeFacelets(s, e.Puzzle) {
		// Its letters read as turns ("UUUU"), and X as a rotation.
		err := errors.New("this is a facelet string, not moves: Apply (or Enter) reads it as " + e.noun())
		e.UI.Note("")
		e.UI.movesNot(done, err)
		return nil, err
	}
	alg, err := e.Puzzle.ParseAlg(s)
	if err != nil {
		e.UI.Note("")
		e.UI.movesNot(done, err)
		return nil, err
	}
	e.UI.MovesError(nil)
	return alg, nil
}

// faceletsUnderMoves reads s, a facelet string typed or pasted under
// Moves, as the cube (the other puzzle's string switches to it), or says
// under the entry what is wrong with it. Read as moves, its letters were
// turns and the cube was scrambled by them.
func (e *Editor) faceletsUnderMoves(s string) error {
	switched := e.switchFor(s)
	g, err := e.Puzzle.ParseFacelets(s)
	if err != nil {
		err = e.faceletsProblem(s, err)
		e.UI.Note("")
		e.UI.MovesError(err)
		return err
	}
	e.UI.MovesError(nil)
	turned := e.Edit(g)
	e.UI.Note(words.JoinNotes(switched, words.JoinNotes("Read the facelet string under Moves as "+e.noun()+".", turned)))
	return nil
}

// faceletsProblem is what is said of s, a facelet string under Moves that
// the puzzle's does not parse (err).
func (e *Editor) faceletsProblem(s string, err error) error {
	asMoves := ""
	if alg, aerr := e.Puzzle.ParseAlg(s); aerr == nil && len(alg) > 0 && len(alg) < 9 {
		// A few turns run together ("RUF") read as stickers, as
		// cubecli reads them: say how to type them as moves.
		asMoves = "; as moves, type them apart: " + alg.String()
	}
	return fmt.Errorf("this reads as a facelet string, not moves; %w%s; %s is unchanged", e.explainFacelets(s, err), asMoves, e.noun())
}

// explainFacelets is what is wrong with text, which does not parse as
// the puzzle's facelet string (err): if it is about as long as the other
// puzzle's string, what is wrong with it as that (a bad letter, say), not
// that it does not have the puzzle's 54 letters.
func (e *Editor) explainFacelets(text string, err error) error {
	other := puzzle.Cube2
	if e.Puzzle == puzzle.Cube2 {
		other = puzzle.Cube3
	}
	if n := 6 * other.Stickers(); nearLength(text, n) && !nearLength(text, 6*e.Puzzle.Stickers()) {
		if _, oerr := other.ParseFacelets(text); oerr != nil {
			return fmt.Errorf("as a %s facelet string: %w", puzzle.Labels[other], oerr)
		}
	}
	return err
}

// CopyFacelets puts the facelet string on the clipboard.
func (e *Editor) CopyFacelets() {
	e.Clipboard().SetContent(e.Puzzle.FaceletString(e.Facelets))
	e.UI.Acknowledge("Copied the facelet string.")
}

// DropAcknowledgement hides a note that only said an action was done
// ("Copied the facelet string."): a search begun since makes it stale, and
// it stood under the net through every solve after it. Notes that say
// something about the cube (stickers outlined, the cube turned) stay.
func (e *Editor) DropAcknowledgement() {
	if e.UI.acknowledged {
		e.UI.Note("")
	}
}

// PasteFacelets reads a facelet string, or moves to apply, from the
// clipboard. If it is neither, the cube is left alone and the note says
// why.
func (e *Editor) PasteFacelets() error {
	text := strings.TrimSpace(e.Clipboard().Content())
	if text == "" {
		err := fmt.Errorf("the clipboard is empty: copy a %d-letter facelet string (U R F D L B, '.' for blank) first",
			6*e.Puzzle.Stickers())
		e.UI.Warn(err.Error())
		return err
	}
	if e.namedPattern(text) {
		return nil
	}
	switched := e.switchFor(text)
	g, err := e.Puzzle.ParseFacelets(text)
	if err != nil {
		// A scramble is what cubers paste most: apply it, as one step
		// that undo takes back, as if typed under Moves and applied
		// there (the field is left as it was: see applied.go).
		alg, aerr := e.Puzzle.ParseAlg(text)
		moves := looksLikeMoves(text) && !looksLikeFacelets(text, e.Puzzle)
		if aerr == nil && len(alg) > 0 && moves {
			note := "Pasted moves, applied to " + e.noun() + " (Ctrl+Z takes them back)."
			if utf8.RuneCountInString(text) > MaxSavedMoves {
				// The entry is for scrambles and algorithms: thousands of
				// moves would take it seconds to lay out.
				note = fmt.Sprintf("Pasted %d moves, applied to %s (Ctrl+Z takes them back); too many to show under Moves.", len(alg), e.noun())
			}
			before, edits := e.Facelets, e.edits
			turned := e.Edit(e.Puzzle.Apply(alg, e.Facelets))
			e.movesApplied(before, alg)
			e.rememberApplied(text, edits)
			e.UI.Note(words.JoinNotes(note, turned))
			return nil
		}
		if aerr != nil && moves && !nearLength(text, 6*e.Puzzle.Stickers()) {
			// Moves, not a facelet string gone wrong: say what is wrong
			// with them (a bad move, or more than the turns taken at once).
			err = errors.New("the clipboard's moves were not applied: " + aerr.Error() + "; " + e.noun() + " is unchanged")
			e.UI.Warn(words.Sentence(err.Error()))
			return err
		}
		err = errors.New("the clipboard holds neither a facelet string, moves nor a pattern's name (" + e.explainFacelets(text, err).Error() + "); " + e.noun() + " is unchanged")
		e.UI.Warn(words.Sentence(err.Error()))
		return err
	}
	turned := e.Edit(g)
	e.UI.Note(words.JoinNotes(switched, words.JoinNotes("Pasted a facelet string.", turned)))
	return nil
}

// AutoFix repairs the cube's problem after saying what will change.
func (e *Editor) AutoFix() {
	v := e.Verdict
	if v.Fixed == nil {
		return
	}
	fixed := *v.Fixed
	from := e.Facelets
	e.Confirm("Auto-fix", v.Text+"\n\n"+v.FixText, func() {
		if e.Facelets == from { // unchanged while the dialog was open
			e.Edit(fixed)
		}
	})
}

// nearLength reports whether s has about n characters besides spaces, as
// a facelet string of n letters with a slip or two has.
func nearLength(s string, n int) bool {
	k := 0
	for _, r := range s {
		if !unicode.IsSpace(r) {
			k++
		}
	}
	return k >= n-n/5 && k <= n+n/5
}

// looksLikeFacelets reports whether s, typed or pasted as moves, is
// rather a facelet string of puzzle p or the other one, one slip and all:
// run together, in groups or in rows ("UUUU RRRR ...", "UU UU RR ...").
// cubecli reads its text by the same rules (cube.LooksLikeStickers); blank
// is neither. Read as moves, a facelet string's letters were turns
// ("UUUU", X a rotation) and scrambled the cube.
func looksLikeFacelets(s string, p puzzle.Puzzle) bool {
	return strings.TrimSpace(s) != "" && cube.LooksLikeStickers(s, 6*p.Stickers())
}

// looksLikeMoves reports whether pasted text reads as notation rather than
// a facelet string gone wrong: letters alone ("UUUU") are taken for the
// latter, a space, a digit, a prime or a bracket for the former.
func looksLikeMoves(s string) bool {
	return strings.ContainsAny(s, " \t\n'’0123456789()[]")
}
