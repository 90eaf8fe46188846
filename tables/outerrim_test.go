package tables

import (
	"math/bits"
	"testing"
)

// TestOuterRim checks a sample of the phase-1 entries: at OuterRimDepth
// (the depth mod 3 of that depth, and a neighbour on the rim) the outer
// rim gives every move onto the rim, and few others.
func TestOuterRim(t *testing.T) {
	tb := loadShared(t)
	rim, outer := tb.Near().Rim(), tb.Near().OuterRim()
	entries, extra := 0, 0
	for i := 0; i < NPrune1; i += 211 {
		if tb.Prune1.Get(i) != OuterRimDepth%3 {
			continue
		}
		var closer uint32
		for m := 0; m < N; m++ {
			if c2, _, t2 := tb.nearMove(i, m); rim.Closer(c2, t2) != 0 {
				closer |= 1 << m
			}
		}
		if closer == 0 {
			continue // depth OuterRimDepth-3 or +3
		}
		got := outer.Closer(i)
		if missing := closer &^ got; missing != 0 {
			t.Fatalf("entry %d: the outer rim gives moves %018b, misses %018b", i, got, missing)
		}
		entries++
		extra += bits.OnesCount32(got &^ closer)
	}
	if entries < 30000 || extra > entries {
		t.Errorf("%d entries at depth %d, %d moves given that are not closer", entries, OuterRimDepth, extra)
	}
	t.Logf("%d entries at depth %d, %.2f moves each given that are not closer", entries, OuterRimDepth, float64(extra)/float64(entries))
}
