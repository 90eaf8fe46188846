package optimal

import (
	"context"
	"math/bits"

	"cubesolver/tables/internal/bfs"

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

// nEdgeSliceClass is the number of classes of EdgeSlices under the 48
// symmetries.
const nEdgeSliceClass = 782

// MaxEdgeDepth is the edge table's largest value.
const MaxEdgeDepth = 11

// edgeSliceBits is how many bits a class takes in edgeTable.class.
const edgeSliceBits = 10 // nEdgeSliceClass < 1<<10

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

// edgeBFS fills the table breadth first from the solved edges, four bits
// an entry.
func (c *symCoords) edgeBFS(t *edgeTable) ([]byte, []uint32) {
	solved := cube.Solved()
	cls, f := t.locate(c, coord.EdgeSlices(&solved), 0)
	n := len(t.rep) * coord.NFlip
	d, counts, _ := bfs.Distances(context.Background(), n, cls*coord.NFlip+f, func(i int, to []int32) []int32 {
		rep, f := int(t.rep[i/coord.NFlip]), i%coord.NFlip
		for m := 0; m < coord.NMoves; m++ {
			cls, f2 := t.locate(c, int(c.edgeSlicesMove[rep*coord.NMoves+m]), int(c.flipMove[f*coord.NMoves+m]))
			to = append(to, int32(cls*coord.NFlip+f2))
			// And the entries of the flips the representative's own
			// symmetries (but the identity) give it: the same cube seen
			// so, as far.
			rep2 := int(t.rep[cls])
			for st := t.stab[cls] &^ 1; st != 0; st &= st - 1 {
				_, f3 := c.conjEdges(rep2, f2, bits.TrailingZeros64(st))
				to = append(to, int32(cls*coord.NFlip+f3))
			}
		}
		return to
	}, nil)
	depth := make([]byte, n/2)
	for i, v := range d {
		depth[i>>1] |= v & 15 << (4 * (i & 1)) // Empty, never here: 15
	}
	return depth, counts
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
