package twophase

import (
	"context"
	"sync/atomic"

	"cubesolver/tables/coord"
	"cubesolver/tables/internal/bfs"
)

// OuterRimDepth is the depth of the outer rim's entries: one move beyond
// the rim.
const OuterRimDepth = RimDepth + 1

// The outer rim (Near.OuterRim) gives the moves that bring a phase-1 entry
// at OuterRimDepth (7.95 M of them) one move closer, onto the rim: all of
// them and, for a random entry, about one more that does not. A search
// with no move to spare at such a node may take only those moves. Without
// the outer rim it worked out every child (about 13) and read each one's
// pruning entry, a wait for memory, to keep one; half of a search's
// pruning reads were made there. Now it reads one word and works out two
// children or so. It is a CloserFilter in 12 MB, where the exact moves
// would take 32; the table build works it out from the rim (about a
// second) and the cache keeps it.
//
// outerRimWords is the number of its words: 3/2 M, 12 MB. Measured on
// BenchmarkPhase1/leaves: 4 MB 0.93 of the time without, 8 MB 0.88, 16 MB
// 0.85-0.87, 32 MB no better.
const outerRimWords = 3 << 19

// buildOuterRim finds the entries one move beyond the rim r, from r's
// entries: a neighbour of a RimDepth entry whose depth is OuterRimDepth
// modulo 3 can only be at OuterRimDepth, and the move back is one of its
// closer moves. Every closer move of every such entry is so found once
// for each of its rim neighbours. It returns the outer rim and its
// entries, a bit each over the phase-1 table (for the far rim).
func (t *Tables) buildOuterRim(ctx context.Context, r *exactRim) (*CloserFilter, []uint64, error) {
	o := &CloserFilter{words: make([]uint64, outerRimWords)}
	entries := make([]uint64, (nPrune1+63)/64)
	_, err := bfs.ParallelRange(ctx, NFlipSliceClass, nil, func(lo, hi int) int64 {
		for class := lo; class < hi; class++ {
			for _, e := range r.entries[r.first[class]:r.first[class+1]] {
				t.neighboursAt(class*coord.NTwist+int(e&(1<<rimTwistBits-1)), OuterRimDepth, func(j, back int) {
					o.add(j, back)
					atomic.OrUint64(&entries[j/64], 1<<(j%64))
				})
			}
		}
		return 0
	})
	return o, entries, err
}
