package app

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
)

// uprightCases reads the moves and the cubes they make from
// solver/cube/testdata/upright.txt, worked out by hand; cubecli's tests
// read the same file, so that the window and cubecli give one cube for
// the same text.
func uprightCases(t *testing.T, path string) [][2]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out [][2]string
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Split(line, "|"); len(f) == 3 && !strings.HasPrefix(line, "#") {
			out = append(out, [2]string{strings.TrimSpace(f[0]), strings.TrimSpace(f[1])})
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no cases", path)
	}
	return out
}

// Rotations, wide turns and slices typed under Moves on a solved 3x3x3
// make the cubes cubecli facelets prints for them (TestFaceletsUpright).
func TestMovesUnderMovesAsCubecli(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	u := &e.UI
	for _, c := range uprightCases(t, "../solver/cube/testdata/upright.txt") {
		e.Edit(cube.SolvedFacelets())
		u.Moves.SetText("")
		tv.w.Canvas().Focus(u.Moves)
		test.Type(u.Moves, c[0])
		u.Moves.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if got := e.Facelets.String(); got != c[1] || u.MovesErr.Visible() {
			t.Errorf("typing %q under Moves: %s, want %s (error %q)", c[0], got, c[1], u.MovesErr.Text)
		}
	}
}
