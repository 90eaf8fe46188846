package pocket

import (
	"errors"

	"cubesolver/solver/cube"
)

// The 24 ways to hold the cube. On the corners a whole-cube rotation is two
// face turns: x is R L', y is U D', z is F B'. Turning the cube c in the
// hand by rotation r gives c*r.

// Rotations returns the 24 whole-cube rotations as cubes, the identity
// first.
func Rotations() [24]Cube { return rotations }

var rotations = func() (t [24]Cube) {
	gen := []Cube{
		moveCube[cube.NewMove(cube.R, 1)].Mul(moveCube[cube.NewMove(cube.L, 3)]),
		moveCube[cube.NewMove(cube.U, 1)].Mul(moveCube[cube.NewMove(cube.D, 3)]),
		moveCube[cube.NewMove(cube.F, 1)].Mul(moveCube[cube.NewMove(cube.B, 3)]),
	}
	t[0] = solved
	n := 1
	for k := 0; k < n; k++ {
		for _, g := range gen {
			r := t[k].Mul(g)
			known := false
			for _, s := range t[:n] {
				known = known || s == r
			}
			if !known {
				t[n] = r
				n++
			}
		}
	}
	if n != 24 {
		panic("pocket: the rotations are not 24")
	}
	return t
}()

// anchor is the corner position that fixes how a cube is held: turns of U,
// R and F never move it.
const anchor = cube.DBL

// rotationPlacing returns the rotation whose corner at DBL is piece p with
// twist o: the solved cube held the way that shows p so.
func rotationPlacing(p, o int8) Cube { return placing[p][o] }

var placing = func() (t [8][3]Cube) {
	for _, r := range rotations {
		t[r.CP[anchor]][r.CO[anchor]] = r
	}
	return t
}()

// Upright returns c turned in the hand to be held white up, green in
// front: with its DBL corner (yellow, blue, orange) home and untwisted.
func (c Cube) Upright() Cube {
	// c*r has at DBL the corner c has at r's DBL position; find the r
	// that brings piece DBL there untwisted.
	for _, r := range rotations {
		if d := c.Mul(r); d.CP[anchor] == anchor && d.CO[anchor] == 0 {
			return d
		}
	}
	return c // not reached for a valid cube
}

// Equal reports whether a and b are the same cube, whatever way each is
// held.
func Equal(a, b Cube) bool { return a.Upright() == b.Upright() }

// IsSolved reports whether c is solved, held any way.
func (c Cube) IsSolved() bool { return c.Upright() == solved }

// Anchored returns c with its colours renamed so that its corner at DBL is
// home and untwisted. Turns of U, R and F never move that corner, so a
// sequence of them that solves the anchored cube solves c as it is held,
// leaving it solved and held the way its DBL corner says.
func (c Cube) Anchored() Cube {
	return rotationPlacing(c.CP[anchor], c.CO[anchor]).Inverse().Mul(c)
}

// Relative returns the anchored cube (DBL home and untwisted) whose
// solutions in turns of U, R and F take from, as it is held, to to, held
// whatever way the turns leave it. Relative(c, Solved()) is c.Anchored().
// Either cube may have a corner twisted in place, as long as the other
// has it too: it fails if either is no arrangement of the eight corners,
// or if their twists do not agree, so that no turning reaches to.
//
// With a the anchored from (a = r⁻¹*from) and b the target renamed the
// same way and turned so that its DBL corner is home (b = r⁻¹*to*s), a
// sequence T with a*T = b gives from*T = to*s; T solves b⁻¹*a.
func Relative(from, to Cube) (Cube, error) {
	if !from.isArrangement() || !to.isArrangement() {
		return Cube{}, errors.New("pocket: not an arrangement of the eight corners")
	}
	r := rotationPlacing(from.CP[anchor], from.CO[anchor])
	a := r.Inverse().Mul(from)
	b := r.Inverse().Mul(to)
	for _, s := range rotations {
		if d := b.Mul(s); d.CP[anchor] == anchor && d.CO[anchor] == 0 {
			b = d
			break
		}
	}
	x := b.Inverse().Mul(a)
	if sum := x.TwistSum(); sum != 0 {
		dir := "clockwise"
		if sum == 2 {
			dir = "anticlockwise"
		}
		msg := "the target cannot be reached from this cube: their corner twists differ, as if one corner " +
			"had been twisted a third of a turn " + dir + " in its place"
		return Cube{}, &cube.Error{Kind: cube.ErrTwist, Summary: "the target cannot be reached from this cube", Msg: msg}
	}
	return x, nil
}

// isArrangement reports whether c has each corner once, each twist 0..2.
func (c Cube) isArrangement() bool {
	var seen [8]bool
	for i := range 8 {
		p, o := c.CP[i], c.CO[i]
		if p < 0 || p > 7 || seen[p] || o < 0 || o > 2 {
			return false
		}
		seen[p] = true
	}
	return true
}
