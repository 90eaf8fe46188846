package cube

import "errors"

// Relative returns the cube whose solutions take from to to: to⁻¹*from,
// since a sequence T with from*T = to solves it. Either cube may have a
// piece turned in place or two pieces swapped (a real cube that was taken
// apart), as long as the other has it too. It fails if either is no
// arrangement of the pieces, or if to cannot be reached from from: the
// error says whether their twists, flips or permutation parities differ.
func Relative(from, to Cubie) (Cubie, error) {
	if !from.isArrangement() || !to.isArrangement() {
		return Cubie{}, errors.New("cube: not an arrangement of the corners and edges")
	}
	x := to.Inverse().Mul(from)
	const cannot = "the target cannot be reached from this cube: "
	switch {
	case x.TwistSum() != 0:
		dir := "clockwise"
		if x.TwistSum() == 2 {
			dir = "anticlockwise"
		}
		return Cubie{}, &Error{Kind: ErrTwist, Summary: cannot[:len(cannot)-2],
			Msg: cannot + "their corner twists differ, as if one corner had been twisted a third of a turn " + dir + " in its place"}
	case x.FlipSum() != 0:
		return Cubie{}, &Error{Kind: ErrFlip, Summary: cannot[:len(cannot)-2],
			Msg: cannot + "their edge flips differ, as if one edge had been flipped in its place"}
	case x.CornerParity() != x.EdgeParity():
		return Cubie{}, &Error{Kind: ErrParity, Summary: cannot[:len(cannot)-2],
			Msg: cannot + "their permutation parities differ, as if two pieces had been swapped"}
	}
	return x, nil
}

// isArrangement reports whether c has each corner and edge once, each
// twist 0..2 and flip 0..1.
func (c Cubie) isArrangement() bool {
	return isPermutation(c.CP[:]) && isPermutation(c.EP[:]) && inRange(c.CO[:], 3) && inRange(c.EO[:], 2)
}

// inRange reports whether every x of s is in 0..n-1.
func inRange(s []int8, n int8) bool {
	for _, x := range s {
		if x < 0 || x >= n {
			return false
		}
	}
	return true
}
