package photo

import (
	"errors"
	"fmt"
	"image"
	"math"
	"sort"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan"
)

// Corner is a cube seen from a corner: three faces, each a quadrilateral
// under perspective, meeting at the corner nearest the camera.
type Corner struct {
	// Top, Left and Right are the outlines of the face on top and the
	// faces at the front left and the front right, each with its corners
	// clockwise from the one a person reading the face upright would call
	// its top left: the top face's from its far corner (top, right, the
	// near corner, left), the left face's from its top left (top left,
	// the near corner, bottom right, bottom left), the right face's from
	// the near corner (the near corner, top right, bottom right, bottom
	// left).
	Top, Left, Right Quad
	// Near is the corner nearest the camera, where the three meet.
	Near Point
	// Stickers is how many of the 27 were found as stickers.
	Stickers int
}

// ErrNoCorner says that no three faces meeting at a corner were found.
var ErrNoCorner = errors.New("no cube corner found: no three 3×3 grids of stickers meeting at a corner")

// maxCornerGrids is how many of the best grids in a picture are tried as
// faces of the corner.
const maxCornerGrids = 250

// FindCorner finds a cube seen from a corner in img: the three grids of
// stickers, disjoint, each sharing an edge with the other two, all three
// meeting at one corner, that together have the most stickers on the
// most regular lattices.
func FindCorner(img image.Image) (Corner, error) {
	w := newWorkImage(img)
	blobs := w.blobs(coarse, aslantRoundness)
	c, err := w.corner(blobs)
	if err != nil || c.Stickers < 27 {
		// White stickers on a white body: look again more finely.
		all := merge(blobs, w.blobs(fine, aslantRoundness))
		if c2, err2 := w.corner(all); err2 == nil && (err != nil || c2.Stickers > c.Stickers) {
			c, err = c2, nil
		}
	}
	return c, err
}

// corner finds the corner from the blobs.
func (w *workImage) corner(blobs []blob) (Corner, error) {
	all := w.grids(blobs, aslant)
	if len(all) > maxCornerGrids {
		// By fit, not size: a lattice straddling two faces is larger.
		sortByFit(all)
		all = all[:maxCornerGrids]
	}
	var faces []Found
	var sets []map[int]bool
	for _, g := range all {
		f, ok := w.found(g, blobs)
		if !ok {
			continue
		}
		f.score = g.fit
		set := map[int]bool{}
		for _, c := range g.cells {
			if c >= 0 {
				set[c] = true
			}
		}
		faces = append(faces, f)
		sets = append(sets, set)
	}
	apart := func(a, b int) bool {
		for c := range sets[a] {
			if sets[b][c] {
				return false
			}
		}
		return true
	}
	var found Corner
	bestScore := math.Inf(-1)
	for a := range faces {
		for b := a + 1; b < len(faces); b++ {
			ea, eb, ok := sharedEdge(faces[a], faces[b])
			if !ok || !apart(a, b) {
				continue
			}
			for c := b + 1; c < len(faces); c++ {
				if faces[a].score+faces[b].score+faces[c].score <= bestScore || !apart(a, c) || !apart(b, c) {
					continue
				}
				ac, ca, ok1 := sharedEdge(faces[a], faces[c])
				bc, cb, ok2 := sharedEdge(faces[b], faces[c])
				if !ok1 || !ok2 {
					continue
				}
				// The three edges meet at one corner of each face.
				na, nb, nc, ok := meeting(ea, ac, eb, bc, ca, cb)
				if !ok {
					continue
				}
				p := [3]Point{faces[a].Quad[na], faces[b].Quad[nb], faces[c].Quad[nc]}
				near := Point{(p[0].X + p[1].X + p[2].X) / 3, (p[0].Y + p[1].Y + p[2].Y) / 3}
				k, err := arrange([3]Found{faces[a], faces[b], faces[c]}, near)
				if err != nil {
					continue
				}
				found, bestScore = k, faces[a].score+faces[b].score+faces[c].score
			}
		}
	}
	// A face seen nearly edge on, or of white stickers lit as brightly as
	// the background, may give no grid: two faces sharing an edge give the
	// third's outline (it has their two far edges from the near corner as
	// its own), if stickers are found where it puts them.
	for a := range faces {
		for b := a + 1; b < len(faces); b++ {
			if faces[a].score+faces[b].score <= bestScore || !apart(a, b) {
				continue
			}
			ea, eb, ok := sharedEdge(faces[a], faces[b])
			if !ok {
				continue
			}
			for _, near := range [2]int{0, 1} {
				c, ok := completeCorner(faces[a], faces[b], (ea+near)%4, (eb+1-near)%4, blobs, w)
				if !ok {
					continue
				}
				sc := faces[a].score + faces[b].score + c.score
				if sc <= bestScore {
					continue
				}
				if k, err := arrange([3]Found{faces[a], faces[b], c}, faces[a].Quad[(ea+near)%4]); err == nil {
					found, bestScore = k, sc
				}
			}
		}
	}
	if math.IsInf(bestScore, -1) {
		return Corner{}, ErrNoCorner
	}
	return found, nil
}

// completeCorner returns the outline of the third face at the corner
// where faces a and b meet, a's corner na and b's corner nb being that
// corner: its corners are the near one, the far ends of a's and b's other
// edges from it, and a fourth completing the parallelogram. It is taken
// only if at least minThird of its nine cells hold a sticker-shaped region
// and the three faces lie round the corner without overlapping.
func completeCorner(a, b Found, na, nb int, blobs []blob, w *workImage) (Found, bool) {
	// Each face's corners next to the near one: one is on the shared
	// edge, the other is the third face's.
	other := func(f Found, n int, shared Point) Point {
		p, q := f.Quad[(n+1)%4], f.Quad[(n+3)%4]
		if norm(sub(p, shared)) < norm(sub(q, shared)) {
			return q
		}
		return p
	}
	near := a.Quad[na]
	// The shared edge's far end: a's neighbour of na nearest a neighbour of nb.
	sa1, sa2 := a.Quad[(na+1)%4], a.Quad[(na+3)%4]
	sb := [2]Point{b.Quad[(nb+1)%4], b.Quad[(nb+3)%4]}
	shared := sa1
	if min(norm(sub(sa2, sb[0])), norm(sub(sa2, sb[1]))) < min(norm(sub(sa1, sb[0])), norm(sub(sa1, sb[1]))) {
		shared = sa2
	}
	pa, pb := other(a, na, shared), other(b, nb, shared)
	// Under perspective the far corner is not where a parallelogram puts
	// it: the third face's edge from pa runs as near–pb does, towards
	// where that edge and the edge of b parallel to it on the cube meet
	// (their vanishing point), and likewise from pb.
	va := meet(line(near, pa), line(shared, a.Quad[(na+2)%4]))
	vb := meet(line(near, pb), line(shared, b.Quad[(nb+2)%4]))
	far, ok := point(meet(line3(pa, vb), line3(pb, va)))
	if !ok || norm(sub(far, near)) > 3*(norm(sub(pa, near))+norm(sub(pb, near))) {
		far = Point{pa.X + pb.X - near.X, pa.Y + pb.Y - near.Y}
	}
	q := Quad{near, pa, far, pb}
	if cross(sub(pa, near), sub(pb, near)) < 0 {
		q = Quad{near, pb, far, pa}
	}
	// The third face must lie on the far side of both shared... of both
	// its edges from the other two faces: its middle and theirs on
	// opposite sides of the corner.
	mid := func(q Quad) Point {
		return Point{(q[0].X + q[1].X + q[2].X + q[3].X) / 4, (q[0].Y + q[1].Y + q[2].Y + q[3].Y) / 4}
	}
	mc, ma, mb := sub(mid(q), near), sub(mid(a.Quad), near), sub(mid(b.Quad), near)
	if dot(mc, ma) > 0.5*norm(mc)*norm(ma) || dot(mc, mb) > 0.5*norm(mc)*norm(mb) {
		return Found{}, false
	}
	h, ok := q.faceToImage()
	if !ok {
		return Found{}, false
	}
	f := Found{Quad: q}
	f.Pitch = [2]float64{norm(sub(q[1], q[0])) / 3, norm(sub(q[3], q[0])) / 3}
	tol := 0.3 * min(f.Pitch[0], f.Pitch[1]) / w.scale
	body := w.bodyColour(a, b)
	evidence := 0
	for k := 0; k < 9; k++ {
		p := h.apply(Point{float64(k%3) + 0.5, float64(k/3) + 0.5})
		f.cells[k] = p
		wp := w.toWork(p)
		found := false
		for _, bl := range blobs {
			if norm(sub(bl.centre, wp)) < tol {
				f.Stickers++
				found = true
				break
			}
		}
		// A sticker too thin, seen nearly edge on, to be found as a
		// region: its middle is of one colour, not the body's.
		if found || w.stickerLike(h, k, body) {
			evidence++
		}
	}
	if evidence < minThird {
		return Found{}, false
	}
	// Under perspective the parallelogram's fourth corner is off: fit the
	// outline again to its three known corners and the stickers found.
	src := []Point{{0, 0}, {3, 0}, {0, 3}}
	dst := []Point{q[0], q[1], q[3]}
	for k, p := range f.cells {
		wp := w.toWork(p)
		for _, bl := range blobs {
			if norm(sub(bl.centre, wp)) < tol {
				src = append(src, Point{float64(k%3) + 0.5, float64(k/3) + 0.5})
				dst = append(dst, Point{bl.centre.X*w.scale + float64(w.origin.X), bl.centre.Y*w.scale + float64(w.origin.Y)})
				break
			}
		}
	}
	if h2, ok := fitHomography(src, dst); ok {
		f.Quad[2] = h2.apply(Point{3, 3})
		for k := range f.cells {
			f.cells[k] = h2.apply(Point{float64(k%3) + 0.5, float64(k/3) + 0.5})
		}
	}
	// A sticker found counts as on a lattice, less a sticker's worth for
	// the face: found on the other faces' evidence, not its own lattice.
	f.score = float64(evidence-1) * 1e6
	return f, true
}

// minThird is how many of a third face's cells, placed by the other two,
// must hold a sticker: a sticker-shaped region, or a middle of one colour
// that is not the body's.
const minThird = 3

// toWork takes a point of the photo to the work image.
func (w *workImage) toWork(p Point) Point {
	return Point{(p.X - float64(w.origin.X)) / w.scale, (p.Y - float64(w.origin.Y)) / w.scale}
}

// bodyColour is the colour of the cube's body: the median of the gaps
// between neighbouring stickers of faces a and b.
func (w *workImage) bodyColour(a, b Found) [3]float32 {
	var ch [3][]float64
	for _, f := range []Found{a, b} {
		for k := 0; k < 9; k++ {
			for _, n := range []int{k + 1, k + 3} {
				if n > 8 || (n == k+1 && k%3 == 2) {
					continue
				}
				gap := Point{(f.cells[k].X + f.cells[n].X) / 2, (f.cells[k].Y + f.cells[n].Y) / 2}
				if c, ok := w.at(w.toWork(gap)); ok {
					for d := range ch {
						ch[d] = append(ch[d], float64(c[d]))
					}
				}
			}
		}
	}
	var out [3]float32
	for d := range ch {
		if len(ch[d]) > 0 {
			sort.Float64s(ch[d])
			out[d] = float32(ch[d][len(ch[d])/2])
		}
	}
	return out
}

// stickerLike says whether cell k of the face h maps to the picture has a
// middle of one colour (the work image's 5×5 points over its middle 40%
// within a few units of their mean) unlike the body's.
func (w *workImage) stickerLike(h homography, k int, body [3]float32) bool {
	var pts [][3]float32
	for i := 0; i < 5; i++ {
		for j := 0; j < 5; j++ {
			u := float64(k%3) + 0.5 + 0.2*(float64(j)/2-1)
			v := float64(k/3) + 0.5 + 0.2*(float64(i)/2-1)
			c, ok := w.at(w.toWork(h.apply(Point{u, v})))
			if !ok {
				return false
			}
			pts = append(pts, c)
		}
	}
	var mean [3]float32
	for _, c := range pts {
		for d := range mean {
			mean[d] += c[d] / float32(len(pts))
		}
	}
	spread := 0.0
	for _, c := range pts {
		spread += dist(c, mean) / float64(len(pts))
	}
	return spread < 5 && dist(mean, body) > 15
}

func cross(a, b Point) float64 { return a.X*b.Y - a.Y*b.X }
func dot(a, b Point) float64   { return a.X*b.X + a.Y*b.Y }

// sharedEdge says whether faces a and b, side by side, share an edge: two
// neighbouring corners of each (a's i and i+1 on b's j+1 and j, both
// going clockwise), within a third of a sticker. It returns i and j.
func sharedEdge(a, b Found) (int, int, bool) {
	tol := 0.35 * min(a.Pitch[0], a.Pitch[1], b.Pitch[0], b.Pitch[1])
	for i := 0; i < 4; i++ {
		for j := 0; j < 4; j++ {
			if norm(sub(a.Quad[i], b.Quad[(j+1)%4])) < tol && norm(sub(a.Quad[(i+1)%4], b.Quad[j])) < tol {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// meeting finds the corner where three faces' shared edges meet: given
// the edges (each as the index of its first corner in the face's quad)
// a-b, a-c, b-c seen from each face, it returns each face's corner that
// is on both its edges.
func meeting(ab, ac, ba, bc, ca, cb int) (na, nb, nc int, ok bool) {
	common := func(e1, e2 int) (int, bool) {
		for _, p := range []int{e1, (e1 + 1) % 4} {
			if p == e2 || p == (e2+1)%4 {
				return p, true
			}
		}
		return 0, false
	}
	var ok1, ok2, ok3 bool
	na, ok1 = common(ab, ac)
	nb, ok2 = common(ba, bc)
	nc, ok3 = common(ca, cb)
	return na, nb, nc, ok1 && ok2 && ok3
}

// arrange tells the three faces apart by where they lie from the near
// corner (the top face above it, the others below it to the left and the
// right) and orders each face's corners as Corner says.
func arrange(f [3]Found, near Point) (Corner, error) {
	var dir [3]Point
	top := 0
	for k := range f {
		var c Point
		for _, p := range f[k].Quad {
			c.X, c.Y = c.X+p.X/4, c.Y+p.Y/4
		}
		dir[k] = sub(c, near)
		if dir[k].Y/norm(dir[k]) < dir[top].Y/norm(dir[top]) {
			top = k
		}
	}
	left, right := (top+1)%3, (top+2)%3
	if dir[left].X > dir[right].X {
		left, right = right, left
	}
	c := Corner{Near: near}
	for k, q := range []*Quad{&c.Top, &c.Left, &c.Right} {
		face := f[[3]int{top, left, right}[k]]
		c.Stickers += face.Stickers
		// The near corner's place in the face's order: the top face's
		// third, the left face's second, the right face's first.
		at := [3]int{2, 1, 0}[k]
		n := nearest(face.Quad, near)
		for i := range q {
			q[i] = face.Quad[(n-at+i+4)%4]
		}
	}
	// A cube held upright, seen from above a corner: the edge between
	// the side faces goes down from the near corner, within 35 degrees of
	// upright; the top face's edges go up to the left and to the right.
	down := sub(c.Left[2], near)
	if down.Y <= 0 || math.Abs(down.X) > 0.7*down.Y || c.Left[0].X >= near.X || c.Right[1].X <= near.X ||
		c.Top[0].Y >= near.Y || c.Left[0].Y >= c.Left[2].Y || c.Right[1].Y >= c.Right[3].Y {
		return Corner{}, errNotUpright
	}
	return c, nil
}

// errNotUpright says that three faces meet at a corner, but not as a cube
// held upright and seen from above that corner shows them.
var errNotUpright = fmt.Errorf("%w: three faces meet, but not as a cube held upright and seen from above a corner", ErrNoCorner)

// nearest is the index of q's corner nearest p.
func nearest(q Quad, p Point) int {
	n := 0
	for i := range q {
		if norm(sub(q[i], p)) < norm(sub(q[n], p)) {
			n = i
		}
	}
	return n
}

// CornerView is one of the two views of a cube from opposite corners that
// together show all six faces.
type CornerView int

const (
	// FrontCorner is the corner of U, F and R towards the camera: U on
	// top, F at the left, R at the right (with the usual colours: white
	// on top, green at the left, red at the right).
	FrontCorner CornerView = iota
	// BackCorner is the opposite corner, of D, L and B: the cube turned
	// over, D on top, L at the left, B at the right (yellow on top,
	// orange at the left, blue at the right).
	BackCorner
)

// Faces returns the faces the view shows on top, at the left and at the
// right.
func (v CornerView) Faces() [3]cube.Face {
	if v == BackCorner {
		return [3]cube.Face{cube.D, cube.L, cube.B}
	}
	return [3]cube.Face{cube.U, cube.F, cube.R}
}

// turns is, for each face a view shows (top, left, right), how far its
// sticker 1 is round from the outline's first corner: U, F and R read as
// they are seen; D, L and B upside down or turned.
var turns = [2][3]int{FrontCorner: {0, 0, 0}, BackCorner: {3, 2, 2}}

// FaceQuads returns the outline of each face the corner shows, with its
// corners in the order of the face's stickers 1, 3, 9, 7 (as Sample wants
// them), for the faces v.Faces() names.
func (c Corner) FaceQuads(v CornerView) [3]Quad {
	var out [3]Quad
	for k, q := range [3]Quad{c.Top, c.Left, c.Right} {
		t := turns[v][k]
		for i := range out[k] {
			out[k][i] = q[(i+t)%4]
		}
	}
	return out
}

// Turn takes the colours of a corner's three faces as seen (measured for
// FrontCorner, each face read as it lies in the picture) to those of view
// v, each face's nine in its own order: SampleCorner(img, c, v) is
// v.Turn(SampleCorner(img, c, FrontCorner)).
func (v CornerView) Turn(seen [3][9]scan.RGB) [3][9]scan.RGB {
	var out [3][9]scan.RGB
	for k := range seen {
		for i := range seen[k] {
			out[k][i] = seen[k][turnedBy(i, turns[v][k])]
		}
	}
	return out
}

// turnedBy is where sticker i (0-8, reading order) of a face read from
// its outline's corner t lies when read from corner 0.
func turnedBy(i, t int) int {
	r, c := i/3, i%3
	for ; t > 0; t-- {
		// Reading from the next corner clockwise: the top row becomes
		// the right-hand column, read downwards.
		r, c = c, 2-r
	}
	return r*3 + c
}

// cornerHalf is half the side of the part of a sticker measured in a
// corner view, as a fraction of the sticker's cell.
const cornerHalf = 0.16

// SampleCorner measures the 27 stickers of the three faces of a corner
// view, each face's nine in its own order, for the faces v.Faces() names.
func SampleCorner(img image.Image, c Corner, v CornerView) ([3][9]scan.RGB, error) {
	var out [3][9]scan.RGB
	for k, q := range c.FaceQuads(v) {
		// A face seen nearly edge on has its stickers only a few pixels
		// deep, and its outline is less sure (extrapolated, or placed by
		// the other two): the middle third of each sticker, not 44%.
		s, err := sample(img, q, cornerHalf)
		if err != nil {
			return out, fmt.Errorf("face %v: %w", v.Faces()[k], err)
		}
		out[k] = s
	}
	return out, nil
}

// Points and lines of the projective plane, as homogeneous coordinates:
// two lines meet in a point, at infinity (w = 0) where they are parallel.
type vec3 [3]float64

func (a vec3) cross(b vec3) vec3 {
	return vec3{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}

// line is the line through p and q.
func line(p, q Point) vec3 { return vec3{p.X, p.Y, 1}.cross(vec3{q.X, q.Y, 1}) }

// line3 is the line through p and v (v may be at infinity).
func line3(p Point, v vec3) vec3 { return vec3{p.X, p.Y, 1}.cross(v) }

// meet is where two lines meet.
func meet(a, b vec3) vec3 { return a.cross(b) }

// point is v in the picture's coordinates, unless it is at infinity.
func point(v vec3) (Point, bool) {
	if math.Abs(v[2]) < 1e-9*(math.Abs(v[0])+math.Abs(v[1])) || v[2] == 0 {
		return Point{}, false
	}
	return Point{v[0] / v[2], v[1] / v[2]}, true
}
