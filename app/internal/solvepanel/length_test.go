package solvepanel

import (
	"strings"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// A one-move answer is "1 move", not "1 moves", in the solution's length
// and the search's figures.
func TestOneMoveIsSingular(t *testing.T) {
	one := []cube.Move{cube.NewMove(cube.U, 3)}
	if got, want := (&ShownSolution{Moves: one, Proven: true}).LengthText(), "1 move · 1 QTM · proven optimal in HTM"; got != want {
		t.Errorf("proven: %q, want %q", got, want)
	}
	if got, want := (&ShownSolution{Moves: one}).LengthText(), "1 move · 1 QTM"; got != want {
		t.Errorf("standard: %q, want %q", got, want)
	}
	if got := SearchStats(search.Optimal, search.Event{BestLength: 1, Proven: true}, true); !strings.HasPrefix(got, "Shortest: 1 move, proven") {
		t.Errorf("search figures %q", got)
	}
	// A search of one node (R2 solved at once) counts it as one.
	if got := SearchStats(search.Standard, search.Event{BestLength: 1, Proven: true, Nodes: 1, Elapsed: time.Millisecond}, true); !strings.Contains(got, " · 1 node · ") {
		t.Errorf("one node: %q", got)
	}
	if got := SearchStats(search.Standard, search.Event{BestLength: 1, Proven: true, Nodes: 2, Elapsed: time.Millisecond}, true); !strings.Contains(got, " · 2 nodes · ") {
		t.Errorf("two nodes: %q", got)
	}
}
