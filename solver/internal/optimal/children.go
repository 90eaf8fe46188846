package optimal

import (
	"cubesolver/solver/cube"
)

// child is a node one move further down.
type child struct {
	m  cube.Move
	nd node
}

// children writes into kids the children of nd that a solution within togo
// moves may go through: those reached by a move allowed after a turn of
// face prev (6: none) whose bound is at most togo-1. It returns how many.
// (The lanes of a worker's search do the same in steps; this is for the
// subtrees handed out and for shallow depths.)
func (w *worker) children(nd *node, prev, togo int, kids *[cube.NumMoves]child) int {
	o := w.o
	moves := movesAfter[prev]
	if togo == 1 {
		return w.solvingMoves(nd, moves, kids)
	}
	var corner [cube.NumMoves]uint32
	n := 0
	for _, m := range moves {
		if halfTurn(m) && int(nd.bk) >= togo {
			continue // leaves the inverse's bound as it is: too far
		}
		w.tried++
		x := o.Move(nd.x, int(m))
		c, d := o.Locate(x)
		if d >= togo {
			continue
		}
		kids[n] = child{m: m, nd: node{x: x}}
		corner[n] = c
		n++
	}
	j := 0
	for i := 0; i < n; i++ {
		b := withEdges(o, kids[i].nd.x, o.Bound(o.Key(kids[i].nd.x, corner[i])), togo)
		if b >= togo {
			continue
		}
		kids[j] = kids[i]
		kids[j].nd.fwd = int8(b)
		j++
	}
	// The inverse: the move made before it.
	n, j = j, 0
	for i := 0; i < n; i++ {
		k := &kids[i]
		k.nd.inv = nd.inv.PreMove(k.m.Inverse())
		k.nd.bk = nd.bk
		if !halfTurn(k.m) {
			xi := k.nd.inv.Coord()
			c, d := o.Locate(xi)
			if d >= togo {
				continue
			}
			k.nd.bk = int8(withEdges(o, xi, o.Bound(o.Key(xi, c)), togo))
		}
		if int(k.nd.bk) >= togo {
			continue
		}
		kids[j] = *k
		j++
	}
	return j
}

// solvingMoves writes into kids the moves that may solve the cube at nd:
// those whose coordinates are the solved cube's. (A few other cubes share
// them; the search checks a solution on the cube before it keeps it.)
func (w *worker) solvingMoves(nd *node, moves []cube.Move, kids *[cube.NumMoves]child) int {
	k := 0
	w.tried += int64(len(moves))
	for _, m := range moves {
		if x := w.o.Move(nd.x, int(m)); x == solvedCoord {
			kids[k] = child{m: m, nd: node{x: x}}
			k++
		}
	}
	return k
}
