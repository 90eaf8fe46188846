package twophase

import (
	"math/bits"
	"testing"

	"cubesolver/tables/coord"
)

// TestOuterRim checks phase-1 entries at OuterRimDepth (those with the
// depth mod 3 of that depth and a neighbour on the rim): the outer rim
// gives every move onto the rim, and few others. It checks a sample of all
// entries and every entry of the classes with self-symmetries, whose
// entries the build adds for each of them.
func TestOuterRim(t *testing.T) {
	if raceEnabled {
		// Arithmetic on the entries of the cached rim, on one goroutine
		// (make test-go runs it); TestRim builds a rim on all cores.
		t.Skip("checks entries only: make test-go runs it")
	}
	tb := loadShared(t)
	rim, outer := tb.buildRim(tb.Near()), tb.Near().OuterRim()
	entries, extra := 0, 0
	check := func(i int) {
		if tb.prune1.Get(i) != OuterRimDepth%3 {
			return
		}
		var closer uint32
		for m := 0; m < nMoves; m++ {
			if c2, _, t2 := tb.nearMove(i, m); rim.closer(c2, t2) != 0 {
				closer |= 1 << m
			}
		}
		if closer == 0 {
			return // depth OuterRimDepth-3 or +3
		}
		got := outer.Closer(i)
		if missing := closer &^ got; missing != 0 {
			t.Fatalf("entry %d: the outer rim gives moves %018b, misses %018b", i, got, missing)
		}
		entries++
		extra += bits.OnesCount32(got &^ closer)
	}
	for i := 0; i < nPrune1; i += 211 {
		check(i)
	}
	symmetric := 0
	for class := 0; class < NFlipSliceClass; class++ {
		if tb.flipSliceStab[class] != 1 {
			symmetric++
			for twist := 0; twist < coord.NTwist; twist++ {
				check(class*coord.NTwist + twist)
			}
		}
	}
	if entries < 40000 || extra > entries || symmetric == 0 {
		t.Errorf("%d entries at depth %d (%d classes with self-symmetries), %d moves given that are not closer",
			entries, OuterRimDepth, symmetric, extra)
	}
	t.Logf("%d entries at depth %d, %.2f moves each given that are not closer", entries, OuterRimDepth, float64(extra)/float64(entries))
}
