package optimal

import (
	"math/bits"

	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
)

// The edges' own table: for the edge slices and the whole flip, the exact
// distance to the goal, corners left out (nissy's eoesep table). It sees
// every edge's flip, where the finer tables see a few bits and h0 none, so
// it bounds what they leave open ("at most the base") beyond the near
// set's depth, and h0 alone where it is blind: cubes whose edges are
// flipped in place, the superflip foremost. The
// 34,650 edge slices fall into 782 classes under the 48 symmetries, so the
// table is 782 x 2048 entries of four bits, 0.8 MB, built in 0.2 s with
// the other symmetric coordinates; it stays in the processor's cache.

// NEdgeSliceClass is the number of classes of EdgeSlices under the 48
// symmetries.
const NEdgeSliceClass = 782

// MaxEdgeDepth is the edge table's largest value.
const MaxEdgeDepth = 11

// edgeSliceBits is how many bits a class takes in edgeTable.class.
const edgeSliceBits = 10 // NEdgeSliceClass < 1<<10

// edgeTable holds the edges' table and what it is read through.
type edgeTable struct {
	// class[e] packs, for edge slices e: the class (10 bits), a
	// symmetry s with e.Conjugate(s) the representative (6 bits), and
	// the flip mask that conjugation adds (11 bits, as in edgeConj).
	class []uint32
	rep   []uint16 // class -> EdgeSlices of its representative (the least)
	stab  []uint64 // class -> symmetries that keep the representative
	depth []byte   // [class*NFlip + flip], four bits each
	dist  []uint32 // entries at each depth
}

// buildEdgeTable classifies the edge slices and fills the table breadth
// first, a class's entries for the representative's flips.
func (c *symCoords) buildEdgeTable() *edgeTable {
	t := &edgeTable{class: make([]uint32, coord.NEdgeSlices)}
	seen := make([]bool, coord.NEdgeSlices)
	for e := 0; e < coord.NEdgeSlices; e++ {
		if seen[e] {
			continue
		}
		cls := len(t.rep) // e is the least of its class: its representative
		t.rep = append(t.rep, uint16(e))
		var stab uint64
		for s := 0; s < coord.NSym48; s++ {
			v := c.edgeConj[e*coord.NSym48+s]
			e2 := int(v >> 11)
			if e2 == e {
				stab |= 1 << s
			}
			if seen[e2] {
				continue
			}
			seen[e2] = true
			// e2 = e.Conjugate(s), so e2.Conjugate(s⁻¹) = e.
			inv := int(cube.Sym(s).Inverse())
			w := c.edgeConj[e2*coord.NSym48+inv]
			t.class[e2] = uint32(cls) | uint32(inv)<<edgeSliceBits | (w&2047)<<(edgeSliceBits+symBits)
		}
		t.stab = append(t.stab, stab)
	}
	t.depth, t.dist = c.edgeBFS(t)
	return t
}

// locate returns the class of edge slices e and flip f, and the flip of
// the representative's cube that is e and f conjugated onto it.
func (t *edgeTable) locate(c *symCoords, e, f int) (cls, flip int) {
	v := t.class[e]
	s := int(v >> edgeSliceBits & (1<<symBits - 1))
	return int(v & (1<<edgeSliceBits - 1)), int(c.flipConj[f*coord.NSym48+s] ^ uint16(v>>(edgeSliceBits+symBits)))
}

// edgeBFS fills the table breadth first from the solved edges.
func (c *symCoords) edgeBFS(t *edgeTable) ([]byte, []uint32) {
	const unset = 15
	n := len(t.rep) * coord.NFlip
	depth := make([]byte, n/2)
	for i := range depth {
		depth[i] = 0xff
	}
	get := func(i int) int { return int(depth[i>>1] >> (4 * (i & 1)) & 15) }
	set := func(i, d int) bool {
		if get(i) != unset {
			return false
		}
		depth[i>>1] = depth[i>>1]&^(15<<(4*(i&1))) | byte(d)<<(4*(i&1))
		return true
	}
	// mark sets class cls's entry for flip f, and for the flips the
	// representative's own symmetries give it, to d; it returns how
	// many were new.
	mark := func(cls, f, d int) int {
		k := 0
		rep := int(t.rep[cls])
		for st := t.stab[cls]; st != 0; st &= st - 1 {
			_, f2 := c.conjEdges(rep, f, bits.TrailingZeros64(st))
			if set(cls*coord.NFlip+f2, d) {
				k++
			}
		}
		return k
	}
	solved := cube.Solved()
	cls, f := t.locate(c, coord.EdgeSlices(&solved), 0)
	dist := []uint32{uint32(mark(cls, f, 0))}
	for d := 1; ; d++ {
		k := 0
		for i := 0; i < n; i++ {
			if get(i) != d-1 {
				continue
			}
			rep, f := int(t.rep[i/coord.NFlip]), i%coord.NFlip
			for m := 0; m < coord.NMoves; m++ {
				cls, f2 := t.locate(c, int(c.edgeSlicesMove[rep*coord.NMoves+m]), int(c.flipMove[f*coord.NMoves+m]))
				if get(cls*coord.NFlip+f2) == unset {
					k += mark(cls, f2, d)
				}
			}
		}
		if k == 0 {
			return depth, dist
		}
		dist = append(dist, uint32(k))
	}
}

// edgeBound returns x's edges' own distance to the goal: a lower bound of
// the cube's, at most MaxEdgeDepth.
func (o *Table) edgeBound(x Coord) int {
	cls, f := o.c.edges.locate(o.c, int(x.Edges), int(x.Flip))
	i := cls*coord.NFlip + f
	return int(o.c.edges.depth[i>>1] >> (4 * (i & 1)) & 15)
}

// EdgeDistribution returns how many entries of the edges' table (a class's
// representative with each flip) lie at each depth.
func (o *Table) EdgeDistribution() []uint32 {
	return append([]uint32(nil), o.c.edges.dist...)
}
