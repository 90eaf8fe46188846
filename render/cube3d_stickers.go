package render

import "cubesolver/solver/cube"

// Proportions of a sticker, in cubie units (a cubie is 1 across).
const (
	stickerHalf   = 0.43 // half a sticker's side: a thin rim of plastic shows round it
	stickerRadius = 0.11 // corner radius
	hintGap       = 2.1  // how far beyond its face a hint sticker floats
	hintScale     = 0.8  // hint stickers are smaller than the real ones
	hintAlpha     = 0.7  // and let the background through
)

// sticker3D is where a sticker sits on the solved, unturned cube.
type sticker3D struct {
	pos    [3]int // the cubie it is on
	centre vec3   // the middle of the sticker
	normal vec3   // outward
	u, v   vec3   // unit vectors along the sticker's sides
	absent bool   // the cube has no such sticker (a pocket cube's edges and centres)
}

// stickers3D holds the geometry of stickers 0..53 in Kociemba's order.
var stickers3D = func() (s [cube.NumFacelets]sticker3D) {
	for i := range s {
		p, n := cube.StickerPos(i)
		nv := ivec(n)
		// Any two directions across the face will do: the outline is
		// symmetric. Take the two axes the normal is not along.
		var u, v vec3
		switch {
		case n[0] != 0:
			u, v = vec3{0, 1, 0}, vec3{0, 0, 1}
		case n[1] != 0:
			u, v = vec3{1, 0, 0}, vec3{0, 0, 1}
		default:
			u, v = vec3{1, 0, 0}, vec3{0, 1, 0}
		}
		s[i] = sticker3D{pos: p, centre: ivec(p).madd(0.5, nv), normal: nv, u: u, v: v}
	}
	return s
}()

// pocketStickers3D holds the pocket cube's stickers, at the 3x3x3's corner
// stickers' indexes: each a quarter of its face, 1.5 units across. The
// others are left out (absent).
var pocketStickers3D = func() (s [cube.NumFacelets]sticker3D) {
	for i := range s {
		c := stickers3D[i]
		row, col := i%9/3, i%3
		if row == 1 || col == 1 {
			s[i].absent = true
			continue
		}
		// The middle of the quarter face: halfway to the edge across it,
		// on the face along the normal.
		c.centre = ivec(c.pos).scale(0.75).madd(0.75, c.normal)
		s[i] = c
	}
	return s
}()

// outlinePoints is the number of points in stickerOutline.
const outlinePoints = 17

// stickerOutline is a rounded square of half-side 1, as a start point
// followed by four (line end, cubic control, cubic control, cubic end)
// groups, in the sticker's (u, v) coordinates.
var stickerOutline = func() (o [outlinePoints][2]float64) {
	a := 1.0
	r := stickerRadius / stickerHalf
	k := r * kappa // control point distance for a quarter circle
	o[0] = [2]float64{-a + r, -a}
	// Each corner: the corner itself and the directions in (out of the
	// previous side) and along (into the next side).
	corners := [4]struct{ x, y, inx, iny, outx, outy float64 }{
		{a, -a, 1, 0, 0, 1},
		{a, a, 0, 1, -1, 0},
		{-a, a, -1, 0, 0, -1},
		{-a, -a, 0, -1, 1, 0},
	}
	for i, c := range corners {
		o[1+4*i] = [2]float64{c.x - r*c.inx, c.y - r*c.iny}
		o[2+4*i] = [2]float64{c.x - (r-k)*c.inx, c.y - (r-k)*c.iny}
		o[3+4*i] = [2]float64{c.x + (r-k)*c.outx, c.y + (r-k)*c.outy}
		o[4+4*i] = [2]float64{c.x + r*c.outx, c.y + r*c.outy}
	}
	return o
}()
