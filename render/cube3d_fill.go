package render

import (
	"image"
	"image/color"
	"image/draw"
)

// fill paints col through the coverage the rasterizer holds for box.
//
// vector.Rasterizer can blend a colour into an *image.RGBA itself, but it
// does so at 16 bits a channel with a division per pixel, and most pixels
// of a cube are either fully covered or not at all. Accumulating the
// coverage into an 8-bit mask (the rasterizer's SIMD path) and then
// copying the colour where coverage is full, skipping where it is none,
// and blending only at the edges takes about a third of the time.
func (c *Cube3D) fill(dst *image.RGBA, box image.Rectangle, col color.RGBA) {
	w, h := box.Dx(), box.Dy()
	if n := w * h; cap(c.mask.Pix) < n {
		c.mask.Pix = make([]uint8, n)
	} else {
		c.mask.Pix = c.mask.Pix[:n]
	}
	c.mask.Stride, c.mask.Rect = w, image.Rect(0, 0, w, h)
	// Src overwrites every mask pixel, so the buffer needs no clearing.
	c.z.DrawOp = draw.Src
	c.z.Draw(&c.mask, c.mask.Rect, image.Opaque, image.Point{})

	cr, cg, cb, ca := uint32(col.R), uint32(col.G), uint32(col.B), uint32(col.A)
	for y := range h {
		m := c.mask.Pix[y*w : (y+1)*w]
		i0 := dst.PixOffset(box.Min.X, box.Min.Y+y)
		p := dst.Pix[i0 : i0+4*w : i0+4*w]
		for x, a := range m {
			switch {
			case a == 0:
				continue
			case a == 0xFF && ca == 0xFF:
				q := p[4*x : 4*x+4 : 4*x+4]
				q[0], q[1], q[2], q[3] = col.R, col.G, col.B, 0xFF
			default:
				// Premultiplied "over" with the colour scaled by the
				// coverage: d = s·a + d·(1 - sa·a).
				a := uint32(a)
				k := 0xFF*0xFF - ca*a // remaining weight of dst, out of 255²
				q := p[4*x : 4*x+4 : 4*x+4]
				q[0] = uint8((cr*a*0xFF + uint32(q[0])*k) / (0xFF * 0xFF))
				q[1] = uint8((cg*a*0xFF + uint32(q[1])*k) / (0xFF * 0xFF))
				q[2] = uint8((cb*a*0xFF + uint32(q[2])*k) / (0xFF * 0xFF))
				q[3] = uint8((ca*a*0xFF + uint32(q[3])*k) / (0xFF * 0xFF))
			}
		}
	}
}
