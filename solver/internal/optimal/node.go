package optimal

import (
	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// axisNode is the cube seen along one axis (conjugated by
// cube.AxisSym(a)): the coordinates a pruning table is indexed by, and the
// exact distance the table gives for them. Tracking the distance lets a
// mod-3 table give exact distances to the children (tables.NextDepth).
type axisNode struct {
	tables.RawCoord
	dist int8
}

// node is a node of the optimal search. The three sorted slice
// coordinates place all twelve edges, so together with the flip, the twist
// and the corner permutation along UD they say whether the cube is solved.
type node struct {
	ax      [3]axisNode
	corners uint16
}

// solved reports whether the node is the solved cube.
func (nd *node) solved() bool {
	a := &nd.ax
	return nd.corners == 0 && a[0].Flip == 0 && a[0].Twist == 0 &&
		a[0].Sorted == 0 && a[1].Sorted == 0 && a[2].Sorted == 0
}

// bound is the node's lower bound on the moves left: the largest of the
// three distances, plus one if they are equal and not zero (de Bondt: a
// shortest solution's last move turns a face of some axis, and the cube
// one move before the end is already in that axis's goal, so the three
// distances cannot all equal the whole distance).
func (nd *node) bound() int {
	a, b, c := nd.ax[0].dist, nd.ax[1].dist, nd.ax[2].dist
	m := max(a, b, c)
	if a == b && b == c && a > 0 {
		m++
	}
	return int(m)
}

// pruning is the table the optimal search reads: the big table if loaded,
// else the phase-1 table.
type pruning struct {
	t *tables.Tables
	h *tables.Huge // nil: phase-1 table
}

// index returns the table index of the coordinates along one axis.
func (p *pruning) index(x tables.RawCoord) int {
	if p.h != nil {
		return p.h.Index(x)
	}
	return p.t.RawIndex(x)
}

// get returns the depth mod 3 at index i.
func (p *pruning) get(i int) uint8 {
	if p.h != nil {
		return p.h.Get(i)
	}
	return p.t.Prune1(i)
}

// depth returns the exact distance of the coordinates along one axis.
func (p *pruning) depth(x tables.RawCoord) int {
	if p.h != nil {
		return p.h.Depth(x)
	}
	return p.t.RawDepth(x)
}

// root returns the search node of cube c.
func (p *pruning) root(c cube.Cubie) node {
	var nd node
	for a := range nd.ax {
		d := c.Conjugate(cube.AxisSym(a))
		x := tables.RawOf(&d)
		nd.ax[a] = axisNode{RawCoord: x, dist: int8(p.depth(x))}
	}
	nd.corners = uint16(tables.CornerPerm(&c))
	return nd
}

// movesAfter[f] lists the moves a canonical sequence may continue with
// after a turn of face f (cube.CanFollow); movesAfter[6] is every move, for
// the start.
var movesAfter = func() (t [7][]cube.Move) {
	for f := 0; f <= 6; f++ {
		for m := cube.Move(0); m < cube.NumMoves; m++ {
			if f == 6 || cube.CanFollow(cube.Move(3*f), m) {
				t[f] = append(t[f], m)
			}
		}
	}
	return
}()
