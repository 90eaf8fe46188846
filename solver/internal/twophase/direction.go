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

// index numbers the six directions 0..5: axis, then 3 more for the inverse.
func (d direction) index() int {
	if d.invert {
		return 3 + d.axis
	}
	return d.axis
}

// views is a cube seen in the six directions, worked out once per solve:
// each direction's cube (by direction.index), its phase-1 coordinate and
// its exact phase-1 distance, [0][a] along axis a and [1][a] of the
// inverse. The short search, the two-phase searches and the premove
// searches all start from them.
type views struct {
	cubes  [6]cube.Cubie
	coords [6]ttables.Phase1Coord
	depths [2][3]int
}

// newViews works out c's views.
func newViews(t *ttables.Tables, c cube.Cubie) *views {
	v := new(views)
	inv := c.Inverse()
	for i := range v.cubes {
		x := c
		if i >= 3 {
			x = inv
		}
		if i%3 != 0 {
			x = x.Conjugate(cube.AxisSym(i % 3))
		}
		v.cubes[i] = x
		v.coords[i] = t.Phase1Of(&v.cubes[i])
	}
	var depths [6]int
	t.Phase1Depths(v.coords[:], depths[:])
	for i, x := range depths {
		v.depths[i/3][i%3] = x
	}
	return v
}

// of returns direction d's cube.
func (v *views) of(d direction) *cube.Cubie { return &v.cubes[d.index()] }

// depth returns the phase-1 distance of direction d's cube.
func (v *views) depth(d direction) int { return v.depths[d.index()/3][d.axis] }

// distinct lists the six directions, leaving out those whose cube equals
// one already listed: a symmetric cube (the superflip is the same in all
// six) would otherwise be searched several times over.
func (v *views) distinct() []direction {
	dirs := make([]direction, 0, 6)
next:
	for i := range v.cubes {
		for _, d := range dirs {
			if v.cubes[d.index()] == v.cubes[i] {
				continue next
			}
		}
		dirs = append(dirs, direction{axis: i % 3, invert: i >= 3})
	}
	return dirs
}
