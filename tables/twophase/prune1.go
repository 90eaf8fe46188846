package twophase

import (
	"context"

	"cubesolver/solver/search"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/bfs"
	"cubesolver/tables/internal/cache"
)

// Phase-1 pruning: FlipUDSlice class x twist, 2187*64430 entries.
const nPrune1 = coord.NTwist * NFlipSliceClass

// prune1Index returns the phase-1 pruning index of a cube with raw flip,
// UD-slice (0..494) and twist coordinates.
func (t *Tables) prune1Index(flip, slice, twist int) int {
	class, sym := t.flipSliceClass(slice<<11 | flip)
	return t.phase1Index(class, sym, twist)
}

// buildPrune1 fills the phase-1 depths (Kociemba, "The Two-Phase-Algorithm":
// FlipUDSlice reduced by 16 symmetries, times the twist).
func (t *Tables) buildPrune1(ctx context.Context, p *cache.Reporter) (*bfs.Depths, error) {
	spec := &bfs.Spec{
		Stage:   search.StagePrune1,
		Classes: NFlipSliceClass,
		Width:   coord.NTwist,
		Move:    bfs.Transpose(t.twistMove, nMoves, allMoves),
		Conj:    bfs.Transpose(t.twistConj, NSym, allSyms),
		Stab:    func(cls int) uint64 { return uint64(t.flipSliceStab[cls]) },
		Neighbours: func(cls int, nb []bfs.Neighbour) {
			rep := int(t.flipSliceRep[cls])
			flip, slice := rep&2047, rep>>11
			for m := range nb {
				fs := int(t.sliceMove[slice*nMoves+m])<<11 | int(t.flipMove[flip*nMoves+m])
				class, sym := t.flipSliceClass(fs)
				nb[m] = bfs.Neighbour{Class: class, Sym: uint8(sym)}
			}
		},
	}
	return spec.Build(ctx, p)
}

// allSyms lists the symmetries 0..NSym-1.
var allSyms = func() (s []int) {
	for i := 0; i < NSym; i++ {
		s = append(s, i)
	}
	return
}()
