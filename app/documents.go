package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// The editor describes two cubes of each puzzle: the cube in hand, and the
// target it is to be solved to (the solved cube until the user sets
// another). One of the four is edited at a time, in editor.f and
// editor.hist; the others wait in editor.docs, each with its own undo
// history, so that switching puzzles or cubes loses nothing and is not an
// edit.

// document is one of the cubes the editor describes.
type document struct {
	f       cube.Facelets
	hist    history
	verdict verdict
}

// initDocuments starts the documents: e.f is the 3x3x3's cube, the
// others solved.
func (e *editor) initDocuments() {
	for p := range e.docs {
		for r := range e.docs[p] {
			f := Puzzle(p).solved()
			e.docs[p][r] = document{f: f, verdict: validate(Puzzle(p), f)}
		}
	}
}

// doc returns the puzzle's cube of role r as it stands, with its verdict.
func (e *editor) doc(r role) (cube.Facelets, verdict) {
	if r == e.role {
		return e.f, e.verdict
	}
	d := &e.docs[e.puzzle][r]
	return d.f, d.verdict
}

// setDoc makes f puzzle p's cube of role r without editing it (a saved
// cube restored at start). The cube edited is replaced as an edit.
func (e *editor) setDoc(p Puzzle, r role, f cube.Facelets) {
	if p == e.puzzle && r == e.role {
		e.edit(f)
		return
	}
	e.docs[p][r] = document{f: f, verdict: validate(p, f)}
}

// switchTo edits puzzle p's cube of role r. The one edited so far keeps
// its stickers and undo history for when it is edited again.
func (e *editor) switchTo(p Puzzle, r role) {
	if p == e.puzzle && r == e.role {
		return
	}
	e.endStroke()
	e.docs[e.puzzle][e.role] = document{f: e.f, hist: e.hist, verdict: e.verdict}
	e.puzzle, e.role = p, r
	d := e.docs[p][r]
	e.f, e.hist, e.check = d.f, d.hist, nil
	e.ui.note("")
	if e.onSwitch != nil {
		e.onSwitch(p, r)
	}
	e.ui.setPuzzle(p, r)
	e.refresh()
}

// otherPuzzleString reports whether s is a facelet string of the other
// puzzle (and not one of this one's), and which.
func (e *editor) otherPuzzleString(s string) (Puzzle, bool) {
	other := Cube2
	if e.puzzle == Cube2 {
		other = Cube3
	}
	if _, err := e.puzzle.parseFacelets(s); err == nil {
		return e.puzzle, false
	}
	_, err := other.parseFacelets(s)
	return other, err == nil
}

// setPattern makes the target the pattern's cube, as one edit of the
// target (switching to it).
func (e *editor) setPattern(name string) {
	var f cube.Facelets
	switch e.puzzle {
	case Cube2:
		p, ok := pocket.PatternNamed(name)
		if !ok {
			return
		}
		f = fromPocket(p.Cube().Facelets())
	default:
		p, ok := cube.PatternNamed(name)
		if !ok {
			return
		}
		f = p.Cubie().Facelets()
	}
	e.switchTo(e.puzzle, roleTarget)
	e.edit(f)
	e.ui.note("The target is the pattern " + name + ".")
}

// targetFromCube makes the target a copy of the cube in hand, as one edit
// of the target (switching to it): a cube to come back to after a mistake,
// say.
func (e *editor) targetFromCube() {
	f, _ := e.doc(roleCube)
	e.switchTo(e.puzzle, roleTarget)
	e.edit(f)
	e.ui.note("The target is a copy of the cube: solving takes the cube back to it.")
}

// showTargetMenu offers what the target can be set to: a copy of the cube,
// or one of the puzzle's patterns. The menu opens under the button.
func (e *editor) showTargetMenu() {
	items := []*fyne.MenuItem{
		fyne.NewMenuItem("Copy of the cube", e.targetFromCube),
		fyne.NewMenuItem("Solved", func() {
			e.switchTo(e.puzzle, roleTarget)
			e.edit(e.puzzle.solved())
			e.ui.note("The target is the solved cube.")
		}),
		fyne.NewMenuItemSeparator(),
	}
	for _, name := range patternNames(e.puzzle) {
		items = append(items, fyne.NewMenuItem(name, func() { e.setPattern(name) }))
	}
	btn := e.ui.targetBtn
	c := fyne.CurrentApp().Driver().CanvasForObject(btn)
	if c == nil {
		return
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(btn).Add(fyne.NewPos(0, btn.Size().Height))
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos)
}

// patternNames lists the puzzle's patterns by name.
func patternNames(p Puzzle) []string {
	var names []string
	if p == Cube2 {
		for _, x := range pocket.Patterns() {
			names = append(names, x.Name)
		}
		return names
	}
	for _, x := range cube.Patterns() {
		names = append(names, x.Name)
	}
	return names
}
