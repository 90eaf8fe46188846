package photo

import (
	"cmp"
	"errors"
	"image"
	"math"
	"slices"

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

func newWorkImage(img image.Image) *workImage {
	b := img.Bounds()
	scale := math.Max(1, float64(max(b.Dx(), b.Dy()))/workSize)
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

// smooth replaces each pixel by the mean of its 3x3 neighbourhood.
func (w *workImage) smooth() {
	out := make([][3]float32, len(w.lab))
	for y := 0; y < w.h; y++ {
		for x := 0; x < w.w; x++ {
			var s [3]float32
			n := float32(0)
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					xx, yy := x+dx, y+dy
					if xx < 0 || yy < 0 || xx >= w.w || yy >= w.h {
						continue
					}
					p := w.lab[yy*w.w+xx]
					s[0], s[1], s[2], n = s[0]+p[0], s[1]+p[1], s[2]+p[2], n+1
				}
			}
			out[y*w.w+x] = [3]float32{s[0] / n, s[1] / n, s[2] / n}
		}
	}
	w.lab = out
}

// flattestFirst returns the pixels in order of their colour's change to
// their neighbours, least first: regions grown from them start inside a
// sticker, not on its blurred edge.
func (w *workImage) flattestFirst() []int {
	grad := make([]float64, len(w.lab))
	order := make([]int, len(w.lab))
	for i := range w.lab {
		order[i] = i
		x, y := i%w.w, i/w.w
		if x+1 < w.w {
			grad[i] = max(grad[i], dist(w.lab[i], w.lab[i+1]))
		}
		if y+1 < w.h {
			grad[i] = max(grad[i], dist(w.lab[i], w.lab[i+w.w]))
		}
		if x > 0 {
			grad[i] = max(grad[i], dist(w.lab[i], w.lab[i-1]))
		}
		if y > 0 {
			grad[i] = max(grad[i], dist(w.lab[i], w.lab[i-w.w]))
		}
	}
	// Sorted by gradient, then by position: as a stable sort by gradient
	// would, but faster (this is a good part of finding a face).
	keys := make([]pixelKey, len(order))
	for i := range keys {
		keys[i] = pixelKey{grad[i], int32(i)}
	}
	slices.SortFunc(keys, func(a, b pixelKey) int {
		if c := cmp.Compare(a.grad, b.grad); c != 0 {
			return c
		}
		return cmp.Compare(a.i, b.i)
	})
	for i, k := range keys {
		order[i] = int(k.i)
	}
	return order
}

type pixelKey struct {
	grad float64
	i    int32
}

// at returns the colour at p, and false outside the picture.
func (w *workImage) at(p Point) ([3]float32, bool) {
	x, y := int(math.Round(p.X)), int(math.Round(p.Y))
	if x < 0 || y < 0 || x >= w.w || y >= w.h {
		return [3]float32{}, false
	}
	return w.lab[y*w.w+x], true
}

func dist(a, b [3]float32) float64 {
	d0, d1, d2 := float64(a[0]-b[0]), float64(a[1]-b[1]), float64(a[2]-b[2])
	return math.Sqrt(d0*d0 + d1*d1 + d2*d2)
}
