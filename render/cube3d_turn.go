package render

import "cubesolver/solver/cube"

// faceAxis is the outward normal of each face, indexed by cube.Face.
var faceAxis = [6][3]int{
	cube.U: {0, 1, 0}, cube.R: {1, 0, 0}, cube.F: {0, 0, 1},
	cube.D: {0, -1, 0}, cube.L: {-1, 0, 0}, cube.B: {0, 0, -1},
}

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

// quarterPerm[axis][lo+1][hi+1][j] is the sticker that a clockwise quarter
// turn of those layers brings to position j. It is derived from the sticker
// geometry in cube.StickerPos, as package cube derives its own moves.
var quarterPerm = func() (t [6][3][3][cube.NumFacelets]uint8) {
	type key struct{ p, n [3]int }
	at := make(map[key]int, cube.NumFacelets)
	for i := range cube.NumFacelets {
		p, n := cube.StickerPos(i)
		at[key{p, n}] = i
	}
	// A clockwise quarter turn seen from outside along a is v -> a(a·v) - a×v.
	quarter := func(a, v [3]int) [3]int {
		d := a[0]*v[0] + a[1]*v[1] + a[2]*v[2]
		c := [3]int{a[1]*v[2] - a[2]*v[1], a[2]*v[0] - a[0]*v[2], a[0]*v[1] - a[1]*v[0]}
		return [3]int{d*a[0] - c[0], d*a[1] - c[1], d*a[2] - c[2]}
	}
	for f := range 6 {
		a := faceAxis[f]
		for lo := -1; lo <= 1; lo++ {
			for hi := lo; hi <= 1; hi++ {
				perm := &t[f][lo+1][hi+1]
				for i := range cube.NumFacelets {
					p, n := cube.StickerPos(i)
					if d := a[0]*p[0] + a[1]*p[1] + a[2]*p[2]; d < lo || d > hi {
						perm[i] = uint8(i)
						continue
					}
					perm[at[key{quarter(a, p), quarter(a, n)}]] = uint8(i)
				}
			}
		}
	}
	return t
}()

// TurnFacelets returns the stickers f after the turn t, each sticker keeping
// its colour: unlike cube.Alg.Apply it does not rename the stickers after
// the centres, so after a rotation or slice turn the cube looks as a real
// cube in the hand does. For face turns the two agree.
func TurnFacelets(f cube.Facelets, t cube.Turn) cube.Facelets {
	_, lo, hi, q, ok := turnLayers(t)
	if !ok {
		return f
	}
	perm := &quarterPerm[t.Axis][lo+1][hi+1]
	for range q {
		var g cube.Facelets
		for j, i := range perm {
			g[j] = f[i]
		}
		f = g
	}
	return f
}

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
