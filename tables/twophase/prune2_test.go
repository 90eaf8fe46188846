package twophase

import (
	"context"
	"slices"
	"testing"

	"cubesolver/tables/coord"
)

// TestPrune2Depth checks every entry of the phase-2 table against the
// exact depths, built afresh: the depth read back is exact where it is at
// most 7 above the larger of the corners' and the edges' own depths, and
// that bound plus 7 where it is more. It also checks the share of exact
// entries that the excess doc gives.
func TestPrune2Depth(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the phase-2 table")
	}
	if raceEnabled {
		t.Skip("rebuilds a whole table, minutes under the race detector; the run without it has this test")
	}
	tb := loadShared(t)
	exact, err := tb.buildPrune2(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	short := 0
	count := make([]uint32, maxDepth)
	for i := 0; i < nPrune2; i++ {
		d := int(exact.Get(i))
		count[d]++
		cls, ud := i/coord.NUDEdges, i%coord.NUDEdges
		corners := int(tb.cornerRep[cls])
		low := int(max(tb.cornerDepth[corners], tb.udEdgeDepth[ud]))
		// The representative's own entry: its symmetry is the identity.
		got := tb.Prune2Depth(i, corners, ud)
		want := min(d, low+maxExcess)
		if got != want {
			t.Fatalf("entry %d (class %d, edges %d): depth %d, want %d (exact %d)", i, cls, ud, got, want, d)
		}
		if got != d {
			short++
		}
	}
	// Every entry of the exact table counted: the published distribution.
	if got := trimZeros(count); !slices.Equal(got, want2) {
		t.Errorf("phase 2 entries counted %v, want %v", got, want2)
	}
	if short > nPrune2/100 {
		t.Errorf("%d of %d entries short of their depth, want under 1%%", short, nPrune2)
	}
	t.Logf("%d of %d entries short of their depth", short, nPrune2)
}

// TestPrune2LowIsSymmetric checks what lets Prune2Depth read the corners'
// and edges' own depths with the raw permutations while the table holds
// the class representative's frame: both depths are the same for every
// cube of a class, since the 16 symmetries map phase 2's moves to phase
// 2's moves.
func TestPrune2LowIsSymmetric(t *testing.T) {
	tb := loadShared(t)
	for c := 0; c < coord.NCornerPerm; c++ {
		if rep := tb.cornerRep[tb.cornerClass[c]]; tb.cornerDepth[c] != tb.cornerDepth[rep] {
			t.Fatalf("corners %d at depth %d, their representative %d at %d", c, tb.cornerDepth[c], rep, tb.cornerDepth[rep])
		}
	}
	for u := 0; u < coord.NUDEdges; u++ {
		for s := 0; s < NSym; s++ {
			if v := tb.udEdgeConj[u*NSym+s]; tb.udEdgeDepth[v] != tb.udEdgeDepth[u] {
				t.Fatalf("edges %d at depth %d, seen by symmetry %d at %d", u, tb.udEdgeDepth[u], s, tb.udEdgeDepth[v])
			}
		}
	}
}
