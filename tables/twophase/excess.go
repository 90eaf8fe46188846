package twophase

import (
	"context"
	"sync/atomic"

	"cubesolver/tables/coord"
	"cubesolver/tables/internal/bfs"
)

// excess is the phase-2 pruning table, in 42 MB where exact depths in four
// bits took 56: each entry holds in three bits how far its depth lies
// above a lower bound that two small tables give, the larger of its
// corners' and its U/D edges' own phase-2 depths, up to 7. That is exact
// for all but 0.9% of the entries, which are 8 to 14 above and so read a
// depth 1 to 7 short: still a lower bound. (Depth mod 8 from the same
// bound, exact for as many, read those 8 short instead: phase 2 then
// searched long for nothing, and solving to 20 moves took 1.3 times as
// long.) Eight entries go to three bytes.
type excess []byte

// excessSize is the size in bytes of an excess table of n entries.
func excessSize(n int) int { return 3 * ((n + 7) / 8) }

// maxExcess is the largest excess an entry holds.
const maxExcess = 7

// Get returns entry i's excess.
func (t excess) Get(i int) uint8 {
	b := i >> 3 * 3
	_ = t[b+2] // one bounds check for the three bytes
	v := uint32(t[b]) | uint32(t[b+1])<<8 | uint32(t[b+2])<<16
	return uint8(v >> (i & 7 * 3) & 7)
}

// Prune2Depth returns a lower bound on the phase-2 moves of corners and
// udEdges, whose phase-2 table entry is i (see excess).
func (t *Tables) Prune2Depth(i, corners, udEdges int) int {
	return int(max(t.cornerDepth[corners], t.udEdgeDepth[udEdges]) + t.prune2.Get(i))
}

// packExcess packs the phase-2 depths a into an excess table, on all
// cores, a word of eight entries at a time.
func (t *Tables) packExcess(ctx context.Context, a *bfs.Depths) (excess, error) {
	words := a.Words()
	x := make(excess, excessSize(a.Len()))
	_, err := bfs.ParallelRange(ctx, len(words), nil, func(lo, hi int) int64 {
		for k := lo; k < hi; k++ {
			w := atomic.LoadUint64(&words[k])
			var packed uint32
			for j := 0; j < 8 && 8*k+j < a.Len(); j++ {
				i := 8*k + j
				low := max(t.cornerDepth[t.cornerRep[i/coord.NUDEdges]], t.udEdgeDepth[i%coord.NUDEdges])
				packed |= uint32(min(uint8(w>>(8*j))-low, maxExcess)) << (3 * j)
			}
			x[3*k], x[3*k+1], x[3*k+2] = byte(packed), byte(packed>>8), byte(packed>>16)
		}
		return 0
	})
	return x, err
}
