package optimal

import (
	"context"

	"cubesolver/tables/internal/bfs"

	"cubesolver/tables/coord"
	"cubesolver/tables/twophase"

	"golang.org/x/sync/errgroup"

	"cubesolver/solver/cube"
)

// symCoords are the move, symmetry and distance tables of the symmetric
// coordinates (see optimal_coords.go): about 10 MB, built in a second.
type symCoords struct {
	twistMove, flipMove []uint16 // Tables', shared
	tetradMove          []uint8  // [places*18 + m]
	edgeSlicesMove      []uint16 // [edgeSlices*18 + m]

	// cornerClass[x] packs, for raw CornerTetrad x: its class (12 bits),
	// a symmetry s with x.Conjugate(s) the class's representative
	// (6 bits), and the corners' own distance to the goal (4 bits), a
	// bound a search reads for free with the class.
	cornerClass []uint32
	cornerRep   []uint32 // class -> raw CornerTetrad of the representative
	cornerStab  []uint64 // class -> symmetries that keep the representative
	cornerDist  []uint32 // entries of cornerClass at each corner distance
	// neighbours[class*18 + m] is class | symmetry<<12 of the class's
	// representative after move m (see classSym).
	neighbours []uint32

	// edgeConj[edgeSlices*48 + s] packs, for a cube x with those edge
	// slices, EdgeSlices of x.Conjugate(s) << 11 | flipMask48: what the
	// slices' edges being where they are changes in the conjugate's flip.
	edgeConj []uint32
	// flipConj[flip*48 + s] is the flip of x.Conjugate(s) for a cube x
	// with that flip and its edges home.
	flipConj []uint16
	edges    *edgeTable // the edges' own table (optimal_edges.go)
}

// newSymCoords builds the tables on all cores; t supplies the twist and
// flip move tables.
func newSymCoords(ctx context.Context, t *twophase.Tables) (*symCoords, error) {
	c := &symCoords{twistMove: t.TwistMoves(), flipMove: t.FlipMoves()}
	g, _ := errgroup.WithContext(ctx)
	g.Go(func() error {
		set := func(x *cube.Cubie, v int) { coord.SetTetradPlaces(x, v) }
		get := func(x *cube.Cubie) int { return coord.TetradPlaces(x) }
		for _, v := range coord.MoveTable(coord.NTetrad, set, get, coord.AllMoves) {
			c.tetradMove = append(c.tetradMove, uint8(v))
		}
		return nil
	})
	g.Go(func() error {
		set := func(x *cube.Cubie, v int) { coord.SetEdgeSlices(x, v) }
		get := func(x *cube.Cubie) int { return coord.EdgeSlices(x) }
		c.edgeSlicesMove = coord.MoveTable(coord.NEdgeSlices, set, get, coord.AllMoves)
		return nil
	})
	g.Go(func() error { c.buildEdgeConj(); return nil })
	g.Go(func() error { c.buildCornerClasses(); return nil })
	if err := g.Wait(); err != nil {
		return nil, err
	}
	c.buildCornerDist()
	c.edges = c.buildEdgeTable()
	c.neighbours = make([]uint32, NCornerTetradClass*coord.NMoves)
	for cls, rep := range c.cornerRep {
		for m := 0; m < coord.NMoves; m++ {
			class, sym, _ := c.classSym(c.cornerMove(int(rep), m))
			c.neighbours[cls*coord.NMoves+m] = uint32(class | sym<<cornerTetradBits)
		}
	}
	return c, ctx.Err()
}

func (c *symCoords) buildEdgeConj() {
	c.edgeConj = make([]uint32, coord.NEdgeSlices*coord.NSym48)
	for e := 0; e < coord.NEdgeSlices; e++ {
		x := cube.Solved()
		coord.SetEdgeSlices(&x, e)
		for s := cube.Sym(0); s < coord.NSym48; s++ {
			y := x.Conjugate(s)
			c.edgeConj[e*coord.NSym48+int(s)] = uint32(coord.EdgeSlices(&y))<<11 | uint32(coord.Flip(&y))
		}
	}
	c.flipConj = make([]uint16, coord.NFlip*coord.NSym48)
	for f := 0; f < coord.NFlip; f++ {
		x := cube.Solved()
		coord.SetFlip(&x, f)
		for s := cube.Sym(0); s < coord.NSym48; s++ {
			y := x.Conjugate(s)
			c.flipConj[f*coord.NSym48+int(s)] = uint16(coord.Flip(&y))
		}
	}
}

// buildCornerClasses sorts the raw CornerTetrad values into classes: the
// first value of each class, in increasing order, is its representative.
func (c *symCoords) buildCornerClasses() {
	const unset = ^uint32(0)
	c.cornerClass = make([]uint32, coord.NCornerTetrad)
	for i := range c.cornerClass {
		c.cornerClass[i] = unset
	}
	for x := 0; x < coord.NCornerTetrad; x++ {
		if c.cornerClass[x] != unset {
			continue
		}
		cls := uint32(len(c.cornerRep))
		c.cornerRep = append(c.cornerRep, uint32(x))
		r := cube.Solved()
		coord.SetCornerTetrad(&r, x)
		var stab uint64
		for s := cube.Sym(0); s < coord.NSym48; s++ {
			// y = rep.Conjugate(s), so y.Conjugate(s^-1) is the rep.
			d := r.Conjugate(s)
			y := coord.CornerTetrad(&d)
			if y == x {
				stab |= 1 << s
			}
			if c.cornerClass[y] == unset {
				c.cornerClass[y] = cls | uint32(s.Inverse())<<cornerTetradBits
			}
		}
		c.cornerStab = append(c.cornerStab, stab)
	}
}

// buildCornerDist fills the corners' own distances in, breadth first.
func (c *symCoords) buildCornerDist() {
	dist, counts, _ := bfs.Distances(context.Background(), coord.NCornerTetrad, 0, func(x int, to []int32) []int32 {
		for m := 0; m < coord.NMoves; m++ {
			to = append(to, int32(c.cornerMove(x, m)))
		}
		return to
	}, nil)
	c.cornerDist = counts
	for x, d := range dist {
		c.cornerClass[x] |= uint32(d) << (cornerTetradBits + symBits)
	}
}

// cornerMove returns raw CornerTetrad x after move m.
func (c *symCoords) cornerMove(x, m int) int {
	return int(c.twistMove[x/coord.NTetrad*coord.NMoves+m])*coord.NTetrad + int(c.tetradMove[x%coord.NTetrad*coord.NMoves+m])
}

// classSym returns raw CornerTetrad x's class, the symmetry s with
// x.Conjugate(s) the representative, and the corners' own distance.
func (c *symCoords) classSym(x int) (class, sym, dist int) {
	v := c.cornerClass[x]
	return int(v & (1<<cornerTetradBits - 1)), int(v >> cornerTetradBits & (1<<symBits - 1)), int(v >> (cornerTetradBits + symBits))
}

// conjEdges returns the edge slices and flip of x.Conjugate(s) for a cube
// x with edge slices e and flip f.
func (c *symCoords) conjEdges(e, f, s int) (int, int) {
	v := c.edgeConj[e*coord.NSym48+s]
	return int(v >> 11), int(c.flipConj[f*coord.NSym48+s] ^ uint16(v&2047))
}
