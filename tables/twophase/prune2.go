package twophase

import (
	"context"
	"slices"

	"cubesolver/solver/search"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/bfs"
	"cubesolver/tables/internal/cache"
)

// Phase-2 pruning: corner-permutation class x U/D-edge permutation,
// 2768*40320 entries.
const nPrune2 = NCornerClass * coord.NUDEdges

// Prune2Index returns the phase-2 pruning index of a phase-2 cube with raw
// corner and U/D-edge permutations.
func (t *Tables) Prune2Index(corners, udEdges int) int {
	cls, sym := int(t.cornerClass[corners]), int(t.cornerSym[corners])
	return cls*coord.NUDEdges + int(t.udEdgeConj[udEdges*NSym+sym])
}

// buildPrune2 fills the phase-2 depths like buildPrune1, over the ten
// phase-2 moves.
func (t *Tables) buildPrune2(ctx context.Context, p *cache.Reporter) (*bfs.Depths, error) {
	spec := &bfs.Spec{
		Stage:   search.StagePrune2,
		Classes: NCornerClass,
		Width:   coord.NUDEdges,
		Move:    bfs.Transpose(t.udEdgeMove, NPhase2Moves, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}),
		Conj:    bfs.Transpose(t.udEdgeConj, NSym, allSyms),
		Stab:    func(cls int) uint64 { return uint64(t.cornerStab[cls]) },
		Neighbours: func(cls int, nb []bfs.Neighbour) {
			cp := int(t.cornerRep[cls])
			for k, m := range phase2Moves {
				c := t.cornerMove[cp*nMoves+int(m)]
				nb[k] = bfs.Neighbour{Class: int(t.cornerClass[c]), Sym: t.cornerSym[c]}
			}
		},
	}
	return spec.Build(ctx, p)
}

// udEdgeDepths gives the exact phase-2 distance of every U/D-edge
// permutation alone, breadth first over the phase-2 moves.
func (t *Tables) udEdgeDepths() []uint8 {
	d, _, _ := bfs.Distances(context.Background(), coord.NUDEdges, 0, func(u int, to []int32) []int32 {
		for k := range phase2Moves {
			to = append(to, int32(t.udEdgeMove[u*NPhase2Moves+k]))
		}
		return to
	}, nil)
	return d
}

// cornerDepths gives the exact phase-2 distance of every corner permutation
// alone: the least over the slice orders of the corner x slice depth (the
// moves that solve the corners solve some slice order with them).
func cornerDepths(cornerSlice []uint8) []uint8 {
	d := make([]uint8, coord.NCornerPerm)
	for cp := range d {
		d[cp] = slices.Min(cornerSlice[cp*coord.NSlicePerm : (cp+1)*coord.NSlicePerm])
	}
	return d
}

// buildCornerSliceDepth gives the exact phase-2 distance of every corner
// permutation x slice-edge order pair: a cheap bound checked before a phase-2
// search starts, and again inside it.
func (t *Tables) buildCornerSliceDepth() []uint8 {
	d, _, _ := bfs.Distances(context.Background(), coord.NCornerPerm*coord.NSlicePerm, 0, func(i int, to []int32) []int32 {
		cp, sl := i/coord.NSlicePerm, i%coord.NSlicePerm
		for _, m := range phase2Moves {
			to = append(to, int32(int(t.cornerMove[cp*nMoves+int(m)])*coord.NSlicePerm+int(t.sortedMove[sl*nMoves+int(m)])))
		}
		return to
	}, nil)
	return d
}
