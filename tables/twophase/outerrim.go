package twophase

import (
	"context"

	"cubesolver/solver/cube"
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
// for each of its rim neighbours.
func (t *Tables) buildOuterRim(ctx context.Context, r *exactRim) (*CloserFilter, error) {
	o := &CloserFilter{words: make([]uint64, outerRimWords)}
	_, err := bfs.ParallelRange(ctx, NFlipSliceClass, nil, func(lo, hi int) int64 {
		for class := lo; class < hi; class++ {
			for _, e := range r.entries[r.first[class]:r.first[class+1]] {
				t.addMovesBack(o, class*coord.NTwist+int(e&(1<<rimTwistBits-1)), OuterRimDepth)
			}
		}
		return 0
	})
	return o, err
}

// addMovesBack adds to f, for each neighbour of entry i whose depth is
// depth modulo 3, the move back to i.
func (t *Tables) addMovesBack(f *CloserFilter, i, depth int) {
	for m := 0; m < nMoves; m++ {
		// The neighbour c2 is S^-1*R2*S with R2 its representative (S the
		// symmetry sym): R2 goes back with S*m^-1*S^-1.
		c2, sym, tw2 := t.nearMove(i, m)
		if int(t.prune1.Get(c2*coord.NTwist+tw2)) != depth%3 {
			continue
		}
		back := symMove[sym*nMoves+int(cube.Move(m).Inverse())]
		// Entries equal by a self-symmetry T of the class are all in,
		// going back with T*back*T^-1.
		for s, st := 0, int(t.flipSliceStab[c2]); st != 0; s, st = s+1, st>>1 {
			if st&1 != 0 {
				f.add(t.phase1Index(c2, s, tw2), int(symMove[s*nMoves+int(back)]))
			}
		}
	}
}
