package render

import "cubesolver/solver/cube"

// faceAxis is the outward normal of each face, indexed by cube.Face: its
// centre sticker's.
var faceAxis = func() (t [6][3]int) {
	for f := range t {
		_, t[f] = cube.StickerPos(9*f + 4)
	}
	return
}()

// turnLayers returns the layers t turns, as positions along its axis face's
// normal, and its quarter turns in 0..3; ok is false if it turns nothing.
// Out-of-range layers are clamped so that hand-made Turns never panic.
func turnLayers(t cube.Turn) (axis [3]int, lo, hi, q int, ok bool) {
	if t.Axis >= cube.Blank {
		return axis, 0, 0, 0, false
	}
	lo, hi, q = max(t.Lo, -1), min(t.Hi, 1), (t.Quarters%4+4)%4
	return faceAxis[t.Axis], lo, hi, q, lo <= hi
}

// TurnFacelets returns the stickers f after the turn t, each sticker keeping
// its colour: unlike cube.Alg.Apply it does not rename the stickers after
// the centres, so after a rotation or slice turn the cube looks as a real
// cube in the hand does. For face turns the two agree.
func TurnFacelets(f cube.Facelets, t cube.Turn) cube.Facelets { return f.Turned(t) }

// AlgFacelets applies every turn of a to f with TurnFacelets.
func AlgFacelets(f cube.Facelets, a cube.Alg) cube.Facelets {
	for _, t := range a {
		f = TurnFacelets(f, t)
	}
	return f
}

// TurnAngle is the angle in radians a turn of q quarters sweeps, clockwise
// seen from its axis face: a three-quarter turn is shown as the shorter
// quarter turn the other way, as a hand makes it.
func TurnAngle(t cube.Turn) float64 {
	_, _, _, q, ok := turnLayers(t)
	if !ok {
		return 0
	}
	return [4]float64{0, quarterTurn, 2 * quarterTurn, -quarterTurn}[q]
}
