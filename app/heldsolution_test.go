package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
)

// An optimal search an edit stopped, taken up again by undo, shows the
// solution it goes on from as its best so far, as the first run showed
// it: while it ran the solution read "not proven shortest", as the edit
// had left it. Find a shorter one in optimal mode reads "best so far"
// while it runs too.
func TestResumedSearchShowsItsBestSoFar(t *testing.T) {
	f, c, sol := scrambled(44)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, depth: 14}
	tv := newTestView(t, f, instantLoader(fake))
	tv.w.Resize(fyne.NewSize(1600, 900))
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	tv.loadTablesNow(t)
	block := tv.solveBlocked(t, fake)
	found := tv.sol.Sol.Moves
	p := tv.play.Player
	if txt := tv.sol.Length.Text; !strings.HasSuffix(txt, "best so far") || p.Len() != len(found) {
		t.Fatalf("the first run reads %q, the player holds %d moves; want best so far, %d", txt, p.Len(), len(found))
	}

	tv.editor.SelectColour(f[0] ^ 1)
	tv.tapSticker(0)
	if txt := tv.sol.Length.Text; !strings.HasSuffix(txt, "not proven shortest") {
		t.Errorf("stopped by the edit, the solution reads %q", txt)
	}
	tv.editor.Undo()
	if tv.session.run == nil {
		t.Fatal("undo brought the cube back, and not the search")
	}
	got := tv.sol.Sol
	if got == nil || cube.FormatMoves(got.Moves) != cube.FormatMoves(found) || !got.BestSoFar || got.Unproven ||
		!strings.HasSuffix(tv.sol.Length.Text, "best so far") {
		t.Errorf("while the search goes on the solution is %+v, %q; want %s, best so far", got, tv.sol.Length.Text, cube.FormatMoves(found))
	}
	if got != nil && got.NoneShorter != 14 {
		t.Errorf("none shorter than %d, want 14 (depth 13 searched in full)", got.NoneShorter)
	}
	if !strings.Contains(tv.sol.Note.Text, "goes on from depth 14") {
		t.Errorf("note %q", tv.sol.Note.Text)
	}
	tv.session.cancelRun()
	close(block)
	tv.flush()
	if txt := tv.sol.Length.Text; !strings.HasSuffix(txt, "not proven shortest") {
		t.Errorf("cancelled, the solution reads %q", txt)
	}

	// Find a shorter one, in optimal mode, while it runs.
	block = make(chan struct{})
	fake.mu.Lock()
	fake.block = block
	fake.mu.Unlock()
	test.Tap(tv.sol.Shorter)
	if tv.session.run == nil {
		t.Fatal("Find a shorter one did not search")
	}
	if got := tv.sol.Sol; got == nil || !got.BestSoFar || !strings.HasSuffix(tv.sol.Length.Text, "best so far") {
		t.Errorf("while Find a shorter one runs the solution is %+v, %q", got, tv.sol.Length.Text)
	}
	close(block)
	tv.waitIdle(t)
}
