package photo

import (
	"cmp"
	"errors"
	"image"
	"image/color"
	"math"
	"slices"
	"sort"

	"cubesolver/solver/scan"
)

// workSize is the longer side, in pixels, of the copy of the photo that
// Find works on: stickers are tens of pixels across in it, and noise is
// averaged away by the scaling down.
const workSize = 320

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

// workImage is the photo scaled down, in CIELAB.
type workImage struct {
	w, h   int
	scale  float64 // photo pixels per work pixel
	origin image.Point
	lab    [][3]float32
}

func newWorkImage(img image.Image) *workImage {
	b := img.Bounds()
	scale := math.Max(1, float64(max(b.Dx(), b.Dy()))/workSize)
	w := &workImage{w: int(float64(b.Dx()) / scale), h: int(float64(b.Dy()) / scale), scale: scale, origin: b.Min}
	w.lab = make([][3]float32, w.w*w.h)
	for y := 0; y < w.h; y++ {
		for x := 0; x < w.w; x++ {
			// The mean of the photo's pixels under this one (of at most
			// 6×6 of them, evenly spread: a 50-megapixel photo has
			// hundreds under each).
			x0, y0 := b.Min.X+int(float64(x)*scale), b.Min.Y+int(float64(y)*scale)
			x1, y1 := b.Min.X+int(float64(x+1)*scale), b.Min.Y+int(float64(y+1)*scale)
			step := max(1, int(scale/6))
			var r, g, bl, n float64
			for yy := y0; yy < max(y1, y0+1); yy += step {
				for xx := x0; xx < max(x1, x0+1); xx += step {
					c := color.RGBAModel.Convert(img.At(xx, yy)).(color.RGBA)
					r, g, bl, n = r+float64(c.R), g+float64(c.G), bl+float64(c.B), n+1
				}
			}
			l := scan.ToLab(r/n, g/n, bl/n)
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

// blob is a region of even colour.
type blob struct {
	area   float64
	centre Point
	size   float64 // the side of a square of the same area
	// shape is the covariance of its pixels' positions (xx, yy, xy) over
	// its trace: how it is stretched, whatever its size.
	shape [3]float64
}

// growth says when a neighbour joins a region: if it is within step of the
// pixel it is reached from and within spread of the region's first pixel,
// so that a region follows slow shading but stops at a sticker's edge.
type growth struct{ step, spread float64 }

var (
	coarse = growth{step: 5, spread: 10}  // tolerant of noise and JPEG
	fine   = growth{step: 2.5, spread: 6} // parts faint edges
)

// merge adds to a the blobs of b that are not already there (no blob of a
// within half a sticker).
func merge(a, b []blob) []blob {
	out := a
	for _, x := range b {
		dup := false
		for _, y := range a {
			if norm(sub(x.centre, y.centre)) < 0.5*y.size {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, x)
		}
	}
	return out
}

// blobs returns the regions of even colour shaped like a sticker: about
// square (a square seen at an angle), filled, neither tiny nor most of the
// picture.
//
// roundness is the least ratio of a region's spreads along its two axes
// (the eigenvalues of its pixels' covariance): faceOnRoundness for a face
// photographed at up to about 45 degrees, which keeps out long thin things
// (a ruler, the beams of a cube robot); aslantRoundness for the faces of
// a cube seen from a corner, which can be at 70 degrees.
func (w *workImage) blobs(g growth, roundness float64) []blob {
	label := make([]int32, len(w.lab))
	var out []blob
	queue := make([]int, 0, 1024)
	minSide := float64(min(w.w, w.h))
	next := int32(0)
	for _, start := range w.flattestFirst() {
		if label[start] != 0 {
			continue
		}
		next++
		seed := w.lab[start]
		label[start] = next
		queue = append(queue[:0], start)
		var sx, sy, sxx, syy, sxy float64
		touchesBorder := false
		for k := 0; k < len(queue); k++ {
			i := queue[k]
			x, y := i%w.w, i/w.w
			fx, fy := float64(x), float64(y)
			sx, sy, sxx, syy, sxy = sx+fx, sy+fy, sxx+fx*fx, syy+fy*fy, sxy+fx*fy
			if x == 0 || y == 0 || x == w.w-1 || y == w.h-1 {
				touchesBorder = true
			}
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				xx, yy := x+d[0], y+d[1]
				if xx < 0 || yy < 0 || xx >= w.w || yy >= w.h {
					continue
				}
				j := yy*w.w + xx
				if label[j] != 0 || dist(w.lab[i], w.lab[j]) > g.step || dist(seed, w.lab[j]) > g.spread {
					continue
				}
				label[j] = next
				queue = append(queue, j)
			}
		}
		n := float64(len(queue))
		if touchesBorder || n < (minSide/40)*(minSide/40) || n > (minSide/4)*(minSide/4) {
			continue
		}
		mx, my := sx/n, sy/n
		cxx, cyy, cxy := sxx/n-mx*mx, syy/n-my*my, sxy/n-mx*my
		// Eigenvalues of the covariance: a filled square of side s has
		// both s²/12; a filled region has area 12 √(λ1 λ2).
		tr, det := cxx+cyy, cxx*cyy-cxy*cxy
		disc := math.Sqrt(math.Max(0, tr*tr/4-det))
		l1, l2 := tr/2+disc, tr/2-disc
		if l2 <= 0 || l2/l1 < roundness {
			continue
		}
		fill := n / (12 * math.Sqrt(l1*l2))
		if fill < 0.85 || fill > 1.15 {
			continue
		}
		out = append(out, blob{area: n, centre: Point{mx, my}, size: math.Sqrt(n), shape: [3]float64{cxx / tr, cyy / tr, cxy / tr}})
	}
	// The lattice search grows with the cube of the number of blobs: a
	// picture of many small squares (tiles, a chequered cloth) keeps its
	// largest, as a face fills a good part of a photo.
	if len(out) > maxBlobs {
		sort.Slice(out, func(i, j int) bool { return out[i].area > out[j].area })
		out = out[:maxBlobs]
	}
	return out
}

const (
	faceOnRoundness = 0.25
	aslantRoundness = 0.1
)

// maxBlobs is how many sticker-shaped regions a pass keeps at most.
const maxBlobs = 120

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

// grid is nine lattice cells, each the index of the blob in it or -1.
type grid struct {
	cells   [9]int
	at      [9]Point // where the lattice puts each cell's middle
	matched int
	score   float64
	// fit is the score without the preference for larger lattices: how
	// well the stickers make a face, whatever its size.
	fit float64
	// irregular is how far its stickers depart from one size and shape
	// and from the lattice; pitch is the lattice's step.
	irregular, pitch float64
}

// grids finds the 3x3 lattices of blobs: any two blobs next to each other
// and a third beside one of them give a lattice (so a white sticker lost
// on a white body does not matter), each of the nine placements of the
// first blob in the 3x3 tried; at least six stickers must be found. Each
// set of stickers keeps its best lattice; the lattices are returned best
// first.
//
// A lattice is better with more stickers; then larger (a drawn 3x3
// preview of a face beside the face, as a scanning program shows it, has
// all nine, exactly square, but is much smaller than a face held up to the
// camera); then with the body's colour around cells with no sticker, and
// its stickers of one size and shape lying on it (clutter beside the face
// can make a lattice too, of odd sizes; a face's stickers under
// perspective are not all of one size and spacing, so small departures
// cost nothing); then nearer the middle.
func (w *workImage) grids(blobs []blob, shape latticeShape) []grid {
	cx, cy := float64(w.w)/2, float64(w.h)/2
	best := map[[9]int]grid{}
	for a := range blobs {
		for b := range blobs {
			if b == a || !similar(blobs[a], blobs[b]) {
				continue
			}
			u := sub(blobs[b].centre, blobs[a].centre)
			lu := norm(u)
			if lu < shape.minStep*blobs[a].size || lu > 2.2*blobs[a].size {
				continue
			}
			for d := range blobs {
				if d == a || d == b || !similar(blobs[a], blobs[d]) {
					continue
				}
				v := sub(blobs[d].centre, blobs[a].centre)
				lv := norm(v)
				if lv < lu/shape.maxAspect || lv > lu*shape.maxAspect {
					continue
				}
				// u and v about perpendicular, v clockwise of u (y down),
				// so that each lattice is tried once per handedness.
				cross := u.X*v.Y - u.Y*v.X
				if cross <= 0 || cross/(lu*lv) < math.Sin(50*math.Pi/180) {
					continue
				}
				for ia := 0; ia < 3; ia++ {
					for ja := 0; ja < 3; ja++ {
						g := fill(blobs, a, u, v, ia, ja)
						if g.matched < 6 {
							continue
						}
						var area, sizes, sizes2, off float64
						var gc Point
						m := float64(g.matched)
						for k, c := range g.cells {
							if c < 0 {
								continue
							}
							bc := blobs[c]
							area += bc.area
							sizes += bc.size
							sizes2 += bc.size * bc.size
							gc.X += bc.centre.X / m
							gc.Y += bc.centre.Y / m
							off += norm(sub(bc.centre, g.at[k])) / lu
						}
						mean := sizes / m
						spread := math.Sqrt(math.Max(0, sizes2/m-mean*mean)) / mean
						irregular := spread + off/m + shapeWeight*misshapen(blobs, &g, u, v)
						pitch := math.Sqrt(cross)
						g.irregular, g.pitch = irregular, pitch
						g.fit = m*1e6 + 1e5*w.bodyAround(&g, u, v) - irregularWeight*irregular
						g.score = g.fit + sizeWeight*math.Log2(pitch)*1e6 + area - 0.5*math.Hypot(gc.X-cx, gc.Y-cy)*mean
						if old, ok := best[g.cells]; !ok || g.score > old.score {
							best[g.cells] = g
						}
					}
				}
			}
		}
	}
	all := make([]grid, 0, len(best))
	for _, g := range best {
		all = append(all, g)
	}
	// By score, then by stickers, so that a picture gives the same answer
	// every time (the map's order is random): a camera's still frames
	// must give the same outlines.
	sort.Slice(all, func(i, j int) bool {
		if all[i].score != all[j].score {
			return all[i].score > all[j].score
		}
		return slices.Compare(all[i].cells[:], all[j].cells[:]) < 0
	})
	return all
}

// disjoint returns the grids (best first) that share no sticker with a
// better one.
func disjoint(all []grid) []grid {
	var out []grid
	used := map[int]bool{}
next:
	for _, g := range all {
		for _, c := range g.cells {
			if c >= 0 && used[c] {
				continue next
			}
		}
		for _, c := range g.cells {
			if c >= 0 {
				used[c] = true
			}
		}
		out = append(out, g)
	}
	return out
}

// misshapen is how far g's stickers are from the shape of the lattice's
// cell (each a square seen as the lattice is): the mean difference of
// their covariances, each over its trace. A lattice straddling two faces
// of a cube seen from a corner has stickers of either face, stretched
// each its own way.
func misshapen(blobs []blob, g *grid, u, v Point) float64 {
	// A parallelogram of sides u and v has covariance (u uᵀ + v vᵀ)/12.
	xx, yy, xy := u.X*u.X+v.X*v.X, u.Y*u.Y+v.Y*v.Y, u.X*u.Y+v.X*v.Y
	tr := xx + yy
	cell := [3]float64{xx / tr, yy / tr, xy / tr}
	sum := 0.0
	for _, c := range g.cells {
		if c < 0 {
			continue
		}
		s := blobs[c].shape
		// Frobenius norm of the difference (xy counts twice).
		sum += math.Sqrt(sq(s[0]-cell[0]) + sq(s[1]-cell[1]) + 2*sq(s[2]-cell[2]))
	}
	return sum / float64(g.matched)
}

func sq(x float64) float64 { return x * x }

// shapeWeight is what a lattice's stickers' misshape costs, as against
// their departure from one size and from the lattice.
const shapeWeight = 1.0

// latticeShape bounds the lattices tried: the step from a sticker to its
// neighbour, over the sticker's size (the side of a square of its area),
// at least minStep; the two steps' lengths within maxAspect of each other.
type latticeShape struct{ minStep, maxAspect float64 }

var (
	// faceOn is a face photographed at up to about 45 degrees.
	faceOn = latticeShape{minStep: 1.0, maxAspect: 1.6}
	// aslant is a face of a cube seen from a corner, which can be at 70
	// degrees: its stickers narrow one way, its lattice's step that way
	// shorter than the sticker's size.
	aslant = latticeShape{minStep: 0.6, maxAspect: 2.6}
)

// sizeWeight is how many stickers found a lattice twice the pitch of
// another is worth: far less than one, so that a lattice with more
// stickers (the face, among clutter that happens to make a large lattice
// of fewer) wins, and size decides between lattices with as many.
const sizeWeight = 0.175

// irregularWeight is what a lattice's irregularity costs (the spread of
// its stickers' sizes over their mean, plus their mean distance from
// their cells' middles over the pitch, plus their misshape), as against
// a sticker more found (1e6) and its size (sizeWeight): a face under
// perspective, or with marks drawn over it, is less regular than a drawn
// preview but much larger; a lattice at 45 degrees across a face and
// the clutter beside it is larger but much less regular.
const irregularWeight = 5e5

// bodyAround weighs the evidence that g's empty cells (stickers not found,
// such as white ones on a white body) are on the face: the gaps around an
// empty cell on the face show the body's colour, as the gaps between the
// stickers found do; around a cell beside the face they show the
// background. It returns the gaps that match less those that do not.
func (w *workImage) bodyAround(g *grid, u, v Point) float64 {
	if g.matched == 9 {
		return 0
	}
	half := func(p Point, du, dv float64) Point {
		return Point{p.X + du*u.X + dv*v.X, p.Y + du*u.Y + dv*v.Y}
	}
	// The body's colour: in the gaps between neighbouring stickers found.
	var body [][3]float32
	for k := 0; k < 9; k++ {
		if g.cells[k] < 0 {
			continue
		}
		if k%3 < 2 && g.cells[k+1] >= 0 {
			if c, ok := w.at(half(g.at[k], 0.5, 0)); ok {
				body = append(body, c)
			}
		}
		if k < 6 && g.cells[k+3] >= 0 {
			if c, ok := w.at(half(g.at[k], 0, 0.5)); ok {
				body = append(body, c)
			}
		}
	}
	if len(body) == 0 {
		return 0
	}
	score := 0.0
	for k := 0; k < 9; k++ {
		if g.cells[k] >= 0 {
			continue
		}
		for _, d := range [4][2]float64{{0.5, 0}, {-0.5, 0}, {0, 0.5}, {0, -0.5}} {
			c, ok := w.at(half(g.at[k], d[0], d[1]))
			if !ok {
				score--
				continue
			}
			near := false
			for _, b := range body {
				near = near || dist(b, c) < 12
			}
			if near {
				score++
			} else {
				score--
			}
		}
	}
	return score
}

// at returns the colour at p, and false outside the picture.
func (w *workImage) at(p Point) ([3]float32, bool) {
	x, y := int(math.Round(p.X)), int(math.Round(p.Y))
	if x < 0 || y < 0 || x >= w.w || y >= w.h {
		return [3]float32{}, false
	}
	return w.lab[y*w.w+x], true
}

// fill places blob a at cell (ia, ja) (column, row) of a lattice with
// steps u (along a row) and v (down a column), and finds the blob in each
// cell.
func fill(blobs []blob, a int, u, v Point, ia, ja int) grid {
	var g grid
	tol := 0.3 * math.Min(norm(u), norm(v))
	for k := 0; k < 9; k++ {
		g.cells[k] = -1
		di, dj := float64(k%3-ia), float64(k/3-ja)
		p := Point{blobs[a].centre.X + di*u.X + dj*v.X, blobs[a].centre.Y + di*u.Y + dj*v.Y}
		g.at[k] = p
		bestD := tol
		for c := range blobs {
			if d := norm(sub(blobs[c].centre, p)); d < bestD && similar(blobs[a], blobs[c]) {
				bestD, g.cells[k] = d, c
			}
		}
		if g.cells[k] >= 0 {
			g.matched++
		}
	}
	return g
}

func similar(a, b blob) bool { return b.area > 0.5*a.area && b.area < 2*a.area }

func sub(a, b Point) Point { return Point{a.X - b.X, a.Y - b.Y} }
func norm(a Point) float64 { return math.Hypot(a.X, a.Y) }

func dist(a, b [3]float32) float64 {
	d0, d1, d2 := float64(a[0]-b[0]), float64(a[1]-b[1]), float64(a[2]-b[2])
	return math.Sqrt(d0*d0 + d1*d1 + d2*d2)
}

// sortByFit orders grids by how well they make a face, best first (as
// they came among equals).
func sortByFit(g []grid) { sort.SliceStable(g, func(i, j int) bool { return g[i].fit > g[j].fit }) }
