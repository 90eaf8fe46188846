package cube

// holds are the 24 ways a cube can be held, as the whole-cube rotations
// that bring it there from the way it is held now: each face to the top
// (nothing, x, x2, x', z, z'), then each side to the front (y turns). The
// shortest come first, so that the rotation named is the simplest.
var holds = func() []Alg {
	x, y, z := Turn{R, -1, 1, 1}, Turn{U, -1, 1, 1}, Turn{F, -1, 1, 1}
	tops := []Alg{{}, {x}, {z}, {z.Inverse()}, {x.Inverse()}, {Turn{R, -1, 1, 2}}}
	fronts := []Alg{{}, {y}, {y.Inverse()}, {Turn{U, -1, 1, 2}}}
	var out []Alg
	for n := 0; n <= 2; n++ {
		for _, top := range tops {
			for _, front := range fronts {
				if a := append(append(Alg{}, top...), front...); len(a) == n {
					out = append(out, a)
				}
			}
		}
	}
	return out
}()

// Upright returns the cube turned as a whole so that its centres are U R F
// D L B in place (white up and green in front in the usual colours), each
// sticker keeping its colour as on a real cube turned in the hand, and the
// rotation that turns it, empty if the centres are in place already.
// Cubers hold the cube any way, so a facelet string written down with
// another face up is the same cube. Blank stickers stay blank.
//
// Where no rotation puts the centres in place (a blank centre, two centres
// alike, or centres in a mirror image of a real cube's) it returns f and
// the *Error that ToCubie would give about the centres.
func (f Facelets) Upright() (Facelets, Alg, error) { return f.UprightIn(Letters) }

// UprightIn is Upright with the colours named in the error's message by
// words.
func (f Facelets) UprightIn(words Words) (Facelets, Alg, error) {
	if e := f.centresError(words); e != nil {
		return f, nil, e
	}
	for _, a := range holds {
		g := f
		for _, t := range a {
			g = g.Turned(t)
		}
		if g.centresInPlace() {
			return g, a, nil
		}
	}
	panic("cube: centres of a real cube that no rotation puts in place") // not reached: checkCentres passed
}

// centresError says what is wrong with f's centres, as ToCubie does; nil
// if they are the centres of a real cube held some way.
func (f Facelets) centresError(words Words) *Error {
	for x := U; x <= B; x++ {
		if c := f[centreOf(x)]; c >= Blank {
			msg := "the " + x.String() + " centre (" + FaceletName(centreOf(x)) + ") has no colour; every centre has one"
			if c > Blank {
				msg = "the " + x.String() + " centre (" + FaceletName(centreOf(x)) + ") holds " + c.String() + ", which names no face"
			}
			return &Error{Kind: ErrCentres, Stickers: []int{centreOf(x)}, Summary: msg, Msg: msg}
		}
	}
	v := &validation{in: f, words: words.OrLetters()}
	return v.checkCentres()
}

// centresInPlace reports whether every centre names its own face.
func (f Facelets) centresInPlace() bool {
	for x := U; x <= B; x++ {
		if f[centreOf(x)] != x {
			return false
		}
	}
	return true
}

// HeldAs returns f turned as a whole so that its centres are where g's
// are, each sticker keeping its colour, as a cube turned in the hand to be
// held as another is. Two real cubes alike but held two ways are then the
// same stickers: a target cube written down with another face up is
// reached by no moves, not by the moves that rename its colours (which
// ToCubie's reading relative to the centres would give). It fails with the
// *Error that ToCubie would give where f's or g's centres are not a real
// cube's.
func (f Facelets) HeldAs(g Facelets) (Facelets, error) {
	if e := f.centresError(Letters); e != nil {
		return f, e
	}
	if e := g.centresError(Letters); e != nil {
		return f, e
	}
	for _, a := range holds {
		h := f
		for _, t := range a {
			h = h.Turned(t)
		}
		if h.centresAs(g) {
			return h, nil
		}
	}
	panic("cube: centres of real cubes that no rotation matches") // not reached: both were checked
}

// centresAs reports whether f's centres are g's.
func (f Facelets) centresAs(g Facelets) bool {
	for x := U; x <= B; x++ {
		if f[centreOf(x)] != g[centreOf(x)] {
			return false
		}
	}
	return true
}
