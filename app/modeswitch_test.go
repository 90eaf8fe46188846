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
