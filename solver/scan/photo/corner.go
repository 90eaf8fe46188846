package photo

import (
	"errors"
	"fmt"
	"image"
	"math"
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
	// Turned is how many quarter turns clockwise the photo was turned to
	// find the cube upright in it: 0, 2 for a photo upside down, 1 or 3
	// for one lying on its side (see FindCorner). The outlines are in
	// the photo as given all the same.
	Turned int
}

// ErrNoCorner says that no three faces meeting at a corner were found.
// A cube less than about a fifth of the photo across (cubecolor's r1
// shrunk into a frame of its size: read at 22%, not at 16%) has stickers
// too small to be found; its message says so.
var ErrNoCorner = errors.New("no cube corner found: no three 3×3 grids of stickers meeting at a corner (take the photo nearer, the cube at least a third of it across, from a little above the corner)")

// maxCornerGrids is how many of the best grids in a picture are tried as
// faces of the corner.
const maxCornerGrids = 250

// FindCorner finds a cube seen from a corner in img: the three grids of
// stickers, disjoint, each sharing an edge with the other two, all three
// meeting at one corner, that together have the most stickers on the
// most regular lattices. A picture in black and white is refused
// (ErrNoColour). A photo upside down or on its side is read turned back,
// and Turned says so.
func FindCorner(img image.Image) (Corner, error) {
	w := newWorkImage(img)
	if w.colourless() {
		return Corner{}, ErrNoColour
	}
	c, err := w.findCorner()
	if err != nil || c.Stickers >= sureStickers && tilt(c) <= maxTilt {
		return c, err
	}
	// A photo upside down shows the corner as seen from below it: the
	// grids found in it were two faces and a third placed by them, 14
	// to 17 stickers of 27 (on cubecolor's photos turned a half), or
	// none. One on its side shows it turned by a quarter, 30 degrees from
	// the third of a turn that would make it look upright: three faces
	// taken in the wrong places, 27 stickers (20-29 in doubt on reading),
	// the edge between the side faces 18-35 degrees from upright (the
	// photos as taken: 5 at most, but s6, 33, its cube lying tilted).
	// Turned back, each was found as taken, 18-27 stickers. A corner
	// found upright in the photo turned is taken where the one as given
	// leans, or has 5 stickers fewer. Where none is found as given, none
	// is looked for turned: a face seen straight on, turned, was taken
	// for one face and two seen edge on.
	b := img.Bounds()
	for _, turn := range [3]int{2, 1, 3} {
		t, err := newWorkImage(uprightImage(img, turnOrientation[turn])).findCorner()
		if err != nil || tilt(t) > maxTilt || t.Stickers < sureStickers {
			continue
		}
		if tilt(c) > maxTilt || t.Stickers >= c.Stickers+5 {
			c = t.turnedBack(turn, b)
		}
	}
	return c, nil
}

// sureStickers is how many stickers of 27 a corner found must have for
// it to be taken as it is without looking at the photo turned, and for
// one found in the photo turned to be taken; maxTilt how far, in
// degrees, the edge between the side faces may lean from upright.
const (
	sureStickers = 20
	maxTilt      = 12
)

// turnOrientation is the EXIF orientation (see uprightImage) that turns
// a photo by so many quarter turns clockwise.
var turnOrientation = [4]int{1, 6, 3, 8}

// tilt is how far, in degrees, the edge between c's side faces leans
// from upright in the picture.
func tilt(c Corner) float64 {
	d := sub(c.Left[2], c.Near)
	return math.Abs(math.Atan2(d.X, d.Y)) * 180 / math.Pi
}

// turnedBack takes a corner found in a photo turned by turn quarter turns
// clockwise back to the photo as given, whose bounds are b.
func (c Corner) turnedBack(turn int, b image.Rectangle) Corner {
	w, h := float64(b.Dx()), float64(b.Dy())
	back := func(p Point) Point {
		switch turn {
		case 1:
			p = Point{p.Y, h - p.X}
		case 2:
			p = Point{w - p.X, h - p.Y}
		case 3:
			p = Point{w - p.Y, p.X}
		}
		return Point{p.X + float64(b.Min.X), p.Y + float64(b.Min.Y)}
	}
	for _, q := range []*Quad{&c.Top, &c.Left, &c.Right} {
		for i := range q {
			q[i] = back(q[i])
		}
	}
	c.Near, c.Turned = back(c.Near), turn
	return c
}

// TurnedNote says how the photo was turned to read it, or "".
func (c Corner) TurnedNote() string {
	switch c.Turned {
	case 2:
		return "the photo is upside down: read turned back a half turn (hold the camera upright, the cube's top face at the top of the photo)"
	case 1, 3:
		return fmt.Sprintf("the photo lies on its side: read turned %s (hold the camera upright, or turn the photo upright before)",
			[4]string{1: "a quarter turn clockwise", 3: "a quarter turn anticlockwise"}[c.Turned])
	}
	return ""
}

// findCorner finds the corner in the work image: from its stickers found
// coarsely, and finely too where that finds more.
func (w *workImage) findCorner() (Corner, error) {
	blobs := w.blobs(coarse, aslantRoundness, 3)
	c, err := w.corner(blobs)
	if err != nil || c.Stickers < 27 {
		// White stickers on a white body: look again more finely.
		all := merge(blobs, w.blobs(fine, aslantRoundness, 3))
		if c2, err2 := w.corner(all); err2 == nil && (err != nil || c2.Stickers > c.Stickers) {
			c, err = c2, nil
		}
	}
	return c, err
}

// corner finds the corner from the blobs.
func (w *workImage) corner(blobs []blob) (Corner, error) {
	all := w.grids(blobs, aslant, 3)
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

// sharedEdge says whether faces a and b, side by side, share an edge: two
// neighbouring corners of each (a's i and i+1 on b's j+1 and j, both
// going clockwise), within a third of a sticker. It returns i and j.
func sharedEdge(a, b Found) (int, int, bool) {
	tol := 0.35 * min(a.Pitch[0], a.Pitch[1], b.Pitch[0], b.Pitch[1])
	for i := 0; i < 4; i++ {
		for j := 0; j < 4; j++ {
			if within(a.Quad[i], b.Quad[(j+1)%4], tol) && within(a.Quad[(i+1)%4], b.Quad[j], tol) {
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
	// Seen from above the corner, the top face's near angle is about
	// 120 degrees (110-135 in the photos of ../shared/photos/cubecolor),
	// and opens out to 180 as the camera comes down level with the top:
	// 160 is a camera about 10 degrees above it. Three "faces" nearly in
	// line there are one face seen straight on, cut in three (165-175 in
	// the robot's photos of single faces).
	if angleAt(near, c.Top[3], c.Top[1]) > maxTopAngle {
		return Corner{}, errFlat
	}
	return c, nil
}

// maxTopAngle is the widest near angle of the top face, in degrees, that a
// corner seen from above has (see arrange).
const maxTopAngle = 160

// errFlat says that three grids meet at a point but lie as one flat face.
var errFlat = fmt.Errorf("%w: the grids found lie flat, as one face seen straight on does", ErrNoCorner)

// angleAt is the angle at p between the directions to a and to b, in
// degrees.
func angleAt(p, a, b Point) float64 {
	u, v := sub(a, p), sub(b, p)
	cos := (u.X*v.X + u.Y*v.Y) / (norm(u) * norm(v))
	return math.Acos(max(-1, min(1, cos))) * 180 / math.Pi
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
