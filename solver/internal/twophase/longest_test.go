package twophase

import (
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/search"
)

// The first answers are bounded by the target, or 20 below it, until the
// search has taken fallbackNodes nodes without one; then any length goes.
func TestLongestFallsBack(t *testing.T) {
	for _, c := range []struct{ target, want int }{{20, 20}, {19, 20}, {16, 20}, {24, 24}} {
		r := run.New(cube.Solved(), search.Options{MaxLength: c.target}.WithDefaults())
		if got := longest(r); got != c.want {
			t.Errorf("target %d: longest %d, want %d", c.target, got, c.want)
		}
		r.AddNodes(fallbackNodes + 1)
		if got := longest(r); got != run.MaxPath-1 {
			t.Errorf("target %d, after %d nodes: longest %d, want %d", c.target, fallbackNodes+1, got, run.MaxPath-1)
		}
	}
	// Only shorter than asked.
	r := run.New(cube.Solved(), search.Options{ShorterThan: 18}.WithDefaults())
	if got := longest(r); got != 17 {
		t.Errorf("shorter than 18: longest %d", got)
	}
}
