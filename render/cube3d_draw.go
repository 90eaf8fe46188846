package render

import (
	"image"
	"image/color"
	"math"
	"slices"

	"cubesolver/solver/cube"
)

// drawBlock draws b's body, the faces of its box that face the eye, then
// the stickers on those faces.
func (c *Cube3D) drawBlock(dst *image.RGBA, cam *camera, f *cube.Facelets, b *block) {
	lo, hi := b.box()
	var pts [12][2]float32 // up to three faces of a box face the eye
	np := 0
	for k := range 3 {
		for _, sign := range [2]float64{-1, 1} {
			// The face of the box across axis k on the sign side, its
			// corners in order round its outward normal.
			var n vec3
			n[k] = sign
			nc := b.m.apply(n)
			var centre vec3
			for j := range 3 {
				centre[j] = (lo[j] + hi[j]) / 2
			}
			if sign < 0 {
				centre[k] = lo[k]
			} else {
				centre[k] = hi[k]
			}
			if !facesEye(b.m.apply(centre), nc) {
				continue
			}
			u, v := (k+1)%3, (k+2)%3
			if sign < 0 {
				u, v = v, u
			}
			for _, q := range [4][2]int{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
				p := centre
				p[u] = [2]float64{lo[u], hi[u]}[q[0]]
				p[v] = [2]float64{lo[v], hi[v]}[q[1]]
				pts[np][0], pts[np][1] = cam.project(b.m.apply(p))
				np++
			}
		}
	}
	// One path for all the faces: their shared edges then add up to full
	// coverage instead of letting the background show through as a seam.
	if box, ok := c.begin(dst, pts[:np]); ok {
		for i := 0; i < np; i += 4 {
			c.z.MoveTo(pts[i][0]-float32(box.Min.X), pts[i][1]-float32(box.Min.Y))
			for j := 1; j < 4; j++ {
				c.z.LineTo(pts[i+j][0]-float32(box.Min.X), pts[i+j][1]-float32(box.Min.Y))
			}
			c.z.ClosePath()
		}
		c.paint(dst, box, c.Style.Body)
	}

	for i := range b.layers.stickers {
		s := &b.layers.stickers[i]
		if s.absent || !b.contains(s.pos) {
			continue
		}
		centre, n := b.m.apply(s.centre), b.m.apply(s.normal)
		if !facesEye(centre, n) {
			continue
		}
		col := scale(c.colour(f[i]), shade(n), 1)
		c.sticker(dst, cam, centre, b.m.apply(s.u), b.m.apply(s.v), b.layers.half, col)
	}
}

// hint is a sticker facing away from the eye, to be drawn floating behind
// the cube.
type hint struct {
	centre, u, v vec3 // camera space
	col          color.RGBA
	half         float64
}

// drawHints draws the stickers of blocks that face away from the eye,
// moved out along their normals, the farthest first.
func (c *Cube3D) drawHints(dst *image.RGBA, cam *camera, f *cube.Facelets, blocks []block) {
	c.hints = c.hints[:0]
	for bi := range blocks {
		b := &blocks[bi]
		for i := range b.layers.stickers {
			s := &b.layers.stickers[i]
			if s.absent || !b.contains(s.pos) {
				continue
			}
			centre, n := b.m.apply(s.centre), b.m.apply(s.normal)
			if facesEye(centre, n) {
				continue
			}
			c.hints = append(c.hints, hint{
				centre: centre.madd(hintGap, n),
				u:      b.m.apply(s.u),
				v:      b.m.apply(s.v),
				col:    scale(c.colour(f[i]), 0.92, hintAlpha),
				half:   b.layers.half,
			})
		}
	}
	slices.SortFunc(c.hints, func(a, b hint) int {
		switch {
		case a.centre[2] < b.centre[2]:
			return -1
		case a.centre[2] > b.centre[2]:
			return 1
		}
		return 0
	})
	for i := range c.hints {
		h := &c.hints[i]
		c.sticker(dst, cam, h.centre, h.u, h.v, h.half*hintScale, h.col)
	}
}

// sticker fills a rounded square centred on centre with sides along u and
// v and half-side half (camera space).
func (c *Cube3D) sticker(dst *image.RGBA, cam *camera, centre, u, v vec3, half float64, col color.RGBA) {
	var pts [outlinePoints][2]float32
	for i, o := range stickerOutline {
		pts[i][0], pts[i][1] = cam.project(centre.madd(half*o[0], u).madd(half*o[1], v))
	}
	box, ok := c.begin(dst, pts[:])
	if !ok {
		return
	}
	ox, oy := float32(box.Min.X), float32(box.Min.Y)
	c.z.MoveTo(pts[0][0]-ox, pts[0][1]-oy)
	for i := 1; i < outlinePoints; i += 4 {
		p := pts[i : i+4]
		c.z.LineTo(p[0][0]-ox, p[0][1]-oy)
		c.z.CubeTo(p[1][0]-ox, p[1][1]-oy, p[2][0]-ox, p[2][1]-oy, p[3][0]-ox, p[3][1]-oy)
	}
	c.z.ClosePath()
	c.paint(dst, box, col)
}

// begin resets the rasterizer to the pixels of dst that the points cover;
// ok is false if none are in dst.
func (c *Cube3D) begin(dst *image.RGBA, pts [][2]float32) (box image.Rectangle, ok bool) {
	if len(pts) == 0 {
		return box, false
	}
	x0, y0, x1, y1 := pts[0][0], pts[0][1], pts[0][0], pts[0][1]
	for _, p := range pts[1:] {
		x0, x1 = min(x0, p[0]), max(x1, p[0])
		y0, y1 = min(y0, p[1]), max(y1, p[1])
	}
	box = image.Rect(
		int(math.Floor(float64(x0))), int(math.Floor(float64(y0))),
		int(math.Ceil(float64(x1))), int(math.Ceil(float64(y1))),
	).Intersect(dst.Bounds())
	if box.Empty() {
		return box, false
	}
	c.z.Reset(box.Dx(), box.Dy())
	return box, true
}

// colour returns the palette colour of sticker value v.
func (c *Cube3D) colour(v cube.Face) color.RGBA {
	if int(v) < len(c.Style.Palette) {
		return c.Style.Palette[v]
	}
	return c.Style.Palette[cube.Blank]
}

// scale darkens col by k and makes it alpha opaque, premultiplied as
// color.RGBA is.
func scale(col color.RGBA, k, alpha float64) color.RGBA {
	f := func(x uint8) uint8 { return uint8(math.Min(255, float64(x)*k*alpha+0.5)) }
	return color.RGBA{f(col.R), f(col.G), f(col.B), uint8(math.Min(255, float64(col.A)*alpha+0.5))}
}
