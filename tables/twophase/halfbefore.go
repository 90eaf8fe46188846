package twophase

import (
	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
)

// buildHalfBefore makes halfBefore: entry f*40320+x is the corner
// permutation of H*c, for H the half turn of face f and c a cube of corner
// permutation x: the corners of a premove search's twin, whose cube is the searched one after a half turn made
// before it. Working it out per phase-1 solution (a permutation unranked,
// multiplied and ranked again) was a quarter of a 19-move search.
//
// It is made by walking the corner move table from the identity, since
// H*(c*m) = (H*c)*m: each entry follows from a neighbour's with one read,
// 6 ms for all six, at load. (The premove searches begin with R, F, L or B
// only; all six faces are kept for the sake of a simple rule.)
func (t *Tables) buildHalfBefore() {
	const n = coord.NCornerPerm
	t.halfBefore = make([]uint16, 6*n)
	seen := make([]bool, n)
	queue := make([]uint16, 0, n)
	for f := range 6 {
		h := cube.NewMove(cube.Face(f), 2).Cubie()
		to := t.halfBefore[f*n : (f+1)*n]
		clear(seen)
		queue = append(queue[:0], 0) // the identity
		seen[0] = true
		to[0] = uint16(coord.CornerPerm(&h))
		for i := 0; i < len(queue); i++ {
			x := int(queue[i])
			// The quarter turns generate every corner permutation.
			for m := 0; m < nMoves; m += 3 {
				y := t.cornerMove[x*nMoves+m]
				if !seen[y] {
					seen[y] = true
					to[y] = t.cornerMove[int(to[x])*nMoves+m]
					queue = append(queue, y)
				}
			}
		}
	}
}

// HalfBefore returns the corner permutation of H*c, for H the half turn of
// face f and c a cube of corner permutation corners.
func (t *Tables) HalfBefore(f cube.Face, corners int) int {
	return int(t.halfBefore[int(f)*coord.NCornerPerm+corners])
}
