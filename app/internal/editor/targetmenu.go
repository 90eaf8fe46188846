package editor

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// What the target can be set to besides painting it: a copy of the cube,
// the solved cube, or one of the puzzle's patterns, from the Set target
// menu over the net.

// SetPattern makes the target the pattern's cube, as one edit of the
// target (switching to it).
func (e *Editor) SetPattern(name string) {
	f, name, ok := patternCube(e.Puzzle, name)
	if !ok {
		return
	}
	e.SwitchTo(e.Puzzle, puzzle.RoleTarget)
	e.Edit(f)
	e.UI.Note("The target is the pattern " + name + ".")
}

// patternCube returns the stickers of puzzle p's pattern called name,
// read as cubecli's -to reads it (any case, spaces or hyphens:
// "cube-in-a-cube"), and its name as the Set target menu shows it.
func patternCube(p puzzle.Puzzle, name string) (cube.Facelets, string, bool) {
	if p == puzzle.Cube2 {
		x, ok := pocket.PatternNamed(name)
		if !ok {
			return cube.Facelets{}, "", false
		}
		return puzzle.FromPocket(x.Cube().Facelets()), x.Name, true
	}
	x, ok := cube.PatternNamed(name)
	if !ok {
		return cube.Facelets{}, "", false
	}
	return x.Cubie().Facelets(), x.Name, true
}

// namedPattern reads text, pasted or typed under Moves, as the name of
// one of the puzzle's patterns, and makes the cube being described (the
// cube or the target) that pattern, as one edit; false if it names none.
// A pattern of the other puzzle only ("superflip" while the 2x2x2 is
// edited) switches to that puzzle, as its facelet string does.
func (e *Editor) namedPattern(text string) bool {
	text = strings.TrimSpace(text)
	f, name, ok := patternCube(e.Puzzle, text)
	switched := ""
	if !ok {
		other := puzzle.Cube2
		if e.Puzzle == puzzle.Cube2 {
			other = puzzle.Cube3
		}
		if f, name, ok = patternCube(other, text); !ok {
			return false
		}
		e.SwitchTo(other, e.Role)
		switched = "A pattern of the " + puzzle.Labels[other] + ", so the " + puzzle.Labels[other] + " is edited now."
	}
	e.UI.MovesError(nil)
	turned := e.Edit(f)
	e.UI.Note(words.JoinNotes(switched, words.JoinNotes(words.UpperFirst(e.noun())+" is the pattern "+name+".", turned)))
	return true
}

// noun names what the editor describes: "the cube" or "the target".
func (e *Editor) noun() string {
	if e.Role == puzzle.RoleTarget {
		return "the target"
	}
	return "the cube"
}

// TargetFromCube makes the target a copy of the cube in hand, as one edit
// of the target (switching to it): a cube to come back to after a mistake,
// say.
func (e *Editor) TargetFromCube() {
	f, _ := e.Doc(puzzle.RoleCube)
	e.SwitchTo(e.Puzzle, puzzle.RoleTarget)
	e.Edit(f)
	e.UI.Note("The target is a copy of the cube: solving takes the cube back to it.")
}

// showTargetMenu offers what the target can be set to: a copy of the cube,
// or one of the puzzle's patterns. The menu opens under the button.
func (e *Editor) showTargetMenu() {
	items := []*fyne.MenuItem{
		fyne.NewMenuItem("Copy of the cube", e.TargetFromCube),
		fyne.NewMenuItem("Solved", func() {
			e.SwitchTo(e.Puzzle, puzzle.RoleTarget)
			e.Edit(e.Puzzle.Solved())
			e.UI.Note("The target is the solved cube.")
		}),
		fyne.NewMenuItemSeparator(),
	}
	for _, name := range patternNames(e.Puzzle) {
		items = append(items, fyne.NewMenuItem(name, func() { e.SetPattern(name) }))
	}
	btn := e.UI.TargetBtn
	c := fyne.CurrentApp().Driver().CanvasForObject(btn)
	if c == nil {
		return
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(btn).Add(fyne.NewPos(0, btn.Size().Height))
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos)
}

// patternNames lists the puzzle's patterns by name.
func patternNames(p puzzle.Puzzle) []string {
	var names []string
	if p == puzzle.Cube2 {
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
