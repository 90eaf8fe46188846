package twophase

import (
	"math/bits"
	"testing"

	"cubesolver/tables/coord"
)

// TestFarRim checks phase-1 entries at FarRimDepth (of those whose byte of
// the table is in the band, so that their depth is known): the far rim
// gives every move onto the outer rim (a neighbour at OuterRimDepth modulo
// 3), and few others. It checks a sample of all entries and every entry of
// the classes with self-symmetries, whose entries the build adds for each
// of them.
func TestFarRim(t *testing.T) {
	if raceEnabled {
		// Arithmetic on the entries of the cached rim, on one goroutine
		// (make test-go runs it); TestRim builds a rim on all cores.
		t.Skip("checks entries only: make test-go runs it")
	}
	tb := loadShared(t)
	far := tb.Near().FarRim()
	entries, extra := 0, 0
	check := func(i int) bool {
		if d, ok := tb.bandDepth(i); !ok || d != FarRimDepth {
			return false
		}
		var closer uint32
		for m := 0; m < nMoves; m++ {
			if c2, _, t2 := tb.nearMove(i, m); tb.prune1.Get(c2*coord.NTwist+t2) == OuterRimDepth%3 {
				closer |= 1 << m
			}
		}
		if closer == 0 {
			t.Fatalf("entry %d at depth %d has no move closer", i, FarRimDepth)
		}
		got := far.Closer(i)
		if missing := closer &^ got; missing != 0 {
			t.Fatalf("entry %d: the far rim gives moves %018b, misses %018b", i, got, missing)
		}
		entries++
		extra += bits.OnesCount32(got &^ closer)
		return true
	}
	for i := 0; i < nPrune1; i += 97 {
		check(i)
	}
	symmetric := 0 // entries checked of classes with self-symmetries
	for class := 0; class < NFlipSliceClass; class++ {
		if tb.flipSliceStab[class] != 1 {
			for twist := 0; twist < coord.NTwist; twist++ {
				if check(class*coord.NTwist + twist) {
					symmetric++
				}
			}
		}
	}
	if entries < 100000 || extra > 4*entries || symmetric == 0 {
		t.Errorf("%d entries at depth %d (%d of classes with self-symmetries), %d moves given that are not closer",
			entries, FarRimDepth, symmetric, extra)
	}
	t.Logf("%d entries at depth %d (%d of classes with self-symmetries), %.2f moves each given that are not closer",
		entries, FarRimDepth, symmetric, float64(extra)/float64(entries))
}
