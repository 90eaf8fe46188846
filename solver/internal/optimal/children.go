package optimal

import (
	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// child is a node one move further down.
type child struct {
	m  cube.Move
	nd node
}

// nextDist[d*3+v] is the exact distance of a neighbour whose table value is
// v (depth mod 3) of an entry at distance d: tables.NextDepth without the
// divisions.
var nextDist = func() (t [32 * 3]int8) {
	for d := 0; d < 32; d++ {
		for v := 0; v < 3; v++ {
			t[d*3+v] = int8(tables.NextDepth(d, uint8(v)))
		}
	}
	return
}()

// children writes into kids the children of nd that a solution within togo
// moves may go through: those reached by a move allowed after a turn of
// face prev (6: none) whose bound is at most togo-1. It returns how many.
//
// It works axis by axis over all the surviving children: first every
// child's table index, then the table reads in a separate loop, so that
// the reads, which miss the cache, are independent and overlap; then the
// children beyond the bound drop out before the next axis is read.
func (w *worker) children(nd *node, prev, togo int, kids *[cube.NumMoves]child) int {
	t := w.t
	moves := movesAfter[prev]
	if togo == 1 {
		return w.solvingMoves(nd, moves, kids)
	}
	n := len(moves)
	for i, m := range moves {
		kids[i].m = m
	}
	var idx [cube.NumMoves]int
	var val [cube.NumMoves]uint8
	order := nd.axisOrder()
	for _, a := range order {
		p := nd.ax[a]
		for i := 0; i < n; i++ {
			c := &kids[i].nd.ax[a]
			*c = w.moveAxis(p, a, kids[i].m)
			idx[i] = w.p.index(c.RawCoord)
		}
		for i := 0; i < n; i++ {
			val[i] = w.p.get(idx[i])
		}
		j := 0
		base := int(p.dist) * 3
		for i := 0; i < n; i++ {
			d := nextDist[base+int(val[i])]
			if int(d) >= togo {
				continue
			}
			if j != i {
				kids[j] = kids[i]
			}
			kids[j].nd.ax[a].dist = d
			j++
		}
		n = j
	}
	j := 0
	for i := 0; i < n; i++ {
		if kids[i].nd.bound() >= togo {
			continue
		}
		if j != i {
			kids[j] = kids[i]
		}
		kids[j].nd.corners = uint16(t.CornerMove(int(nd.corners), int(kids[j].m)))
		j++
	}
	return j
}

// solvingMoves writes into kids the moves that solve the cube at nd. The
// coordinates of the solved cube are all 0, so no table is read.
func (w *worker) solvingMoves(nd *node, moves []cube.Move, kids *[cube.NumMoves]child) int {
	t := w.t
	k := 0
	for _, m := range moves {
		var c node
		c.corners = uint16(t.CornerMove(int(nd.corners), int(m)))
		if c.corners != 0 {
			continue
		}
		for a := range c.ax {
			c.ax[a] = w.moveAxis(nd.ax[a], a, m)
		}
		if c.solved() {
			kids[k] = child{m: m, nd: c}
			k++
		}
	}
	return k
}

// moveAxis returns the coordinates along axis a after move m (distance
// not set).
func (w *worker) moveAxis(p axisNode, a int, m cube.Move) axisNode {
	return axisNode{RawCoord: w.t.RawMove(p.RawCoord, int(cube.ConjugateMove(m, cube.AxisSym(a))))}
}

// axisOrder lists the axes by distance, largest first: the children's
// distances along it are likeliest to exceed the bound, so reading it
// first drops the most children before the other axes are read.
func (nd *node) axisOrder() [3]int {
	o := [3]int{0, 1, 2}
	d := func(i int) int8 { return nd.ax[o[i]].dist }
	if d(1) > d(0) {
		o[0], o[1] = o[1], o[0]
	}
	if d(2) > d(1) {
		o[1], o[2] = o[2], o[1]
		if d(1) > d(0) {
			o[0], o[1] = o[1], o[0]
		}
	}
	return o
}
