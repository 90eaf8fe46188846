package puzzle

import (
	"cubesolver/solver/cube"
)

// heldTurned reports whether the stickers of f around its centres are
// those of a solved cube held another way than the net's white up, green
// in front: each face one colour all round, not its centre's on some, the
// six colours as a real cube's faces lie. The net's centres cannot be
// painted, so a person who holds a solved cube yellow up, or red in
// front, and paints what they see, paints such a cube: with a quarter
// turn no real cube (a parity error, whose fix, two edges swapped, was
// wrong), with a half turn a real one, four or six spots. It returns
// the colours the person sees up and in front.
func heldTurned(f cube.Facelets) (up, front cube.Face, ok bool) {
	var around cube.Facelets // f with each face's centre the colour around it
	for x := cube.U; x <= cube.B; x++ {
		first := int(x) * 9
		c := f[first]
		for i := first; i < first+9; i++ {
			if i != first+4 && f[i] != c {
				return 0, 0, false
			}
			around[i] = c
		}
		if c >= cube.Blank {
			return 0, 0, false
		}
	}
	if around == f {
		return 0, 0, false // solved as the net holds it
	}
	if _, _, err := around.Upright(); err != nil {
		return 0, 0, false // the colours around are no cube's faces
	}
	return around[4], around[2*9+4], true
}
