package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// A 15-move scramble typed under Moves and applied to the solved cube is
// answered in 15 moves at most, as cubecli answers it: the two-phase
// search reaches the target of 20 first with a longer answer, and the
// scramble undone is shorter. Painted over, the cube is another one, and
// the scramble no longer bounds its answer; undo brings it back.
func TestScrambleTypedBoundsTheAnswer(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the solver's tables; skipped with -short")
	}
	const scramble = "R U F D L B R' U' F' D' L' B' R2 U2 F2"
	tv := newTestView(t, cube.SolvedFacelets(), realLoader(tablestest.Dir()))
	tv.loadTablesNow(t)
	tv.editor.UI.Moves.SetText(scramble)
	test.Tap(tv.editor.UI.ApplyBtn)
	c, err := tv.editor.Facelets.ToCubie()
	if err != nil {
		t.Fatal(err)
	}
	tv.session.solve()
	tv.waitIdle(t)
	got := tv.sol.Sol
	if got == nil || len(got.Moves) > 15 || !solves(c, got.Moves) {
		t.Fatalf("a 15-move scramble got %v: %q", got, tv.sol.Note.Text)
	}
	if len(got.Moves) == 15 && !strings.Contains(tv.sol.Note.Text, "undoes the moves") {
		t.Errorf("note %q", tv.sol.Note.Text)
	}

	// Painted: another cube, whose scramble is not known.
	scrambled := tv.editor.Facelets
	tv.editor.SelectColour(tv.editor.Facelets[0] ^ 1)
	tv.tapSticker(0)
	if tv.editor.Facelets == scrambled || tv.editor.ScrambleOf(tv.editor.Facelets) != nil {
		t.Error("a painted cube keeps the scramble")
	}
	tv.editor.Undo()
	if s := tv.editor.ScrambleOf(tv.editor.Facelets); tv.editor.Facelets != scrambled || len(s) != 15 {
		t.Errorf("undo: scramble %v", s)
	}
}
