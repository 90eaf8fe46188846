package app

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

// editor holds the cube being described and every way of changing it:
// painting stickers, picking colours, Reset, Clear, Random, applied moves,
// pasted strings, Auto-fix, undo and redo. Its widgets are built in
// editorview.go. It lives on the UI goroutine.
type editor struct {
	f      cube.Facelets
	colour cube.Face // the colour painted with
	hist   history
	// puzzle is the puzzle described and role which of its two cubes is
	// edited in f; docs keeps the other three (see documents.go).
	puzzle puzzle.Puzzle
	role   puzzle.Role
	docs   [2][2]document
	// stroke is the cube before the drag in progress (nil when none), so a
	// whole stroke is one undo step.
	stroke  *cube.Facelets
	verdict puzzle.Verdict
	// check lists the stickers a scan was unsure of, outlined until the
	// next edit.
	check []int
	// scanner reads the cube from photos; made when first opened.
	scanner *scanner.Scanner
	win     fyne.Window

	ui editorUI

	// confirm asks before a change the user may not expect (Auto-fix);
	// tests replace it to answer at once.
	confirm func(title, message string, ok func())
	// clipboard is where Copy and Paste go.
	clipboard func() fyne.Clipboard
	// rand draws Random cubes.
	rand *rand.Rand

	// onChange is told of every new cube and its verdict.
	onChange func(cube.Facelets, puzzle.Verdict)
	// onColour is told when the colour painted with changes.
	onColour func(cube.Face)
	// onAnimate plays typed moves from the cube as it is.
	onAnimate func(cube.Alg)
	// onMovesText is told of every change of the typed moves.
	onMovesText func(string)
	// onHelp opens the window's help (the ? button).
	onHelp func()
	// onSwitch is told when another puzzle or the other of its cubes is
	// edited; onChange follows with the cube now edited.
	onSwitch func(puzzle.Puzzle, puzzle.Role)
}

// newEditor starts editing f, painting with colour.
func newEditor(f cube.Facelets, colour cube.Face, win fyne.Window) *editor {
	e := &editor{
		f:      f,
		colour: colour,
		win:    win,
		rand:   rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		clipboard: func() fyne.Clipboard {
			return fyne.CurrentApp().Clipboard()
		},
	}
	e.confirm = func(title, message string, ok func()) {
		widgets.ShowConfirm(win.Canvas(), title, message, "Fix it", ok)
	}
	// A cube from the command line or saved by an older version may be
	// held another way.
	turned := ""
	e.f, turned = upright(f)
	e.initDocuments()
	e.buildUI()
	e.refresh()
	e.ui.note(turned)
	return e
}

// edit makes g the cube, as one undoable step (or part of the stroke in
// progress). A cube held another way (its centres turned) is turned to
// white up, green in front; what it returns says so, "" if it was not
// turned, and the note says it too unless the caller says more.
func (e *editor) edit(g cube.Facelets) (turned string) {
	if e.puzzle == puzzle.Cube3 {
		g, turned = upright(g)
	}
	e.ui.note(turned)
	hadCheck := e.check != nil
	e.check = nil
	if g == e.f {
		if hadCheck {
			e.ui.show(e) // the outlines go
		}
		return turned
	}
	if e.stroke == nil {
		e.hist.record(e.f)
	}
	e.f = g
	e.refresh()
	return turned
}

// upright turns a cube held another way (its centres a rotation of white
// up, green in front) to be held that way, as the net shows every cube,
// and says so ("" if it was held so already, or if no rotation puts its
// centres in place: then the editor names the centres as the problem).
func upright(f cube.Facelets) (cube.Facelets, string) {
	g, turn, err := f.Upright()
	if err != nil || len(turn) == 0 {
		return f, ""
	}
	return g, fmt.Sprintf("Turned to white up, green in front (%s): the cube was held %s up, %s in front.",
		turn, puzzle.ColourName(f[4]), puzzle.ColourName(f[22]))
}

// centresWrong reports whether the centres are not those of a real cube
// held some way: then they can be painted, and Clear puts the usual ones
// back.
func (e *editor) centresWrong() bool {
	if e.puzzle == puzzle.Cube2 {
		return false // it has none
	}
	_, _, err := e.f.Upright()
	return err != nil
}

// refresh shows the cube, checks it and tells the listener. A complaint
// about typed moves is of the cube before: it goes.
func (e *editor) refresh() {
	e.ui.movesError(nil)
	e.verdict = puzzle.Validate(e.puzzle, e.f)
	e.ui.show(e)
	if e.onChange != nil {
		e.onChange(e.f, e.verdict)
	}
}

// openScanner shows the pop-up that reads the cube from photos.
func (e *editor) openScanner() {
	if e.scanner == nil {
		e.scanner = scanner.NewScanner(e.win)
		e.scanner.OnRead = e.scanned
	}
	e.scanner.SetPuzzle(e.puzzle)
	e.scanner.Show()
}

// dropped takes photos dropped on the window into the scanner.
func (e *editor) dropped(files []string) {
	e.openScanner()
	e.scanner.Drop(files)
}

// scanned makes the cube read by the scanner (from, say, "the photos")
// the puzzle p's cube being edited, as one undoable edit, and outlines the
// stickers worth checking.
func (e *editor) scanned(p puzzle.Puzzle, f cube.Facelets, check []int, from string) {
	if e.puzzle != p {
		// A 3x3x3 read while the pocket cube was edited (its corners'
		// photos) goes to the 3x3x3's cube, and the other way round.
		e.switchTo(p, e.role)
	}
	turned := e.edit(f)
	e.check = check
	if turned != "" {
		// The outlines are of the stickers as read: turn them too.
		e.check = nil
	}
	e.ui.show(e)
	note := "Read from " + from + "."
	if len(e.check) > 0 {
		note = fmt.Sprintf("Read from %s. %d %s outlined: the colours were unclear there, check them against the cube.",
			from, len(check), words.Plural(len(check), "sticker is", "stickers are"))
	}
	e.ui.note(words.JoinNotes(note, turned))
}

// isCentre reports whether sticker i is a centre; centres are fixed since
// they say which way the cube is held.
func isCentre(i int) bool { return i%9 == 4 }

// paint gives sticker i the selected colour.
func (e *editor) paint(i int) { e.paintWith(i, e.colour) }

// paintWith gives sticker i colour c (the keyboard's Backspace on the net
// blanks one without choosing blank).
func (e *editor) paintWith(i int, c cube.Face) {
	if !e.puzzle.Has(i) {
		return
	}
	if e.puzzle == puzzle.Cube3 && isCentre(i) && !e.centresWrong() {
		e.ui.note("Centres are fixed: they say how the cube is held (" +
			puzzle.ColourName(e.f[4]) + " up, " + puzzle.ColourName(e.f[22]) + " in front). Paint the other stickers.")
		return
	}
	g := e.f
	g[i] = c
	e.edit(g)
}

// dragTo paints sticker i as part of a stroke.
func (e *editor) dragTo(i int) {
	if e.stroke == nil {
		before := e.f
		e.stroke = &before
	}
	if e.puzzle == puzzle.Cube2 || !isCentre(i) || e.centresWrong() {
		e.paint(i)
	}
}

// endStroke makes the stroke one undo step.
func (e *editor) endStroke() {
	if e.stroke == nil {
		return
	}
	before := *e.stroke
	e.stroke = nil
	if before != e.f {
		e.hist.record(before)
		e.ui.show(e) // the undo button now has something to undo
	}
}

// pick makes the colour of sticker i the one painted with.
func (e *editor) pick(i int) {
	if e.puzzle.Has(i) {
		e.selectColour(e.f[i])
	}
}

// selectColour chooses the colour painted with.
func (e *editor) selectColour(c cube.Face) {
	if c > cube.Blank || c == e.colour {
		return
	}
	e.colour = c
	e.ui.show(e)
	if e.onColour != nil {
		e.onColour(c)
	}
}

func (e *editor) undo() {
	if g, ok := e.hist.back(e.f); ok {
		e.ui.note("")
		e.f = g
		e.refresh()
	}
}

func (e *editor) redo() {
	if g, ok := e.hist.forward(e.f); ok {
		e.ui.note("")
		e.f = g
		e.refresh()
	}
}

// reset makes the cube solved.
func (e *editor) reset() { e.edit(e.puzzle.Solved()) }

// clear blanks every sticker but the centres, to describe a cube from
// scratch. Centres that no real cube has are not kept: the usual ones
// (white up, green in front) take their place.
func (e *editor) clear() {
	if e.puzzle == puzzle.Cube2 {
		var blank pocket.Facelets
		for i := range blank {
			blank[i] = cube.Blank
		}
		e.edit(puzzle.FromPocket(blank))
		return
	}
	g := e.f
	wrong := e.centresWrong()
	for i := range g {
		switch {
		case !isCentre(i):
			g[i] = cube.Blank
		case wrong:
			g[i] = cube.Face(i / 9)
		}
	}
	e.edit(g)
}

// random makes a uniformly random cube.
func (e *editor) random() {
	if e.puzzle == puzzle.Cube2 {
		e.edit(puzzle.FromPocket(pocket.Random(e.rand).Facelets()))
		return
	}
	e.edit(cube.Random(e.rand).Facelets())
}

// applyMoves turns the cube by the moves in s (any notation cubers paste).
// On bad notation the cube is left alone and the error says where.
func (e *editor) applyMoves(s string) error {
	alg, err := e.typedMoves(s)
	if err != nil {
		return err
	}
	e.edit(e.puzzle.Apply(alg, e.f))
	return nil
}

// animateMoves plays the moves in s from the cube as it is, in the 3D
// player; the cube itself is left alone (Apply changes it).
func (e *editor) animateMoves(s string) error {
	alg, err := e.typedMoves(s)
	if err != nil {
		return err
	}
	e.ui.note("")
	if e.onAnimate != nil {
		e.onAnimate(alg)
	}
	return nil
}

// typedMoves reads the moves in s, saying what is wrong with them under
// the entry if anything is.
func (e *editor) typedMoves(s string) (cube.Alg, error) {
	if strings.TrimSpace(s) == "" {
		err := errors.New("type some moves first, e.g. R U R' U'")
		e.ui.movesError(err)
		return nil, err
	}
	alg, err := e.puzzle.ParseAlg(s)
	if err != nil {
		e.ui.movesError(err)
		return nil, err
	}
	e.ui.movesError(nil)
	return alg, nil
}

// copyFacelets puts the facelet string on the clipboard.
func (e *editor) copyFacelets() {
	e.clipboard().SetContent(e.puzzle.FaceletString(e.f))
	e.ui.note("Copied the facelet string.")
}

// pasteFacelets reads a facelet string, or moves to apply, from the
// clipboard. If it is neither, the cube is left alone and the note says
// why.
func (e *editor) pasteFacelets() error {
	text := strings.TrimSpace(e.clipboard().Content())
	if text == "" {
		err := fmt.Errorf("the clipboard is empty: copy a %d-letter facelet string (U R F D L B, '.' for blank) first",
			6*e.puzzle.Stickers())
		e.ui.warn(err.Error())
		return err
	}
	if other, ok := e.otherPuzzleString(text); ok {
		// A string of the other puzzle: describe that one.
		e.switchTo(other, e.role)
	}
	g, err := e.puzzle.ParseFacelets(text)
	if err != nil {
		// A scramble is what cubers paste most: apply it, as one step
		// that undo takes back, and show it under Moves.
		alg, aerr := e.puzzle.ParseAlg(text)
		if aerr == nil && len(alg) > 0 && looksLikeMoves(text) {
			note := "Pasted moves, applied to the cube (Ctrl+Z takes them back)."
			if utf8.RuneCountInString(text) <= maxSavedMoves {
				e.ui.moves.SetText(text)
			} else {
				// The entry is for scrambles and algorithms: thousands of
				// moves would take it seconds to lay out.
				note = fmt.Sprintf("Pasted %d moves, applied to the cube (Ctrl+Z takes them back); too many to show under Moves.", len(alg))
			}
			e.edit(e.puzzle.Apply(alg, e.f))
			e.ui.note(note)
			return nil
		}
		if aerr != nil && looksLikeMoves(text) && !nearLength(text, 6*e.puzzle.Stickers()) {
			// Moves, not a facelet string gone wrong: say what is wrong
			// with them (a bad move, or more than the turns taken at once).
			err = errors.New("the clipboard's moves were not applied: " + aerr.Error() + "; the cube is unchanged")
			e.ui.warn(words.Sentence(err.Error()))
			return err
		}
		err = errors.New("the clipboard holds neither a facelet string nor moves (" + err.Error() + "); the cube is unchanged")
		e.ui.warn(words.Sentence(err.Error()))
		return err
	}
	turned := e.edit(g)
	e.ui.note(words.JoinNotes("Pasted a facelet string.", turned))
	return nil
}

// autoFix repairs the cube's problem after saying what will change.
func (e *editor) autoFix() {
	v := e.verdict
	if v.Fixed == nil {
		return
	}
	fixed := *v.Fixed
	from := e.f
	e.confirm("Auto-fix", v.Text+"\n\n"+v.FixText, func() {
		if e.f == from { // unchanged while the dialog was open
			e.edit(fixed)
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

// looksLikeMoves reports whether pasted text reads as notation rather than
// a facelet string gone wrong: letters alone ("UUUU") are taken for the
// latter, a space, a digit, a prime or a bracket for the former.
func looksLikeMoves(s string) bool {
	return strings.ContainsAny(s, " \t\n'’0123456789()[]")
}
