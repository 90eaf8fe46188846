//go:build ignore

// gen_icon draws icon.png: a solved 3x3 cube seen isometrically, white U on
// top, green F at the front left, red R at the front right. Run it from this
// directory with "go generate" (or "go run gen_icon.go").
package main

import (
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"

	"golang.org/x/image/vector"
)

const size = 256

type vec3 struct{ x, y, z float64 }

func (a vec3) add(b vec3) vec3                   { return vec3{a.x + b.x, a.y + b.y, a.z + b.z} }
func (a vec3) scale(k float64) vec3              { return vec3{a.x * k, a.y * k, a.z * k} }
func (a vec3) at(u, v float64, du, dv vec3) vec3 { return a.add(du.scale(u)).add(dv.scale(v)) }

// project maps a point of the cube [-1.5, 1.5]^3 (x right, y up, z towards
// the viewer's left front) to pixels, looking along (-1, -1, -1).
func project(p vec3) (float32, float32) {
	const scale = 47.0
	sx := (p.x - p.z) / math.Sqrt2
	sy := (2*p.y - p.x - p.z) / math.Sqrt(6)
	return float32(size/2 + scale*sx), float32(size/2 - scale*sy)
}

// face is one visible side: corner is where sticker 1's top left is, col and
// row step one sticker to the right and one down as the face is looked at.
type face struct {
	corner, col, row vec3
	color            color.RGBA
}

func shade(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(math.Round(float64(v) * k)) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

func main() {
	white := color.RGBA{0xF4, 0xF4, 0xF4, 0xFF}
	green := color.RGBA{0x00, 0x9B, 0x48, 0xFF}
	red := color.RGBA{0xC8, 0x16, 0x2C, 0xFF}
	body := color.RGBA{0x1C, 0x1C, 0x1C, 0xFF}
	faces := []face{
		{vec3{-1.5, 1.5, -1.5}, vec3{1, 0, 0}, vec3{0, 0, 1}, white},              // U
		{vec3{-1.5, 1.5, 1.5}, vec3{1, 0, 0}, vec3{0, -1, 0}, shade(green, 0.92)}, // F
		{vec3{1.5, 1.5, 1.5}, vec3{0, 0, -1}, vec3{0, -1, 0}, shade(red, 0.80)},   // R
	}
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	var z vector.Rasterizer
	for _, f := range faces {
		// The plastic behind the face, a little larger so the edges meet.
		z.Reset(size, size)
		roundQuad(&z, f, -0.06, 3.06, -0.06, 3.06, 0.25)
		z.Draw(img, img.Bounds(), image.NewUniform(body), image.Point{})
	}
	for _, f := range faces {
		for r := 0; r < 3; r++ {
			for c := 0; c < 3; c++ {
				z.Reset(size, size)
				u, v := float64(c), float64(r)
				roundQuad(&z, f, u+0.09, u+0.91, v+0.09, v+0.91, 0.16)
				z.Draw(img, img.Bounds(), image.NewUniform(f.color), image.Point{})
			}
		}
	}
	out, err := os.Create("icon.png")
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(out, img); err != nil {
		log.Fatal(err)
	}
	if err := out.Close(); err != nil {
		log.Fatal(err)
	}
}

// roundQuad adds the square [u0,u1]x[v0,v1] of face f with rounded corners of
// radius rad (in sticker units). The projection is affine, so the Bézier
// corners of the flat square map to the right curves on the image.
func roundQuad(z *vector.Rasterizer, f face, u0, u1, v0, v1, rad float64) {
	const kappa = 0.5522847498
	k := rad * (1 - kappa)
	p := func(u, v float64) (float32, float32) { return project(f.corner.at(u, v, f.col, f.row)) }
	z.MoveTo(p(u0+rad, v0))
	z.LineTo(p(u1-rad, v0))
	cube(z, p, u1-k, v0, u1, v0+k, u1, v0+rad)
	z.LineTo(p(u1, v1-rad))
	cube(z, p, u1, v1-k, u1-k, v1, u1-rad, v1)
	z.LineTo(p(u0+rad, v1))
	cube(z, p, u0+k, v1, u0, v1-k, u0, v1-rad)
	z.LineTo(p(u0, v0+rad))
	cube(z, p, u0, v0+k, u0+k, v0, u0+rad, v0)
	z.ClosePath()
}

func cube(z *vector.Rasterizer, p func(u, v float64) (float32, float32), u1, v1, u2, v2, u3, v3 float64) {
	ax, ay := p(u1, v1)
	bx, by := p(u2, v2)
	cx, cy := p(u3, v3)
	z.CubeTo(ax, ay, bx, by, cx, cy)
}
