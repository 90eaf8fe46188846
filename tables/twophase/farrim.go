package twophase

import (
	"context"
	"math/bits"

	"cubesolver/tables/internal/bfs"
	"cubesolver/tables/internal/cache"
)

// FarRimDepth is the depth of the far rim's entries: one move beyond the
// outer rim.
const FarRimDepth = OuterRimDepth + 1

// The far rim (Near.FarRim) gives the moves that bring a phase-1 entry at
// FarRimDepth (52 M of them) one move closer, onto the outer rim: all of
// them and, for a random entry, a few that do not. Searches to 19 and 20
// moves spend half their pruning reads far from the subgroup at such
// nodes with no move to spare: about 13 children worked out and read, to
// keep one or two. With the far rim they read one word and work out a
// few. It is a CloserFilter like the outer rim's, made from the outer
// rim's entries by the table build (a few seconds) and kept in the cache.
//
// farRimWords is the number of its words: 6 M, 48 MiB. Measured, 300 random
// cubes to 19 moves, one worker, three runs each (the same nodes):
// without it 4.2-5.3 s, with 16 MiB 3.9-5.3, 32 MiB 3.7-3.9, 64 MiB
// 3.2-3.7, 128 MiB 3.3-3.8; to 20 moves 133-157 ms, with 32 or 64 MiB
// 107-135. Between 32 and 64, cubecli bench -max 19 told no size from
// another (three runs each): 48 is the middle.
const farRimWords = 6 << 20

// buildFarRim makes the far rim from the outer rim's entries outer (see
// buildOuterRim), reporting its progress to p. A neighbour of an entry at
// depth d is at d-1, d or d+1, which the depth modulo 3 tells apart: the
// far rim's entries are the outer rim's neighbours with FarRimDepth modulo
// 3, and the move back from such a neighbour is one of its closer moves.
// Every closer move of every far-rim entry is so found once for each of
// its outer-rim neighbours.
func (t *Tables) buildFarRim(ctx context.Context, outer []uint64, p *cache.Reporter) (*CloserFilter, error) {
	count := 0
	for _, w := range outer {
		count += bits.OnesCount64(w)
	}
	if count != int(t.prune1Dist[OuterRimDepth]) {
		panic("tables: the outer rim has the wrong number of entries")
	}
	f := &CloserFilter{words: make([]uint64, farRimWords)}
	_, err := bfs.ParallelRange(ctx, len(outer), p, func(lo, hi int) int64 {
		for w := lo; w < hi; w++ {
			for x := outer[w]; x != 0; x &= x - 1 {
				t.neighboursAt(64*w+bits.TrailingZeros64(x), FarRimDepth, f.add)
			}
		}
		return 0
	})
	if err != nil {
		return nil, err
	}
	return f, nil
}
