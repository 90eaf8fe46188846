package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"
)

// Text under Moves that does not read has its error under it whenever
// the field shows it: after Enter it said `unknown move "Q" at position
// 8`, but once Target and Cube were chosen (or the 2x2x2 and back, or a
// sticker painted, or the window started again) the text was there and
// the line under the net said "Valid cube" alone, until Solve was
// pressed. Nothing is applied by showing it.
func TestBadTypedMovesKeepTheirError(t *testing.T) {
	a := test.NewTempApp(t)
	open := func() *mainView {
		return newWindowView(a, test.NewTempWindow(t, nil), Options{Loader: instantLoader(newPocketFake(t, nil))})
	}
	for _, bad := range []string{"R U R' Q", strings.Repeat("U", 53) + "X"} {
		v := open()
		e := v.editor
		entry := e.UI.Moves
		test.Tap(e.UI.ResetBtn)
		entry.SetText(bad)
		entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		said := e.UI.MovesErr.Text
		if !e.UI.MovesErr.Visible() || !strings.HasPrefix(said, "Moves not applied: ") {
			t.Fatalf("%q, Enter: %q (shown %v)", bad, said, e.UI.MovesErr.Visible())
		}
		check := func(when string) {
			t.Helper()
			if entry.Text != bad || !e.UI.MovesErr.Visible() || e.UI.MovesErr.Text != said || e.Facelets != cube.SolvedFacelets() {
				t.Errorf("%q, %s: Moves %q, the line under it %q (shown %v), the cube solved %v",
					bad, when, entry.Text, e.UI.MovesErr.Text, e.UI.MovesErr.Visible(), e.Facelets == cube.SolvedFacelets())
			}
		}
		tapSegment(t, e.UI.RoleSwitch, editor.TargetLabel)
		tapSegment(t, e.UI.RoleSwitch, editor.CubeLabel)
		check("after Target and Cube")
		tapSegment(t, e.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
		tapSegment(t, e.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
		check("after the 2x2x2 and back")
		e.PaintWith(0, cube.F)
		e.Undo()
		check("after a sticker painted and undone")
		check2 := open()
		e, entry = check2.editor, check2.editor.UI.Moves
		check("after a restart")
		entry.SetText("")
	}
}
