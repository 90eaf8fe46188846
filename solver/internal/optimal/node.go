package optimal

import (
	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// node is a node of the optimal search: the cube's coordinates and the
// table's bound on the moves left.
type node struct {
	x     tables.OptimalCoord
	bound int8
}

// root returns the search node of cube c.
func root(o *tables.Optimal, c cube.Cubie) node {
	return node{x: tables.OptimalCoordOf(&c), bound: int8(o.CubeBound(&c))}
}

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
var solvedCoord tables.OptimalCoord
