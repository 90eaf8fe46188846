package app

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// stoppedSolver answers with moves, stopped as stop says, as a search
// that ran out of time with a longer answer than asked does.
type stoppedSolver struct {
	moves  []cube.Move
	stop   search.StopReason
	proven bool
}

func (f stoppedSolver) Solve(context.Context, cube.Cubie, search.Options) (search.Result, error) {
	return search.Result{Best: search.Solution{Moves: f.moves}, Stop: f.stop, Proven: f.proven}, nil
}

// Length 16 asked, 18 found at the time limit: the note says the Length
// was not reached and what would reach it, whole in the narrowest column,
// as a warning; it said only "the search stopped after 1.0 s: time limit".
// A search that proved 18 shortest says that none of 16 exists.
func TestLongerThanAskedSaid(t *testing.T) {
	c, answer := scrambledBy(18)
	room := float32(solvepanel.SideWidth) - 2*theme.InnerPadding() - theme.ScrollBarSize()
	for _, x := range []struct {
		proven bool
		want   string
	}{
		{false, "Verified, but 18 moves: none of 16 moves or fewer was found within 1.0 s. Raise the time limit, or use Optimal."},
		{true, "Verified, and proven shortest: no solution of 16 moves or fewer exists."},
	} {
		stop := search.TimeLimit
		if x.proven {
			stop = search.Exhausted
		}
		tv := newTestView(t, c.Facelets(), instantLoader(stoppedSolver{moves: answer, stop: stop, proven: x.proven}))
		tv.panel.Change(func(s *solvepanel.Settings) { s.MaxLength, s.Timeout = 16, time.Second })
		tv.loadTablesNow(t)
		tv.session.solve()
		tv.waitIdle(t)
		if tv.sol.Sol == nil || len(tv.sol.Sol.Moves) != 18 {
			t.Fatalf("solution %v", tv.sol.Sol)
		}
		note := tv.sol.Note.Text
		if note != x.want || tv.sol.Note.Importance != widget.WarningImportance {
			t.Errorf("note %q (importance %v), want %q", note, tv.sol.Note.Importance, x.want)
		}
		if n := wrappedLines(note, theme.Size(theme.SizeNameCaptionText), room); n > solvepanel.NoteLines {
			t.Errorf("%q takes %d lines, the box has %d", note, n, solvepanel.NoteLines)
		}
		if strings.Contains(note, "time limit.") {
			t.Errorf("note %q", note)
		}
	}
}

// A search that stopped by running out of places to look, without a
// proof, says so in words a cuber reads: it said "search exhausted".
func TestStopSaidInWords(t *testing.T) {
	c, answer := scrambledBy(18)
	tv := newTestView(t, c.Facelets(), instantLoader(stoppedSolver{moves: answer, stop: search.Exhausted}))
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	note := tv.sol.Note.Text
	if strings.Contains(note, "exhausted") || !strings.HasSuffix(note, ": it had nowhere left to look.") {
		t.Errorf("note %q", note)
	}
}

// scrambledBy returns a cube n moves from solved (no two turns of one
// axis in a row) and its solution, the moves undone.
func scrambledBy(n int) (cube.Cubie, []cube.Move) {
	r := rand.New(rand.NewPCG(16, uint64(n)))
	var moves []cube.Move
	for len(moves) < n {
		m := cube.Move(r.IntN(cube.NumMoves))
		if len(moves) == 0 || m.Face() != moves[len(moves)-1].Face() && m.Face() != moves[len(moves)-1].Face().Opposite() {
			moves = append(moves, m)
		}
	}
	return cube.Solved().Apply(moves), cube.InvertMoves(moves)
}

// A standard search cancelled with a best longer than the Length asked
// says so, as one stopped by its time limit does: the length line alone
// does not show it. It fits the note's lines in the narrowest column.
func TestCancelledLongerThanAskedSaid(t *testing.T) {
	f, c, sol := scrambled(12)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, block: make(chan struct{})}
	tv := newTestView(t, f, instantLoader(fake))
	tv.panel.Change(func(s *solvepanel.Settings) { s.MaxLength = 16 })
	tv.loadTablesNow(t)
	tv.session.solve()
	longer := len(sol) + 2 // the fake's first: the moves, a turn and back
	tv.pumpUntil(t, "no solution shown", func() bool { return tv.sol.Sol != nil })
	tv.session.cancelRun()
	want := "Cancelled: this is the best solution found until then (verified), " + solvepanel.MovesCount(longer) + ": none of 16 moves or fewer was found before."
	if note := tv.sol.Note.Text; note != want {
		t.Errorf("note %q, want %q", note, want)
	}
	room := float32(solvepanel.SideWidth) - 2*theme.InnerPadding() - theme.ScrollBarSize()
	if n := wrappedLines(want, theme.Size(theme.SizeNameCaptionText), room); n > solvepanel.NoteLines {
		t.Errorf("the note takes %d lines, the box has %d", n, solvepanel.NoteLines)
	}
}
