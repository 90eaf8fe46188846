package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/player"
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
)

// An optimal search an edit stopped, taken up again by undo, shows the
// solution it goes on from as its best so far, as the first run showed
// it, and the player holds it again: while it ran the solution read "not
// proven shortest", as the edit had left it, and the player said "No
// moves" beside a Play that played it. Find a shorter one in optimal
// mode reads "best so far" while it runs too.
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
	if tv.sol.PlayBtn.Disabled() || p.Len() != len(found) || !strings.HasPrefix(tv.play.Caption.Text, "Solution · ") {
		t.Errorf("Play enabled %v, the player holds %d moves (want %d), caption %q", !tv.sol.PlayBtn.Disabled(), p.Len(), len(found), tv.play.Caption.Text)
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

// Play is never enabled beside a player that says "No moves": wherever
// the player is brought back to the cube in hand while a solution for it
// is shown (an edit undone, Back after playing or after typed moves were
// animated, the other puzzle chosen and chosen back, the target looked at
// and left), it holds that solution, at its start, as it does after a
// solve. Each of these left it empty. (While the target is edited the
// player shows the target, with nothing to play.)
func TestPlayerHoldsTheSolutionShown(t *testing.T) {
	tv, f, sol := newWideView(t, 45)
	canvas := tv.w.Canvas()
	p := tv.play.Player
	held := func(when string) {
		t.Helper()
		if tv.sol.PlayBtn.Disabled() {
			t.Errorf("%s: Play is disabled", when)
			return
		}
		if p.Len() != len(sol) || p.Played() != 0 || p.Playing() || p.Facelets() != f ||
			!strings.HasPrefix(tv.play.Caption.Text, "Solution · ") {
			t.Errorf("%s: Play is enabled, the player holds %d moves (want %d) at %d, caption %q", when, p.Len(), len(sol), p.Played(), tv.play.Caption.Text)
		}
		if back := tv.play.Back.Text; back != player.BackToCubeLabel {
			t.Errorf("%s: Back reads %q", when, back)
		}
	}
	pressShortcut(canvas, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	tv.waitIdle(t)
	held("after the solve")

	tv.editor.SelectColour(f[0] ^ 1)
	tv.tapSticker(0)
	if !tv.sol.PlayBtn.Disabled() || p.Len() != 0 {
		t.Errorf("after an edit Play is enabled %v, the player holds %d moves", !tv.sol.PlayBtn.Disabled(), p.Len())
	}
	pressShortcut(canvas, &fyne.ShortcutUndo{})
	held("the edit undone")

	test.Tap(tv.sol.PlayBtn)
	if !p.Playing() || tv.play.Back.Hidden {
		t.Fatalf("Play: playing %v, Back shown %v", p.Playing(), !tv.play.Back.Hidden)
	}
	test.Tap(tv.play.Back)
	held("Back after Play")

	tv.play.PlayTyped(mustAlg(t, "R U R' U'"))
	test.Tap(tv.play.Back)
	held("Back after typed moves")

	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
	held("the 2x2x2 chosen and the 3x3x3 again")

	tapSegment(t, tv.editor.UI.RoleSwitch, editor.TargetLabel)
	if p.Len() != 0 || !strings.HasPrefix(tv.play.Caption.Text, "The target being edited") {
		t.Errorf("the target shown: the player holds %d moves, caption %q", p.Len(), tv.play.Caption.Text)
	}
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	held("the target looked at and left")

	// A solution for an earlier cube is not held.
	tv.editor.SelectColour(f[0] ^ 1)
	tv.tapSticker(0)
	test.Tap(tv.play.Back)
	if p.Len() != 0 || !tv.sol.PlayBtn.Disabled() {
		t.Errorf("after an edit and Back the player holds %d moves, Play enabled %v", p.Len(), !tv.sol.PlayBtn.Disabled())
	}
}

// Switching To makes the solution shown stale, or fresh again: the player
// lets it go, or holds it again, as Play is disabled or enabled. (Space
// played a solution to solved with To on Target and Play disabled.)
func TestPlayerFollowsTo(t *testing.T) {
	tv, f, sol := newWideView(t, 45)
	canvas := tv.w.Canvas()
	p := tv.play.Player
	pressShortcut(canvas, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	tv.waitIdle(t)
	if tv.sol.PlayBtn.Disabled() || p.Len() != len(sol) {
		t.Fatalf("after the solve: Play enabled %v, the player holds %d moves", !tv.sol.PlayBtn.Disabled(), p.Len())
	}
	tv.editor.SetPattern("Superflip") // To goes to Target
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	for _, c := range []struct {
		to   string
		held bool
	}{{"Target", false}, {"Solved", true}, {"Target", false}} {
		tapSegment(t, tv.panel.To, c.to)
		playable := !tv.sol.PlayBtn.Disabled()
		if playable != c.held || (p.Len() == len(sol)) != c.held || p.Facelets() != f {
			t.Errorf("To %s: Play enabled %v, the player holds %d moves (want held %v)", c.to, playable, p.Len(), c.held)
		}
	}
}
