package solver

import (
	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// shortDepth is how deep Solve looks for a proven-shortest solution before
// the two-phase search: a cube N <= shortDepth moves from solved gets an
// N-move solution. Proving there is none costs next to nothing.
const shortDepth = 6

// axisMove[a][m] is move m as seen along axis a: S^-1*m*S for S = S_URF3^a.
var axisMove = func() (t [3][cube.NumMoves]int) {
	for a := 0; a < 3; a++ {
		for m := cube.Move(0); m < cube.NumMoves; m++ {
			c := cube.MoveCube[m].Conjugate(16 * a)
			for k := 0; k < cube.NumMoves; k++ {
				if cube.MoveCube[k] == c {
					t[a][m] = k
				}
			}
		}
	}
	return
}()

// axisCoords are the phase-1 coordinates of the cube seen along one axis and
// its exact distance to that axis's phase-2 subgroup.
type axisCoords struct{ flip, twist, slice, dist int }

func (a axisCoords) move(t *tables.Tables, m int) axisCoords {
	b := axisCoords{
		flip:  int(t.FlipMove[a.flip*tables.N+m]),
		twist: int(t.TwistMove[a.twist*tables.N+m]),
		slice: int(t.SliceMove[a.slice*tables.N+m]),
	}
	b.dist = tables.NextDepth(a.dist, t.Prune1.Get(t.Prune1Index(b.flip, b.slice, b.twist)))
	return b
}

// shortest finds a shortest solution of at most maxDepth moves by IDA*,
// bounded below by the phase-1 distances along all three axes; dist holds
// those of c.
func shortest(t *tables.Tables, c cube.Cubie, dist [3]int, maxDepth int) ([]cube.Move, bool) {
	if max(dist[0], dist[1], dist[2]) > maxDepth {
		return nil, false
	}
	var root [3]axisCoords
	for a := range root {
		d := c.Conjugate(16 * a)
		root[a] = axisCoords{flip: tables.Flip(&d), twist: tables.Twist(&d),
			slice: tables.SliceSorted(&d, tables.UDSliceEdges) / 24, dist: dist[a]}
	}
	path := make([]cube.Move, 0, maxDepth)
	var search func(c cube.Cubie, ax [3]axisCoords, togo int) bool
	search = func(c cube.Cubie, ax [3]axisCoords, togo int) bool {
		if togo == 0 {
			return c.IsSolved()
		}
		for m := cube.Move(0); m < cube.NumMoves; m++ {
			if len(path) > 0 && !allowedAfter(path[len(path)-1], m) {
				continue
			}
			var next [3]axisCoords
			ok := true
			for a := range ax {
				next[a] = ax[a].move(t, axisMove[a][m])
				if next[a].dist >= togo {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			path = append(path, m)
			if search(c.Move(m), next, togo-1) {
				return true
			}
			path = path[:len(path)-1]
		}
		return false
	}
	lower := max(root[0].dist, root[1].dist, root[2].dist)
	for n := lower; n <= maxDepth; n++ {
		if search(c, root, n) {
			return path, true
		}
	}
	return nil, false
}
