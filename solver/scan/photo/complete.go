package photo

import "sort"

// A face of a cube seen from a corner, seen nearly edge on or of white
// stickers on a white body, may give no grid of its own: the other two
// faces place it.

// completeCorner returns the outline of the third face at the corner
// where faces a and b meet, a's corner na and b's corner nb being that
// corner: its corners are the near one, the far ends of a's and b's other
// edges from it, and a fourth where perspective puts it. It is taken only
// if at least minThird of its nine cells hold a sticker and the three
// faces lie round the corner without overlapping.
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
	// The third face lies apart from the other two, not over them: seen
	// from the corner, its middle is well away from the direction of
	// either's.
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
	f := Found{Quad: q, N: 3}
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
