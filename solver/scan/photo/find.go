package photo

import (
	"errors"
	"fmt"
	"image"
	"math"
	"slices"
	"sort"
)

// ErrNoFace says that no 3x3 grid of stickers was found. Every error of
// FindFaces is one (errors.Is).
var ErrNoFace = errors.New("no cube face found: no 3×3 grid of stickers in the picture" + nearer)

// nearer says what to do about a photo with no face found: a face less
// than about a tenth of the photo across (the robot's photos shrunk into
// a frame of their size: read to 10%, not at 8%) has stickers too small
// to be found.
const nearer = " (take the photo nearer, the face at least a fifth of it across, seen from the front)"

// NoFaceError says that no n x n grid of stickers was found, and if one of
// the other size was, so: a 3x3x3's face where a 2x2x2's was looked for,
// or the other way round.
type NoFaceError struct {
	N     int // the grid looked for: 3, or 2 for the pocket cube
	Other int // the size of the grid found instead, or 0
	// Cut is the edge of the picture ("left", "right", "top", "bottom")
	// that cuts off the face found, which is not read, or "".
	Cut string
	// Unlike says that squares of even colour were found on a lattice,
	// but unlike a cube's stickers (see cubeLike).
	Unlike bool
	// Colourless says that the picture is black and white (ErrNoColour):
	// its face, if any, is not looked for.
	Colourless bool
	// Blocky says that the picture is a JPEG compressed until its 8×8
	// blocks show (see blocky): what was found in it, or not, says
	// nothing sure of the face.
	Blocky bool
}

func (e *NoFaceError) Error() string {
	switch {
	case e.Colourless:
		return ErrNoColour.Error()
	case e.Blocky:
		return "no whole cube face found: the photo is compressed too much to read (a JPEG saved at a very low quality: its 8×8 blocks show, and the stickers' edges are lost in them): take or save it at a higher quality"
	case e.Cut != "":
		return fmt.Sprintf("no whole cube face found: the face runs off the picture's %s edge, and a face cut off is read from the wrong stickers: take the photo with the whole face in it", e.Cut)
	case e.Unlike && e.Other == 0:
		return fmt.Sprintf("no cube face found: no %d×%d grid of stickers in the picture (its squares of even colour are of many sizes, off any lattice, with no cube's body between them: is it a photo of a cube?)", e.N, e.N)
	case e.Other == 3 && e.N == 2:
		return "no 2x2x2 face found: its stickers lie on a 3×3 grid, as a 3x3x3's face's do (is it a photo of a 3x3x3?)"
	case e.Other == 2 && e.N == 3:
		return "no 3x3x3 face found: no 3×3 grid of stickers, but a 2×2 grid, as a 2x2x2's face has (is it a photo of a 2x2x2?)"
	case e.N == 3:
		return ErrNoFace.Error()
	}
	return fmt.Sprintf("no cube face found: no %d×%d grid of stickers in the picture", e.N, e.N) + nearer
}

// Is makes every NoFaceError an ErrNoFace, and a colourless one an
// ErrNoColour too.
func (e *NoFaceError) Is(target error) bool {
	return target == ErrNoFace || e.Colourless && target == ErrNoColour
}

// Found is a face's grid found in a picture.
type Found struct {
	// Quad is the face's outline, its corners in the grid's own order:
	// the corner by its first sticker, then along its first row, and on
	// round (clockwise in the picture unless the grid is seen from
	// behind, which a face is not).
	Quad Quad
	// N is the number of stickers along each edge: 3, or 2 for the
	// pocket cube.
	N int
	// Stickers is how many of the N×N were found as stickers (at least
	// six of nine, three of four); the rest are where the grid puts them.
	Stickers int
	// Pitch is the distance between neighbouring stickers' middles, in
	// the picture's pixels, along the grid's rows and its columns.
	Pitch [2]float64
	score float64
	cells [9]Point // the stickers' middles, in the picture's pixels (N×N of them)
	gaps  float64  // the grid's gapContrast
}

// Find returns the outline of the cube face in img: of the 3x3 grids of
// stickers in it, the one with the most stickers, the largest (a drawn
// preview of a face beside the face, as a scanning program shows, is
// smaller), nearest the middle; its corners are ordered from the top left.
// A picture in black and white is refused, as by FindFaces (a camera's
// frame in mono: its greys were read as colours).
func Find(img image.Image) (Quad, error) {
	w := newWorkImage(img)
	if w.colourless() {
		return Quad{}, &NoFaceError{N: 3, Colourless: true}
	}
	faces := w.facesAtEitherSize(img, 3)
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
	return newWorkImage(img).facesAtEitherSize(img, 3)
}

// FindFaces returns the n x n grids of stickers in img (n = 3 for the
// 3x3x3, 2 for the pocket cube), the most likely face first, none
// overlapping another. With none, its NoFaceError says whether there is
// a face of the other size instead: for n = 2, grids that are part of a
// larger grid (a 3x3x3 face's stickers round them) are no face, and
// where the best grid is one, the picture is of a 3x3x3; a picture in
// black and white is refused (its NoFaceError is an ErrNoColour too).
func FindFaces(img image.Image, n int) ([]Found, error) {
	if n != 2 && n != 3 {
		return nil, fmt.Errorf("photo: a face of %d×%d stickers: only 3×3 and 2×2 are looked for", n, n)
	}
	w := newWorkImage(img)
	if w.colourless() {
		return nil, &NoFaceError{N: n, Colourless: true}
	}
	faces := w.facesAtEitherSize(img, n)
	if len(faces) > 0 {
		return faces, nil
	}
	e := &NoFaceError{N: n, Cut: w.cut, Unlike: w.unlike, Blocky: blocky(img)}
	if w.cut != "" || e.Blocky {
		return nil, e
	}
	if n == 2 && w.larger {
		e.Other = 3
	} else if n == 3 {
		// All four stickers of a 2x2 grid, with a body between them:
		// three are too easily clutter, or patches of a picture of
		// something else.
		if small := w.faces(2); len(small) > 0 && small[0].Stickers == 4 && small[0].gaps >= notFaceContrast {
			e.Other = 2
		}
	}
	return nil, e
}

// facesAtEitherSize is w.faces(n), or where it finds none, the faces of
// img in a work image of half the size. Why: a face filling the photo
// (cropped to it edge to edge) has stickers a third of the picture
// across, a hundred work pixels, whose shading and noise, averaged less
// than a smaller face's, leave holes in their regions (the robot's L face
// cropped so: its bottom middle sticker's region filled 0.81 of its
// outline, under the 0.85 a sticker needs, and its grid of eight was
// taken for a face cut off at the top); at half the size they are whole.
// A face a tenth of the photo across is too small there, but is found in
// w. What w found of why there is none stays w's.
func (w *workImage) facesAtEitherSize(img image.Image, n int) []Found {
	if faces := w.faces(n); len(faces) > 0 {
		return faces
	}
	return newWorkImageSized(img, workSize/2).faces(n)
}

// faces finds the n x n grids of stickers of the work image. For n = 2
// it drops grids with stickers round them (part of a larger face), and
// notes in w.larger if the best was one.
func (w *workImage) faces(n int) []Found {
	blobs := w.blobs(coarse, faceOnRoundness, n)
	grids := disjoint(w.cubeLikeOnly(w.faceGrids(blobs, n), blobs))
	if len(grids) == 0 || grids[0].matched < n*n {
		// A white sticker on a white body, lit alike, differs from it by
		// little more than the noise: look again with finer steps, and
		// keep both passes' stickers.
		all := merge(blobs, w.blobs(fine, faceOnRoundness, n))
		if more := disjoint(w.cubeLikeOnly(w.faceGrids(all, n), all)); len(more) > 0 && (len(grids) == 0 || more[0].score > grids[0].score) {
			grids, blobs = more, all
		}
	}
	if len(grids) > 0 {
		if w.cut = w.cutOff(grids[0]); w.cut != "" {
			return nil
		}
	}
	var out []Found
	for _, g := range grids {
		if f, ok := w.found(g, blobs); ok {
			f.gaps = w.gaps(&g, blobs)
			out = append(out, f)
		}
	}
	return out
}

// faceGrids is grids of a face photographed face on. For n = 2, a grid
// with stickers round it, all of whose stickers are in a 3x3 grid of at
// least eight, is part of a 3x3x3's face, and dropped; where the best is
// one, w.larger says so and there is none (the grids left are of its
// stickers with the faces beside it, or of clutter).
func (w *workImage) faceGrids(blobs []blob, n int) []grid {
	all := w.grids(blobs, faceOn, n)
	if n != 2 {
		return all
	}
	var larger [][9]int // the 3x3 grids, found only if needed
	looked := false
	partOfLarger := func(g grid) bool {
		if g.beyond < largerFace {
			return false
		}
		if !looked {
			looked = true
			for _, l := range w.grids(blobs, faceOn, 3) {
				if l.matched >= 8 {
					larger = append(larger, l.cells)
				}
			}
		}
		for _, l := range larger {
			inside := true
			for _, c := range g.cells[:4] {
				inside = inside && (c < 0 || slices.Contains(l[:], c))
			}
			if inside {
				return true
			}
		}
		return false
	}
	if len(all) > 0 && partOfLarger(all[0]) {
		w.larger = true
		return nil
	}
	out := all[:0]
	for _, g := range all {
		if !partOfLarger(g) {
			out = append(out, g)
		}
	}
	return out
}

// largerFace is how many stickers round a 2x2 grid make it worth asking
// whether it is part of a 3x3 face: a 3x3 face's 2x2 corner has five
// round it.
const largerFace = 3

// found turns a grid of the work image into a Found in the photo's
// pixels: a homography fitted to the stickers found gives the outline,
// the face's edge half a cell beyond the outer stickers' middles.
func (w *workImage) found(g grid, blobs []blob) (Found, bool) {
	n := g.n
	var src, dst []Point
	for k, b := range g.cells[:n*n] {
		switch {
		case b >= 0:
			src = append(src, Point{float64(k % n), float64(k / n)})
			dst = append(dst, blobs[b].centre)
		case g.matched < 4:
			// Three stickers of a 2x2 face (a white one lost on a white
			// body) are too few for a homography: the lattice places
			// the fourth.
			src = append(src, Point{float64(k % n), float64(k / n)})
			dst = append(dst, g.at[k])
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
	f := Found{N: n, Stickers: g.matched, score: g.score}
	e := float64(n) - 0.5 // the far edge, half a cell beyond the last middle
	for k, c := range []Point{{-0.5, -0.5}, {e, -0.5}, {e, e}, {-0.5, e}} {
		f.Quad[k] = photo(c)
	}
	for k := 0; k < n*n; k++ {
		f.cells[k] = photo(Point{float64(k % n), float64(k / n)})
	}
	// Along the middle row and column (the second for n = 2).
	m, steps := n/2, float64(n-1)
	f.Pitch = [2]float64{norm(sub(f.cells[m*n+n-1], f.cells[m*n])) / steps, norm(sub(f.cells[(n-1)*n+m], f.cells[m])) / steps}
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

// within says whether norm(sub(p, q)) < d, as that says it to the bit,
// without math.Hypot where p and q are d or more apart along either axis
// (Hypot is never less than the larger of the two): the lattice search
// asks it of every sticker for each cell of each lattice tried, nearly
// always of one far off.
func within(p, q Point, d float64) bool {
	v := sub(p, q)
	if math.Abs(v.X) >= d || math.Abs(v.Y) >= d {
		return false
	}
	return norm(v) < d
}
