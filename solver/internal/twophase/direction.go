package twophase

import (
	"cubesolver/solver/cube"
	ttables "cubesolver/tables/twophase"
)

// A direction is one of six ways to look at the cube: along the UD, RL or
// FB axis (conjugating by a 120-degree turn about the URF-DBL diagonal), of
// the cube or of its inverse. The two-phase search only reaches phase 2's
// subgroup along UD, so each direction finds different solutions; running
// all six finds short ones sooner.
type direction struct {
	axis   int  // 0 UD, 1 RL, 2 FB
	invert bool // search the inverse cube
}

// cube returns the cube the search in direction d solves.
func (d direction) cube(c cube.Cubie) cube.Cubie {
	if d.invert {
		c = c.Inverse()
	}
	return c.Conjugate(cube.AxisSym(d.axis))
}

// unmap turns moves that solve d.cube(c) into moves that solve c.
func (d direction) unmap(moves []cube.Move) []cube.Move {
	out := make([]cube.Move, len(moves))
	for i, m := range moves {
		out[i] = moveBack[d.axis][m]
	}
	if d.invert {
		out = cube.InvertMoves(out)
	}
	return out
}

// moveBack[a][m] is S*m*S^-1 for S = cube.AxisSym(a): if c' = S^-1*c*S is
// solved by m1..mn, then c is solved by S*m1*S^-1 .. S*mn*S^-1.
var moveBack = func() (t [3][cube.NumMoves]cube.Move) {
	for a := 0; a < 3; a++ {
		for m := cube.Move(0); m < cube.NumMoves; m++ {
			t[a][m] = cube.ConjugateMove(m, cube.AxisSym(a).Inverse())
		}
	}
	return
}()

// distinctDirections lists the six directions, leaving out those whose cube
// equals one already listed: a symmetric cube (the superflip is the same in
// all six) would otherwise be searched several times over.
func distinctDirections(c cube.Cubie) []direction {
	var dirs []direction
	seen := make(map[cube.Cubie]bool, 6)
	for i := 0; i < 6; i++ {
		d := direction{axis: i % 3, invert: i >= 3}
		if dc := d.cube(c); !seen[dc] {
			seen[dc] = true
			dirs = append(dirs, d)
		}
	}
	return dirs
}

// index numbers the six directions 0..5: axis, then 3 more for the inverse.
func (d direction) index() int {
	if d.invert {
		return 3 + d.axis
	}
	return d.axis
}

// phase1Depths works out, once per solve, the phase-1 distance of each
// direction's cube: [0][a] along axis a, [1][a] of the inverse. The short
// search and the six two-phase searches all start from them.
func phase1Depths(t *ttables.Tables, c cube.Cubie) *[2][3]int {
	var coords [6]ttables.Phase1Coord
	for i := range coords {
		dir := direction{axis: i % 3, invert: i >= 3}
		x := dir.cube(c)
		coords[i] = t.Phase1Of(&x)
	}
	var depths [6]int
	t.Phase1Depths(coords[:], depths[:])
	var d [2][3]int
	for i, x := range depths {
		d[i/3][i%3] = x
	}
	return &d
}
