package photo

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"math"
	"math/rand/v2"

	"cubesolver/render"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// condition is how a synthetic photo of a face is taken.
type condition struct {
	name      string
	maxAngle  float64 // degrees the camera is turned off the face's axis, each way, at most
	uneven    float64 // light falls off across the picture by up to this fraction
	cast      [3]float64
	noise     float64 // standard deviation per channel
	jpeg      int     // quality; 0 keeps the picture exact
	clutter   bool    // a busy background instead of a plain one
	whiteBody bool    // a white-bodied cube rather than a black one
	size      int     // picture width and height
	cubeFrac  float64 // of the picture the cube spans
}

// toFront is the whole-cube turn that brings each face to the front with
// the face that is above it on Kociemba's net on top.
var toFront = [6]string{cube.U: "x'", cube.R: "y", cube.F: "", cube.D: "x", cube.L: "y'", cube.B: "y2"}

// photograph renders face f of cube c as a camera would see it under cond.
func photograph(c cube.Facelets, f cube.Face, cond condition, r *rand.Rand) image.Image {
	return shoot(inFront(c, f), cond, r, faceViews(cond, r))
}

// inFront returns c turned as a whole to have face f in front (toFront).
func inFront(c cube.Facelets, f cube.Face) cube.Facelets {
	if toFront[f] == "" {
		return c
	}
	alg, err := cube.ParseAlg(toFront[f])
	if err != nil {
		panic(err)
	}
	return render.AlgFacelets(c, alg)
}

// faceViews returns the views of a face photographed under cond: from in
// front, turned by up to cond's angle each way.
func faceViews(cond condition, r *rand.Rand) func() render.View {
	a := cond.maxAngle * math.Pi / 180
	return func() render.View {
		return render.View{Yaw: a * (2*r.Float64() - 1), Pitch: a * (2*r.Float64() - 1)}
	}
}

// photographPocket renders face f of pocket cube p as a camera would see
// it under cond: the face above it on the net on top, as for the 3x3x3.
func photographPocket(p pocket.Facelets, f cube.Face, cond condition, r *rand.Rand) image.Image {
	c := cube.SolvedFacelets()
	for i, x := range p {
		c[pocket.Of3x3(i)] = x
	}
	return shootScene(inFront(c, f), true, cond, r, faceViews(cond, r))
}

// shoot renders cube c as a camera would under cond, seen from the view
// that view draws (after the background, so that the photos of a seed
// stay those they were).
func shoot(c cube.Facelets, cond condition, r *rand.Rand, view func() render.View) image.Image {
	return shootScene(c, false, cond, r, view)
}

// shootScene is shoot of the 3x3x3, or with pocket of the pocket cube whose
// stickers are c's corner stickers.
func shootScene(c cube.Facelets, pocket bool, cond condition, r *rand.Rand, view func() render.View) image.Image {
	size := cond.size
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	bg := color.RGBA{uint8(90 + r.IntN(80)), uint8(90 + r.IntN(80)), uint8(90 + r.IntN(80)), 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	if cond.clutter {
		for k := 0; k < 40; k++ {
			x, y := r.IntN(size), r.IntN(size)
			w, h := 10+r.IntN(size/4), 10+r.IntN(size/4)
			col := color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 255}
			draw.Draw(img, image.Rect(x, y, x+w, y+h), image.NewUniform(col), image.Point{}, draw.Src)
		}
	}
	c3 := render.NewCube3D()
	c3.Hints = false
	if cond.whiteBody {
		c3.Style.Body = color.RGBA{0xEC, 0xEC, 0xE8, 0xFF}
	}
	span := int(float64(size) * cond.cubeFrac)
	off := (size - span) / 2
	off += r.IntN(size/10+1) - size/20
	sub := img.SubImage(image.Rect(off, off, off+span, off+span)).(*image.RGBA)
	c3.Draw(sub, render.Scene{Facelets: c, View: view(), Pocket: pocket})

	// Light: a gradient across the picture, a colour cast, noise.
	gx, gy := 2*r.Float64()-1, 2*r.Float64()-1
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			i := img.PixOffset(x, y)
			fall := 1 - cond.uneven*(0.5+0.5*(gx*(float64(x)/float64(size)-0.5)+gy*(float64(y)/float64(size)-0.5)))
			for k := 0; k < 3; k++ {
				gain := fall
				if cond.cast[k] != 0 {
					gain *= cond.cast[k]
				}
				v := float64(img.Pix[i+k])*gain + cond.noise*r.NormFloat64()
				img.Pix[i+k] = uint8(max(0, min(255, math.Round(v)))) // as math.Max and math.Min would, faster
			}
		}
	}
	if cond.jpeg == 0 {
		return img
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: cond.jpeg}); err != nil {
		panic(err)
	}
	out, err := jpeg.Decode(&buf)
	if err != nil {
		panic(err)
	}
	return out
}
