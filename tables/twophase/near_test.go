package twophase

import (
	"math/bits"
	"testing"

	"cubesolver/tables/coord"
)

// The near table holds exactly the entries of the phase-1 table up to
// NearDepth deep, with the published counts per depth; each depth, and the
// depth after each move as the move masks give it, agrees with the mod-3
// table; the steps of the entries within NearStepDepth lead where the
// moves do.
func TestNear(t *testing.T) {
	tb := loadShared(t)
	n := tb.Near()
	var count [NearDepth + 1]uint32
	for slot, k := range n.slots {
		if k == 0 {
			continue
		}
		i, d := int(k&(1<<nearKeyBits-1))-1, n.Depth(slot)
		count[d]++
		if got := n.Find(i/coord.NTwist, i); got != slot || n.Depth(slot) != d {
			t.Fatalf("entry %d: Find %d (want %d), Depth %d (want %d)", i, got, slot, n.Depth(got), d)
		}
		if v := tb.prune1.Get(i); int(v) != d%3 {
			t.Fatalf("entry %d: depth %d but mod-3 table says %d", i, d, v)
		}
		closer, same := n.Moves(slot)
		for m := 0; m < nMoves; m++ {
			want := d + 1
			if closer&(1<<m) != 0 {
				want = d - 1
			} else if same&(1<<m) != 0 {
				want = d
			}
			class, _, twist := tb.nearMove(i, m)
			if v := tb.prune1.Get(class*coord.NTwist + twist); int(v) != want%3 {
				t.Fatalf("entry %d move %d: masks say depth %d, mod-3 table %d", i, m, want, v)
			}
		}
		if id := n.ID(slot); (id >= 0) != (d <= NearStepDepth) {
			t.Fatalf("entry %d at depth %d: number %d", i, d, id)
		} else if id >= 0 {
			var stepMoves uint32
			for k, st := range n.Steps(id) {
				if k > 0 && st.Closer() && !n.Steps(id)[k-1].Closer() {
					t.Fatalf("entry %d: a step closer after one that is not", i)
				}
				class, sym, twist := tb.nearMove(i, st.Move())
				to := n.Find(class, class*coord.NTwist+twist)
				if to < 0 || n.ID(to) != st.To() || sym != st.Sym() || st.Closer() != (n.Depth(to) == d-1) {
					t.Fatalf("entry %d: step %d leads to entry %d (number %d), sym %d; step says %d, %d, closer %v",
						i, st.Move(), class*coord.NTwist+twist, n.ID(to), sym, st.To(), st.Sym(), st.Closer())
				}
				stepMoves |= 1 << st.Move()
			}
			if stepMoves != closer|same {
				t.Fatalf("entry %d: steps %b, moves %b", i, stepMoves, closer|same)
			}
		}
	}
	for d := range count {
		if count[d] != tb.prune1Dist[d] {
			t.Errorf("depth %d: %d entries, the phase-1 table has %d", d, count[d], tb.prune1Dist[d])
		}
	}
	// Entries deeper than NearDepth are not found: check a sample against
	// the mod-3 table's exact depths.
	for i := 0; i < nPrune1; i += 9973 {
		if n.Find(i/coord.NTwist, i) >= 0 {
			continue
		}
		rep := int(tb.flipSliceRep[i/coord.NTwist])
		if exact := tb.Phase1Depth(rep&2047, rep>>11, i%coord.NTwist); exact <= NearDepth {
			t.Fatalf("entry %d: depth %d but Near does not have it", i, exact)
		}
	}
}

func BenchmarkBuildNear(b *testing.B) {
	tb := loadShared(&testing.T{})
	for i := 0; i < b.N; i++ {
		tb.buildNear()
	}
}

// The exact rim holds exactly the NRim entries at RimDepth, by class and
// twist, and the moves it calls closer are exactly those the mod-3 table
// says lead to RimDepth-1; a sample of other entries is not in it. The
// rim's filter gives all those moves, and few others.
func TestRim(t *testing.T) {
	tb := loadShared(t)
	r, filter := tb.buildRim(tb.Near()), tb.Near().Rim()
	extra := 0
	if len(r.entries) != NRim || int(r.first[NFlipSliceClass]) != NRim {
		t.Fatalf("%d entries (first ends at %d), want %d", len(r.entries), r.first[NFlipSliceClass], NRim)
	}
	for class := 0; class < NFlipSliceClass; class++ {
		for _, e := range r.entries[r.first[class]:r.first[class+1]] {
			twist := int(e & (1<<rimTwistBits - 1))
			i := class*coord.NTwist + twist
			rep := int(tb.flipSliceRep[class])
			if d := tb.Phase1Depth(rep&2047, rep>>11, twist); d != RimDepth {
				t.Fatalf("entry %d is in the rim at depth %d", i, d)
			}
			closer := r.closer(class, twist)
			for m := 0; m < nMoves; m++ {
				c2, _, t2 := tb.nearMove(i, m)
				isCloser := tb.prune1.Get(c2*coord.NTwist+t2) == (RimDepth-1)%3
				if isCloser != (closer&(1<<m) != 0) {
					t.Fatalf("entry %d move %d: closer %v, the mod-3 table says %v", i, m, closer&(1<<m) != 0, isCloser)
				}
			}
			if closer == 0 {
				t.Fatalf("entry %d has no move closer", i)
			}
			got := filter.Closer(i)
			if missing := closer &^ got; missing != 0 {
				t.Fatalf("entry %d: the rim's filter gives moves %018b, misses %018b", i, got, missing)
			}
			extra += bits.OnesCount32(got &^ closer)
		}
	}
	if extra > NRim/2 {
		t.Errorf("the rim's filter gives %d moves that are not closer, %.2f an entry", extra, float64(extra)/NRim)
	}
	t.Logf("the rim's filter gives %.3f moves an entry that are not closer", float64(extra)/NRim)
	for i := 0; i < nPrune1; i += 99991 {
		if r.closer(i/coord.NTwist, i%coord.NTwist) != 0 {
			continue
		}
		rep := int(tb.flipSliceRep[i/coord.NTwist])
		if d := tb.Phase1Depth(rep&2047, rep>>11, i%coord.NTwist); d == RimDepth {
			t.Fatalf("entry %d: depth %d but the rim does not have it", i, d)
		}
	}
}
