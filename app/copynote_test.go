package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
)

// Copy and Copy link say they were done over the solution's note, which
// stays: "Copied the solution." took the place of "Verified: it solves
// the cube..." for good.
func TestCopyKeepsTheSolutionsNote(t *testing.T) {
	_, c, sol := scrambled(9)
	tv := newTestView(t, c.Facelets(), instantLoader(&fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}))
	tv.loadTablesNow(t)
	test.Tap(tv.panel.Solve)
	tv.waitIdle(t)
	verified := tv.sol.Note.Text
	if !strings.Contains(verified, "Verified") {
		t.Fatalf("the note after Solve: %q", verified)
	}
	for _, tc := range []struct {
		button interface{ Tapped(*fyne.PointEvent) }
		says   string
	}{{tv.sol.CopyBtn, "Copied the solution."}, {tv.sol.LinkBtn, "Copied a link"}, {tv.sol.CopyBtn, "Copied the solution."}} {
		test.Tap(tc.button.(fyne.Tappable))
		if note := tv.sol.Note.Text; !strings.HasPrefix(note, tc.says) || !strings.HasSuffix(note, verified) || strings.Count(note, "Copied") != 1 {
			t.Errorf("after %q: the note %q", tc.says, note)
		}
	}
}
