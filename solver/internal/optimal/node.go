package optimal

import (
	"cubesolver/solver/cube"
	otables "cubesolver/tables/optimal"
)

// node is a node of the optimal search: the cube's coordinates, its
// inverse's pieces, and the table's bounds on the moves left for both
// (the inverse has the same solutions, reversed and inverted, so its
// bound is one of the cube's too).
type node struct {
	x       otables.Coord
	inv     otables.Pieces
	fwd, bk int8 // the bounds of the cube and of its inverse
}

// bound is the node's lower bound on the moves left.
func (nd *node) bound() int { return int(max(nd.fwd, nd.bk)) }

// root returns the search node of cube c.
func root(o *otables.Table, c cube.Cubie) node {
	inv := c.Inverse()
	return node{x: otables.CoordOf(&c), inv: otables.PiecesOf(&inv),
		fwd: int8(o.Bound(&c)), bk: int8(o.Bound(&inv))}
}

// halfTurn reports whether m is a half turn: one of the moves that keep
// the table's goal, so that made before a cube it leaves the table's
// coordinates and bound as they were.
func halfTurn(m cube.Move) bool { return m.Quarters() == 2 }

// movesAfter[f] lists the moves a canonical sequence may continue with
// after a turn of face f (cube.CanFollow); movesAfter[6] is every move,
// for the start.
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

// solvedCoord is the coordinates of the solved cube, and of the few other
// cubes whose pieces are in their own tetrads and slices, oriented.
var solvedCoord otables.Coord
