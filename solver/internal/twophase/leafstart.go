package twophase

import (
	"slices"

	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
)

// A leafStart is a cube that a search's phase-1 solutions are continued
// from in phase 2: the cube searched, or a premove search's twin.
type leafStart struct {
	cube    cube.Cubie  // seen in the search's direction, the premoves made
	pre     []cube.Move // its premoves
	sliceAt [4]int8     // where its UD-slice edges are (see sliceOrder)
	// twin tells a premove search's twin: its cube is the cube searched
	// after the half turn of face half made before it.
	twin bool
	half cube.Face
}

// newLeafStart returns the start of a search of the cube c, seen in the
// search's direction, which is the searched cube after the premoves pre
// (none for a direction's own search).
func newLeafStart(c cube.Cubie, pre []cube.Move) leafStart {
	st := leafStart{cube: c, pre: pre}
	for p, e := range st.cube.EP {
		if k := sliceEdgeAt[e]; k >= 0 {
			st.sliceAt[k] = int8(p)
		}
	}
	return st
}

// sliceEdgeAt[e] is edge e's place in coord.UDSliceEdges, or -1.
var sliceEdgeAt = func() (at [12]int8) {
	for e := range at {
		at[e] = int8(slices.Index(coord.UDSliceEdges[:], int8(e)))
	}
	return
}()

// sliceOrder returns the phase-2 UD-slice order after a phase-1 solution
// from st, following only the four slice edges.
//
// The solutions that pass the corners' bound (one in eight in
// BenchmarkPhase1/leaves, more when phase 2 may be long) work out their
// edges so, at the cubie level: first where the four UD-slice edges go,
// then, for those that pass the corner x slice bound too, all U/D edges
// (udEdges). Tracking these with move tables in phase 1 cost a table row
// per node, and two more slice coordinates with a table from them to the
// U/D edges (as Kociemba's solver does) took 1.4 MB.
func (st *leafStart) sliceOrder(path []cube.Move) int {
	at := st.sliceAt
	for _, m := range path {
		to := &edgeGoesTo[m]
		for k := range at {
			at[k] = to[at[k]]
		}
	}
	// A cube with only the slice edges placed: the others read as edge 0
	// (UR), which is not a slice edge.
	var c cube.Cubie
	for k, p := range at {
		c.EP[p] = coord.UDSliceEdges[k]
	}
	return coord.SliceSorted(&c, coord.UDSliceEdges)
}

// udEdges returns the phase-2 U/D-edge permutation after a phase-1
// solution from st, following the edges' places only.
func (st *leafStart) udEdges(path []cube.Move) int {
	var c cube.Cubie
	c.EP = st.cube.EP
	for _, m := range path {
		ep, by := c.EP, &edgeComesFrom[m]
		for i := range c.EP {
			c.EP[i] = ep[by[i]]
		}
	}
	return coord.UDEdges(&c)
}
