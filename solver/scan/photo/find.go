package photo

import (
	"errors"
	"image"
	"math"
	"sort"
)

// ErrNoFace says that no 3x3 grid of stickers was found.
var ErrNoFace = errors.New("no cube face found: no 3×3 grid of stickers in the picture (set its four corners by hand)")

// Found is a face's grid found in a picture.
type Found struct {
	// Quad is the face's outline, its corners in the grid's own order:
	// the corner by its first sticker, then along its first row, and on
	// round (clockwise in the picture unless the grid is seen from
	// behind, which a face is not).
	Quad Quad
	// Stickers is how many of the nine were found as stickers (at least
	// six); the rest are where the grid puts them.
	Stickers int
	// Pitch is the distance between neighbouring stickers' middles, in
	// the picture's pixels, along the grid's rows and its columns.
	Pitch [2]float64
	score float64
	cells [9]Point // the stickers' middles, in the picture's pixels
}

// Find returns the outline of the cube face in img: of the 3x3 grids of
// stickers in it, the one with the most stickers, the largest (a drawn
// preview of a face beside the face, as a scanning program shows, is
// smaller), nearest the middle; its corners are ordered from the top left.
func Find(img image.Image) (Quad, error) {
	faces := Faces(img)
	if len(faces) == 0 {
		return Quad{}, ErrNoFace
	}
	return faces[0].Outline(), nil
}

// Outline is the face's outline with its corners ordered from the top
// left, as Find returns it.
func (f Found) Outline() Quad { return upright(f.Quad) }

// Middle is the middle of the face's outline.
func (f Found) Middle() Point {
	var c Point
	for _, p := range f.Quad {
		c.X, c.Y = c.X+p.X/4, c.Y+p.Y/4
	}
	return c
}

// Faces returns the 3x3 grids of stickers in img, the most likely face
// first, none overlapping another.
func Faces(img image.Image) []Found {
	w := newWorkImage(img)
	blobs := w.blobs(coarse, faceOnRoundness)
	grids := disjoint(w.grids(blobs, faceOn))
	if len(grids) == 0 || grids[0].matched < 9 {
		// A white sticker on a white body, lit alike, differs from it by
		// little more than the noise: look again with finer steps, and
		// keep both passes' stickers.
		all := merge(blobs, w.blobs(fine, faceOnRoundness))
		if more := disjoint(w.grids(all, faceOn)); len(more) > 0 && (len(grids) == 0 || more[0].score > grids[0].score) {
			grids, blobs = more, all
		}
	}
	var out []Found
	for _, g := range grids {
		if f, ok := w.found(g, blobs); ok {
			out = append(out, f)
		}
	}
	return out
}

// found turns a grid of the work image into a Found in the photo's
// pixels: a homography fitted to the stickers found gives the outline,
// the face's edge half a cell beyond the outer stickers' middles.
func (w *workImage) found(g grid, blobs []blob) (Found, bool) {
	var src, dst []Point
	for k, b := range g.cells {
		if b >= 0 {
			src = append(src, Point{float64(k % 3), float64(k / 3)})
			dst = append(dst, blobs[b].centre)
		}
	}
	h, ok := fitHomography(src, dst)
	if !ok {
		return Found{}, false
	}
	photo := func(p Point) Point {
		p = h.apply(p)
		return Point{p.X*w.scale + float64(w.origin.X), p.Y*w.scale + float64(w.origin.Y)}
	}
	f := Found{Stickers: g.matched, score: g.score}
	for k, c := range []Point{{-0.5, -0.5}, {2.5, -0.5}, {2.5, 2.5}, {-0.5, 2.5}} {
		f.Quad[k] = photo(c)
	}
	for k := range f.cells {
		f.cells[k] = photo(Point{float64(k % 3), float64(k / 3)})
	}
	f.Pitch = [2]float64{norm(sub(f.cells[5], f.cells[3])) / 2, norm(sub(f.cells[7], f.cells[1])) / 2}
	return f, true
}

// upright orders the corners clockwise (in the picture, y down) starting
// from the top left, so that a face photographed the right way up, or
// tilted by less than 45 degrees, reads in the right order.
func upright(q Quad) Quad {
	var c Point
	for _, p := range q {
		c.X += p.X / 4
		c.Y += p.Y / 4
	}
	sort.Slice(q[:], func(i, j int) bool {
		return math.Atan2(q[i].Y-c.Y, q[i].X-c.X) < math.Atan2(q[j].Y-c.Y, q[j].X-c.X)
	})
	// Atan2 from -π puts them in the order left, top, right, bottom
	// directions round clockwise (y down); start at the top left.
	first := 0
	for k := range q {
		if q[k].X+q[k].Y < q[first].X+q[first].Y {
			first = k
		}
	}
	var out Quad
	for k := range out {
		out[k] = q[(first+k)%4]
	}
	return out
}

func sub(a, b Point) Point { return Point{a.X - b.X, a.Y - b.Y} }
func norm(a Point) float64 { return math.Hypot(a.X, a.Y) }
