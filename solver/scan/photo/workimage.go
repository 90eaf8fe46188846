package photo

import (
	"errors"
	"image"
	"math"

	"cubesolver/solver/scan"
)

// workSize is the longer side, in pixels, of the copy of the photo that
// Find works on: stickers are tens of pixels across in it, and noise is
// averaged away by the scaling down.
const workSize = 320

// workImage is the photo scaled down, in CIELAB.
type workImage struct {
	w, h   int
	scale  float64 // photo pixels per work pixel
	origin image.Point
	lab    [][3]float32
	order  []int               // flattestFirst, once worked out
	grown  map[growth][]region // regions, once grown
	// larger says that the best 2x2 grid found had a larger face's
	// stickers round it.
	larger bool
	// unlike says that grids were found that are no cube's face (see
	// cubeLike); cut, that the best face found runs off the picture at
	// this edge (see cutOff).
	unlike bool
	cut    string
}

// colourless says whether the picture has no colour in it: no pixel of
// the work image (each the mean of the photo's pixels under it) further
// than colourlessChroma from grey. A black-and-white photo (a grayscale
// JPEG or PNG, or a phone's mono filter) still shows the stickers' grid,
// but their colours are gone: read from their greys alone, six faces gave
// a cube of 8 stickers in doubt and 4 wrong, and one such photo among
// five in colour 13 in doubt and 24 wrong, with nothing to say why.
func (w *workImage) colourless() bool {
	for _, p := range w.lab {
		if p[1]*p[1]+p[2]*p[2] > colourlessChroma*colourlessChroma {
			return false
		}
	}
	return true
}

// colourlessChroma is the most chroma (CIELAB) a pixel of a picture with
// no colour shows: a grey photo stored in colour (JPEG's rounding) comes
// within a unit of grey; any photo of a cube in colour has stickers tens
// of units from it, and even a white face's body and background, under
// real light, a few.
const colourlessChroma = 2.0

// ErrNoColour says that a picture has no colour in it (black and white):
// a cube's stickers cannot be told apart by their greys.
var ErrNoColour = errors.New("the photo is black and white: the stickers' colours are not in it; take the photo in colour")

func newWorkImage(img image.Image) *workImage { return newWorkImageSized(img, workSize) }

// newWorkImageSized is newWorkImage with the longer side size pixels.
func newWorkImageSized(img image.Image, size int) *workImage {
	b := img.Bounds()
	scale := math.Max(1, float64(max(b.Dx(), b.Dy()))/float64(size))
	w := &workImage{w: int(float64(b.Dx()) / scale), h: int(float64(b.Dy()) / scale), scale: scale, origin: b.Min}
	w.lab = make([][3]float32, w.w*w.h)
	at := rgbAt(img)
	for y := 0; y < w.h; y++ {
		for x := 0; x < w.w; x++ {
			// The mean of the photo's pixels under this one (of at most
			// 6×6 of them, evenly spread: a 50-megapixel photo has
			// hundreds under each). The sums are whole numbers, exact.
			x0, y0 := b.Min.X+int(float64(x)*scale), b.Min.Y+int(float64(y)*scale)
			x1, y1 := b.Min.X+int(float64(x+1)*scale), b.Min.Y+int(float64(y+1)*scale)
			step := max(1, int(scale/6))
			var r, g, bl, n int
			for yy := y0; yy < max(y1, y0+1); yy += step {
				for xx := x0; xx < max(x1, x0+1); xx += step {
					c := at(xx, yy)
					r, g, bl, n = r+int(c.R), g+int(c.G), bl+int(c.B), n+1
				}
			}
			fn := float64(n)
			l := scan.ToLab(float64(r)/fn, float64(g)/fn, float64(bl)/fn)
			w.lab[y*w.w+x] = [3]float32{float32(l[0]), float32(l[1]), float32(l[2])}
		}
	}
	w.smooth()
	return w
}

// smooth replaces each pixel by the mean of its 3x3 neighbourhood (those
// of its neighbours inside the picture), summed row by row from zero.
func (w *workImage) smooth() {
	out := make([][3]float32, len(w.lab))
	lab := w.lab
	for y := 0; y < w.h; y++ {
		y0, y1 := max(y-1, 0), min(y+1, w.h-1)
		for x := 0; x < w.w; x++ {
			i := y*w.w + x
			if y0 < y && y < y1 && x > 0 && x < w.w-1 {
				// Inside the picture, the nine written out: half the
				// time of the loops below.
				a, b, c := lab[i-w.w-1:i-w.w+2:i-w.w+2], lab[i-1:i+2:i+2], lab[i+w.w-1:i+w.w+2:i+w.w+2]
				var s [3]float32
				for k := range s {
					s[k] = 0 + a[0][k] + a[1][k] + a[2][k] + b[0][k] + b[1][k] + b[2][k] + c[0][k] + c[1][k] + c[2][k]
				}
				out[i] = [3]float32{s[0] / 9, s[1] / 9, s[2] / 9}
				continue
			}
			x0, x1 := max(x-1, 0), min(x+1, w.w-1)
			var s [3]float32
			for yy := y0; yy <= y1; yy++ {
				for _, p := range lab[yy*w.w+x0 : yy*w.w+x1+1] {
					s[0], s[1], s[2] = s[0]+p[0], s[1]+p[1], s[2]+p[2]
				}
			}
			n := float32((y1 - y0 + 1) * (x1 - x0 + 1))
			out[i] = [3]float32{s[0] / n, s[1] / n, s[2] / n}
		}
	}
	w.lab = out
}

// flattestFirst returns the pixels in order of their colour's change to
// their neighbours, least first: regions grown from them start inside a
// sticker, not on its blurred edge. Both passes of finding stickers
// (coarse and fine) start from it, so it is worked out once, and callers
// must not change it.
func (w *workImage) flattestFirst() []int {
	if w.order != nil {
		return w.order
	}
	// The change to each neighbour, worked out once for the two pixels
	// of an edge (the distance either way is the same, to the bit).
	grad := make([]float64, len(w.lab))
	for i := range w.lab {
		x, y := i%w.w, i/w.w
		if x+1 < w.w {
			d := dist(w.lab[i], w.lab[i+1])
			grad[i], grad[i+1] = max(grad[i], d), max(grad[i+1], d)
		}
		if y+1 < w.h {
			d := dist(w.lab[i], w.lab[i+w.w])
			grad[i], grad[i+w.w] = max(grad[i], d), max(grad[i+w.w], d)
		}
	}
	// Sorted by gradient, then by position, as a stable sort by gradient
	// would; by radix, as this was a good part of finding a face.
	w.order = sortedByValue(grad)
	return w.order
}

// at returns the colour at p, and false outside the picture.
func (w *workImage) at(p Point) ([3]float32, bool) {
	x, y := int(math.Round(p.X)), int(math.Round(p.Y))
	if x < 0 || y < 0 || x >= w.w || y >= w.h {
		return [3]float32{}, false
	}
	return w.lab[y*w.w+x], true
}

func dist(a, b [3]float32) float64 { return math.Sqrt(dist2(a, b)) }

// dist2 is the square of dist, as dist works it out: where a distance is
// only compared with a limit, dist2(a, b) > sqLimit(d) exactly when
// dist(a, b) > d, without the square root (growing regions compares a
// pair of pixels' distance twice for each of a picture's edges).
func dist2(a, b [3]float32) float64 {
	d0, d1, d2 := float64(a[0]-b[0]), float64(a[1]-b[1]), float64(a[2]-b[2])
	return d0*d0 + d1*d1 + d2*d2
}

// sqLimit is the largest float whose square root is at most d (d ≥ 0):
// about d², but rounding may put the square root of a float just above
// d² at d, or that of d² itself above d.
func sqLimit(d float64) float64 {
	s := d * d
	for s > 0 && math.Sqrt(s) > d {
		s = math.Nextafter(s, 0)
	}
	for up := math.Nextafter(s, math.Inf(1)); up > s && math.Sqrt(up) <= d; up = math.Nextafter(up, math.Inf(1)) {
		s = up
	}
	return s
}
