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

// Moves typed with a rotation, a slice or a wide turn before the face
// turns make a cube whose scramble is still known, as cubecli reads it:
// the face turns written as seen with the cube held as at the start (the
// window turns the cube back upright after them), so that the answer is
// never longer than the face turns typed.
func TestScrambleWithRotationsKnown(t *testing.T) {
	for _, c := range []struct {
		typed string
		turns int // face turns, a slice counting two
	}{
		{"y R U F D L B R' U' F' D' L' B' R2 U2 F2 D2 L2 B2", 18},
		{"R U F D L B R' U' F' D' L' B' x R2 U2 F2 D2 L2 B2", 18},
		{"M R U F D L B R' U' F' D' L' B' R2 U2 F2 D2 L2", 19},
		{"z Rw U r' x2 F", 5},
	} {
		tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
		tv.editor.UI.Moves.SetText(c.typed)
		test.Tap(tv.editor.UI.ApplyBtn)
		alg, _ := cube.ParseAlg(c.typed)
		if want := alg.ApplyUpright(cube.SolvedFacelets()); tv.editor.Facelets != want {
			t.Fatalf("%q made %s, want %s", c.typed, tv.editor.Facelets, want)
		}
		s := tv.editor.ScrambleOf(tv.editor.Facelets)
		if s == nil || len(s) > c.turns || cube.Solved().Apply(s).Facelets() != tv.editor.Facelets {
			t.Errorf("%q: scramble %v, want at most %d face turns making the cube", c.typed, s, c.turns)
		}
	}
}
