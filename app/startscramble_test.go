package app

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// A scramble given at the start (-scramble) is applied to the solved cube
// as if typed under Moves: the field is left empty, the search knows the
// scramble, and undo takes it back, its text under Moves. On the 2x2x2
// (the puzzle of the last run) it is the pocket cube's; moves the puzzle
// has not stay under Moves with their error, the cube left solved.
func TestStartScramble(t *testing.T) {
	a := test.NewTempApp(t)
	start := func(scramble string) *mainView {
		return newWindowView(a, test.NewTempWindow(t, nil), Options{Scramble: scramble, Loader: instantLoader(&fakeSolver{})})
	}
	const scramble = "R U R' U' F2"
	v := start(scramble)
	e := v.editor
	want := mustAlg(t, scramble).Apply(cube.SolvedFacelets())
	if e.Facelets != want || e.UI.Moves.Text != "" || len(e.ScrambleOf(e.Facelets)) != 5 {
		t.Errorf("started with %q: cube %s, Moves %q, scramble known %v", scramble, e.Facelets, e.UI.Moves.Text, e.ScrambleOf(e.Facelets))
	}
	e.Undo()
	if e.Facelets != cube.SolvedFacelets() || e.UI.Moves.Text != scramble {
		t.Errorf("undone: cube %s, Moves %q", e.Facelets, e.UI.Moves.Text)
	}
	e.Redo()
	if e.Facelets != want || e.UI.Moves.Text != "" {
		t.Errorf("redone: cube %s, Moves %q", e.Facelets, e.UI.Moves.Text)
	}

	e.SwitchTo(puzzle.Cube2, puzzle.RoleCube)
	v = start("R U")
	e = v.editor
	p, _ := pocket.ParseAlg("R U")
	if e.Puzzle != puzzle.Cube2 || puzzle.ToPocket(e.Facelets) != pocket.SolvedFacelets().Apply(p) || e.UI.Moves.Text != "" {
		t.Errorf("on the 2x2x2: %v %s, Moves %q", e.Puzzle, puzzle.ToPocket(e.Facelets), e.UI.Moves.Text)
	}
	v = start("R M")
	e = v.editor
	if e.Facelets != puzzle.Cube2.Solved() || e.UI.Moves.Text != "R M" || !e.UI.MovesErr.Visible() {
		t.Errorf("a slice on the 2x2x2: %s, Moves %q, error %q", puzzle.ToPocket(e.Facelets), e.UI.Moves.Text, e.UI.MovesErr.Text)
	}
}
