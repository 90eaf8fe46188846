package twophase

import (
	"context"
	"math/bits"
	"slices"

	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/bfs"
)

// RimDepth is the depth of the rim's entries: one move beyond Near, and
// NRim their number (the distribution Kociemba publishes on his "The Two-Phase-Algorithm" page).
const (
	RimDepth = NearDepth + 1
	NRim     = 776568
)

// The rim (Near.Rim) gives the moves that bring a phase-1 entry at
// RimDepth (NRim of them) one move closer, into the near table. A search
// with no move to spare at such a node may take only those moves; without
// the rim it works out all children and reads each one's entry of the
// pruning table, a wait for memory per child, to keep about one of
// thirteen. With the rim it reads one word. It is a CloserFilter in 2 MB
// (rimWords): a child it lets through wrongly is not in the near table,
// which the search finds when it takes the child up. The exact moves
// (exactRim, 3.4 MB, in entries by class that took two reads one after
// the other) are worked out when the tables are built, about 0.6 s, for
// this filter and the outer rim's.
const rimWords = 1 << 18

// exactRim holds the phase-1 entries at RimDepth, each with the moves that
// bring it one move closer.
type exactRim struct {
	first []uint32 // class -> its first entry; first[class+1] is past its last
	// entries, by class and then twist: twist | closer moves<<12.
	entries []uint32
}

const rimTwistBits = 12 // NTwist < 1<<12

// closer returns the moves that take entry (class, twist) one move closer
// (twist in the class representative's frame), or 0 if the entry is not
// at RimDepth.
func (r *exactRim) closer(class, twist int) uint32 {
	for _, e := range r.entries[r.first[class]:r.first[class+1]] {
		if int(e&(1<<rimTwistBits-1)) == twist {
			return e >> rimTwistBits
		}
	}
	return 0
}

// buildRim finds the entries one move beyond the near table n: a
// neighbour of a NearDepth entry whose depth is RimDepth modulo 3 can only
// be at RimDepth. Then the moves of each that lead into n.
func (t *Tables) buildRim(n *Near) *exactRim {
	if len(t.prune1Dist) <= RimDepth || t.prune1Dist[RimDepth] != NRim {
		panic("tables: the phase-1 table does not have the published depth distribution")
	}
	var all []int
	for slot, k := range n.slots {
		if k == 0 || n.Depth(slot) != NearDepth {
			continue
		}
		t.neighboursAt(int(k&(1<<nearKeyBits-1))-1, RimDepth, func(j, _ int) { all = append(all, j) })
	}
	slices.Sort(all)
	all = slices.Compact(all)
	if len(all) != NRim {
		panic("tables: the rim has the wrong number of entries")
	}

	r := &exactRim{first: make([]uint32, NFlipSliceClass+1), entries: make([]uint32, len(all))}
	for _, i := range all {
		r.first[i/coord.NTwist+1]++
	}
	for c := 1; c <= NFlipSliceClass; c++ {
		r.first[c] += r.first[c-1]
	}
	bfs.ParallelRange(context.Background(), len(all), nil, func(lo, hi int) int64 {
		for j := lo; j < hi; j++ {
			i := all[j]
			var closer uint32
			for m := 0; m < nMoves; m++ {
				class, _, twist := t.nearMove(i, m)
				if slot := n.Find(class, class*coord.NTwist+twist); slot >= 0 && n.Depth(slot) == NearDepth {
					closer |= 1 << m
				}
			}
			r.entries[j] = uint32(i%coord.NTwist) | closer<<rimTwistBits
		}
		return 0
	})
	return r
}

// neighboursAt calls f(j, back) for each neighbour j of entry i whose
// depth is depth modulo 3, and for the entries equal to it by a
// self-symmetry of its class, which are all as deep; back is the move
// (as j's class representative makes it) that takes j back to i.
func (t *Tables) neighboursAt(i, depth int, f func(j, back int)) {
	for m := 0; m < nMoves; m++ {
		// The neighbour is S^-1*R2*S with R2 its class representative
		// (S the symmetry sym): R2 goes back with S*m^-1*S^-1, and a
		// copy T*R2*T^-1 (T a self-symmetry) with T*back*T^-1.
		class, sym, twist := t.nearMove(i, m)
		if int(t.prune1.Get(class*coord.NTwist+twist)) != depth%3 {
			continue
		}
		back := int(symMove[sym*nMoves+int(cube.Move(m).Inverse())])
		for s, st := 0, int(t.flipSliceStab[class]); st != 0; s, st = s+1, st>>1 {
			if st&1 != 0 {
				f(t.phase1Index(class, s, twist), int(symMove[s*nMoves+back]))
			}
		}
	}
}

// filter returns the rim's CloserFilter.
func (r *exactRim) filter() *CloserFilter {
	f := &CloserFilter{words: make([]uint64, rimWords)}
	for class := 0; class < NFlipSliceClass; class++ {
		for _, e := range r.entries[r.first[class]:r.first[class+1]] {
			i := class*coord.NTwist + int(e&(1<<rimTwistBits-1))
			for closer := e >> rimTwistBits; closer != 0; closer &= closer - 1 {
				f.add(i, bits.TrailingZeros32(closer))
			}
		}
	}
	return f
}
