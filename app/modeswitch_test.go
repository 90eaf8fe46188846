package app

import (
	"strings"
	"testing"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// Choosing the other mode while a search runs stops it, as Cancel does: an
// optimal proof went on for minutes beside Standard's length and time
// limit. Its best solution so far stays, ended.
func TestModeSwitchStopsTheSearch(t *testing.T) {
	for _, from := range []search.Mode{search.Optimal, search.Standard} {
		f, c, sol := scrambled(63)
		fake := newPocketFake(t, map[cube.Cubie][]cube.Move{c: sol})
		tv := newTestView(t, f, instantLoader(fake))
		tv.loadTablesNow(t)
		tapSegment(t, tv.panel.Mode, solvepanel.ModeLabels[from])
		block := tv.solveBlocked(t, fake.fakeSolver)
		other := search.Optimal
		if from == search.Optimal {
			other = search.Standard
		}
		tapSegment(t, tv.panel.Mode, solvepanel.ModeLabels[other])
		tv.flush()
		want := "Stopped when " + solvepanel.ModeLabels[other] + " mode was chosen: this is the best solution found until then"
		if tv.session.run != nil || tv.sol.Sol == nil || tv.search.Title.Text != "Search stopped" ||
			!strings.Contains(tv.sol.Note.Text, want) {
			t.Errorf("from %v: run %v, %q under %q, note %q", from, tv.session.run != nil, tv.sol.Moves.Text, tv.search.Title.Text, tv.sol.Note.Text)
		}
		close(block)
	}
}

// A search still waiting for the tables when the other mode is chosen has
// not begun: it begins in the mode chosen, not stopped ("Stopped when
// Optimal mode was chosen before any solution was found") nor in the old.
func TestModeSwitchWhileWaitingForTables(t *testing.T) {
	f, c, sol := scrambled(64)
	fake := &optimalFake{fakeSolver: &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.session.solve()
	if r := tv.session.run; r == nil || !r.waiting {
		t.Fatal("the search is not waiting for the tables")
	}
	tapSegment(t, tv.panel.Mode, solvepanel.ModeLabels[search.Optimal])
	if r := tv.session.run; r == nil || r.settings.Mode != search.Optimal {
		t.Fatalf("the waiting search was dropped or kept its mode: %v", r != nil)
	}
	tv.loadTablesNow(t)
	tv.waitIdle(t)
	if len(fake.asked) == 0 || fake.asked[len(fake.asked)-1].Mode != search.Optimal || tv.sol.Sol == nil {
		t.Errorf("asked %+v, solution %v, note %q", fake.asked, tv.sol.Sol != nil, tv.sol.Note.Text)
	}
}
