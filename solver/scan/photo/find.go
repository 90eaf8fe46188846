package photo

import (
	"errors"
	"image"
	"image/color"
	"math"
	"sort"

	"cubesolver/solver/scan"
)

// workSize is the longer side, in pixels, of the copy of the photo that
// Find works on: stickers are tens of pixels across in it, and noise is
// averaged away by the scaling down.
const workSize = 320

// ErrNoFace says that no 3x3 grid of stickers was found.
var ErrNoFace = errors.New("no cube face found: no 3×3 grid of stickers in the picture (set its four corners by hand)")

// Find returns the outline of the cube face in img: the 3x3 grid of
// stickers that is largest and nearest the middle.
func Find(img image.Image) (Quad, error) {
	w := newWorkImage(img)
	blobs := w.blobs(coarse)
	g, ok := w.bestGrid(blobs)
	if !ok || g.matched < 9 {
		// A white sticker on a white body, lit alike, differs from it by
		// little more than the noise: look again with finer steps, and
		// keep both passes' stickers.
		blobs = merge(blobs, w.blobs(fine))
		if g2, ok2 := w.bestGrid(blobs); ok2 && (!ok || g2.score > g.score) {
			g, ok = g2, true
		}
	}
	if !ok {
		return Quad{}, ErrNoFace
	}
	// The face's edge is half a cell beyond the outer stickers' middles.
	var src, dst []Point
	for k, b := range g.cells {
		if b >= 0 {
			src = append(src, Point{float64(k % 3), float64(k / 3)})
			dst = append(dst, blobs[b].centre)
		}
	}
	h, ok := fitHomography(src, dst)
	if !ok {
		return Quad{}, ErrNoFace
	}
	var q Quad
	for k, c := range []Point{{-0.5, -0.5}, {2.5, -0.5}, {2.5, 2.5}, {-0.5, 2.5}} {
		p := h.apply(c)
		q[k] = Point{p.X*w.scale + float64(w.origin.X), p.Y*w.scale + float64(w.origin.Y)}
	}
	return upright(q), nil
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
// square (a square seen at up to about 60 degrees), filled, neither tiny
// nor most of the picture.
func (w *workImage) blobs(g growth) []blob {
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
		if l2 <= 0 || l2/l1 < 0.25 {
			continue
		}
		fill := n / (12 * math.Sqrt(l1*l2))
		if fill < 0.85 || fill > 1.15 {
			continue
		}
		out = append(out, blob{area: n, centre: Point{mx, my}, size: math.Sqrt(n)})
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
	sort.SliceStable(order, func(a, b int) bool { return grad[order[a]] < grad[order[b]] })
	return order
}

// grid is nine lattice cells, each the index of the blob in it or -1.
type grid struct {
	cells   [9]int
	at      [9]Point // where the lattice puts each cell's middle
	matched int
	score   float64
}

// bestGrid finds the 3x3 lattice of blobs with the most stickers, then the
// largest, nearest the middle (cx, cy). Any two blobs next to each other
// and a third beside one of them give a lattice (so a white sticker lost
// on a white body does not matter); each of the nine placements of the
// first blob in the 3x3 is tried. At least six stickers must be found.
func (w *workImage) bestGrid(blobs []blob) (grid, bool) {
	cx, cy := float64(w.w)/2, float64(w.h)/2
	best := grid{score: math.Inf(-1)}
	for a := range blobs {
		for b := range blobs {
			if b == a || !similar(blobs[a], blobs[b]) {
				continue
			}
			u := sub(blobs[b].centre, blobs[a].centre)
			lu := norm(u)
			if lu < 1.0*blobs[a].size || lu > 2.2*blobs[a].size {
				continue
			}
			for d := range blobs {
				if d == a || d == b || !similar(blobs[a], blobs[d]) {
					continue
				}
				v := sub(blobs[d].centre, blobs[a].centre)
				lv := norm(v)
				if lv < 0.6*lu || lv > 1.6*lu {
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
						// Prefer more stickers; then stickers of one size
						// lying on the lattice (clutter beside the face
						// can make a lattice too, of odd sizes); then
						// larger, then central.
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
						g.score = m*1e6 + 1e5*w.bodyAround(&g, u, v) - 1e5*(spread+off/m) + area - 0.5*math.Hypot(gc.X-cx, gc.Y-cy)*mean
						if g.score > best.score {
							best = g
						}
					}
				}
			}
		}
	}
	return best, best.matched >= 6
}

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
