package optimal

import (
	"context"

	"cubesolver/solver/search"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/bfs"
	"cubesolver/tables/internal/cache"
)

// The optimal tables' coarsest level, h0: for each corner class and edge
// slices, the exact distance to the goal, corners and slices only (the
// flip left out), four bits an entry: 117,567,450 entries, 59 MB. It is a
// bound of its own and the fallback of the finer tables, whose entries
// say only "at most base" for the nearest cubes.

// nH0 is the number of h0 entries.
const nH0 = NCornerTetradClass * coord.NEdgeSlices

// buildH0 fills h0 breadth first on all cores, with the phase-1 and
// phase-2 tables' builder, and packs it four bits an entry.
func (c *symCoords) buildH0(ctx context.Context, p *cache.Reporter) (nibbles []byte, dist []uint32, err error) {
	conj := make([]uint16, coord.NEdgeSlices*coord.NSym48)
	for i, v := range c.edgeConj {
		conj[i] = uint16(v >> 11)
	}
	syms := make([]int, coord.NSym48)
	for s := range syms {
		syms[s] = s
	}
	spec := &bfs.Spec{
		Stage:   search.StageOptimalH0,
		Classes: NCornerTetradClass,
		Width:   coord.NEdgeSlices,
		Move:    bfs.Transpose(c.edgeSlicesMove, coord.NMoves, coord.AllMoves),
		Conj:    bfs.Transpose(conj, coord.NSym48, syms),
		Stab:    func(cls int) uint64 { return c.cornerStab[cls] },
		Neighbours: func(cls int, nb []bfs.Neighbour) {
			rep := int(c.cornerRep[cls])
			for m := range nb {
				class, sym, _ := c.classSym(c.cornerMove(rep, m))
				nb[m] = bfs.Neighbour{Class: class, Sym: uint8(sym)}
			}
		},
	}
	a, err := spec.Build(ctx, p)
	if err != nil {
		return nil, nil, err
	}
	nibbles = make([]byte, (nH0+1)/2)
	buf := make([]byte, 1<<16)
	for base := 0; base < nH0; base += len(buf) {
		n := min(len(buf), nH0-base)
		a.Load(base, buf[:n])
		for i, d := range buf[:n] {
			nibbles[(base+i)>>1] |= d << (4 * ((base + i) & 1))
		}
	}
	return nibbles, a.Dist(), nil
}

// h0Depth returns the distance in h0 entry i.
func h0Depth(nibbles []byte, i int) int { return int(nibbles[i>>1] >> (4 * (i & 1)) & 15) }
