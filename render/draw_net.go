package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"cubesolver/solver/cube"
)

// Palette gives the colour of each sticker value, indexed by cube.Face
// (cube.Blank included).
type Palette [cube.Blank + 1]color.RGBA

// DefaultPalette is the colour scheme most cubes ship with: white U, red R,
// green F, yellow D, orange L, blue B, and grey for a sticker not set yet.
var DefaultPalette = Palette{
	cube.U:     {0xF4, 0xF4, 0xF4, 0xFF},
	cube.R:     {0xC8, 0x16, 0x2C, 0xFF},
	cube.F:     {0x00, 0x9B, 0x48, 0xFF},
	cube.D:     {0xFF, 0xD5, 0x00, 0xFF},
	cube.L:     {0xFF, 0x6A, 0x00, 0xFF},
	cube.B:     {0x00, 0x46, 0xAD, 0xFF},
	cube.Blank: {0x8A, 0x8A, 0x8A, 0xFF},
}

// Style is how a net is drawn.
type Style struct {
	Palette    Palette
	Body       color.RGBA  // the plastic behind each face's stickers
	Highlight  color.RGBA  // outline of highlighted stickers
	Background color.Color // fills the whole image first; nil leaves it as is
}

// DefaultStyle returns the default palette on black plastic, highlights in
// magenta (a colour no sticker has) and no background.
func DefaultStyle() Style {
	return Style{
		Palette:   DefaultPalette,
		Body:      color.RGBA{0x1C, 0x1C, 0x1C, 0xFF},
		Highlight: color.RGBA{0xE0, 0x10, 0xC0, 0xFF},
	}
}

// Proportions of the drawing, as fractions of one sticker cell.
const (
	faceRadiusFrac    = 0.18 // corner radius of a face's body
	stickerRadiusFrac = 0.14 // corner radius of a sticker
	outlineFrac       = 0.13 // thickness of a highlight outline
)

// DrawNet draws the stickers f laid out by n into dst, n's units being
// pixels of dst. Stickers listed in highlight (indexes 0..53; others are
// ignored) get a thick outline. A nil style means DefaultStyle.
func DrawNet(dst *image.RGBA, n Net, f cube.Facelets, style *Style, highlight []int) {
	s := DefaultStyle()
	if style != nil {
		s = *style
	}
	if s.Background != nil {
		draw.Draw(dst, dst.Bounds(), image.NewUniform(s.Background), image.Point{}, draw.Src)
	}
	if n.Cell <= 0 {
		return
	}
	p := newPainter(dst)
	for face := cube.Face(0); face < 6; face++ {
		p.roundRect(n.Face(face), n.Cell*faceRadiusFrac, s.Body)
	}
	for i, c := range f {
		if !n.Has(i) {
			continue
		}
		col := s.Palette[cube.Blank]
		if int(c) < len(s.Palette) {
			col = s.Palette[c]
		}
		p.roundRect(n.Sticker(i), n.Cell*stickerRadiusFrac, col)
	}
	for _, i := range highlight {
		if !n.Has(i) {
			continue
		}
		// The ring straddles the sticker's edge, reaching into the gap.
		t := n.Cell * outlineFrac
		r := n.Sticker(i)
		outer := r.Inset(-t * 0.6)
		p.ring(outer, outer.Inset(t), n.Cell*stickerRadiusFrac+t*0.6, s.Highlight)
	}
}

// painter fills shapes into an image with anti-aliasing, rasterizing each
// shape only over its own bounding box.
type painter struct {
	dst *image.RGBA
	z   vector.Rasterizer
}

func newPainter(dst *image.RGBA) *painter { return &painter{dst: dst} }

// roundRect fills r with corners of radius rad.
func (p *painter) roundRect(r Rect, rad float64, c color.RGBA) {
	box, ok := p.begin(r)
	if !ok {
		return
	}
	addRoundRect(&p.z, r, rad, box.Min, false)
	p.z.Draw(p.dst, box, image.NewUniform(c), image.Point{})
}

// ring fills the area between outer and inner, both with rounded corners,
// inner's radius being outer's less the thickness.
func (p *painter) ring(outer, inner Rect, rad float64, c color.RGBA) {
	box, ok := p.begin(outer)
	if !ok {
		return
	}
	addRoundRect(&p.z, outer, rad, box.Min, false)
	// The rasterizer adds signed coverage, so the inner path drawn the
	// other way round cuts the hole.
	addRoundRect(&p.z, inner, math.Max(0, rad-(inner.X-outer.X)), box.Min, true)
	p.z.Draw(p.dst, box, image.NewUniform(c), image.Point{})
}

// begin resets the rasterizer to the pixels covering r, clipped to the
// image; ok is false if nothing is left.
func (p *painter) begin(r Rect) (box image.Rectangle, ok bool) {
	box = image.Rect(
		int(math.Floor(r.X)), int(math.Floor(r.Y)),
		int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)),
	).Intersect(p.dst.Bounds())
	if box.Empty() {
		return box, false
	}
	p.z.Reset(box.Dx(), box.Dy())
	return box, true
}

// kappa places the control points of a cubic Bézier that approximates a
// quarter circle.
const kappa = 0.5522847498

// addRoundRect adds the outline of r with corner radius rad to z, shifted
// by -origin, clockwise (on screen) or, with reverse, anticlockwise.
func addRoundRect(z *vector.Rasterizer, r Rect, rad float64, origin image.Point, reverse bool) {
	rad = math.Max(0, math.Min(rad, math.Min(r.W, r.H)/2))
	x0, y0 := r.X-float64(origin.X), r.Y-float64(origin.Y)
	x1, y1 := x0+r.W, y0+r.H
	k := rad * (1 - kappa)

	// The outline as a list of segments, each a line to a corner's start
	// followed by the curve round that corner; clockwise from the top edge.
	type pt struct{ x, y float64 }
	type corner struct{ a, c1, c2, b pt } // a: start, b: end, c1/c2: controls
	cs := [4]corner{
		{pt{x1 - rad, y0}, pt{x1 - k, y0}, pt{x1, y0 + k}, pt{x1, y0 + rad}}, // top right
		{pt{x1, y1 - rad}, pt{x1, y1 - k}, pt{x1 - k, y1}, pt{x1 - rad, y1}}, // bottom right
		{pt{x0 + rad, y1}, pt{x0 + k, y1}, pt{x0, y1 - k}, pt{x0, y1 - rad}}, // bottom left
		{pt{x0, y0 + rad}, pt{x0, y0 + k}, pt{x0 + k, y0}, pt{x0 + rad, y0}}, // top left
	}
	f := func(v float64) float32 { return float32(v) }
	if !reverse {
		z.MoveTo(f(cs[3].b.x), f(cs[3].b.y))
		for _, c := range cs {
			z.LineTo(f(c.a.x), f(c.a.y))
			z.CubeTo(f(c.c1.x), f(c.c1.y), f(c.c2.x), f(c.c2.y), f(c.b.x), f(c.b.y))
		}
	} else {
		z.MoveTo(f(cs[3].b.x), f(cs[3].b.y))
		for i := 3; i >= 0; i-- {
			c := cs[i]
			z.CubeTo(f(c.c2.x), f(c.c2.y), f(c.c1.x), f(c.c1.y), f(c.a.x), f(c.a.y))
			if i > 0 {
				z.LineTo(f(cs[i-1].b.x), f(cs[i-1].b.y))
			}
		}
	}
	z.ClosePath()
}
