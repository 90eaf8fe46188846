package photo

import "math"

// Point is a position in an image, in pixels (fractions allowed).
type Point struct{ X, Y float64 }

// Quad is a face's outline in an image: its corners clockwise from the
// top left (top left, top right, bottom right, bottom left), the face's
// stickers 1 2 3 along the top edge.
type Quad [4]Point

// homography maps the plane to the plane projectively: (x, y) goes to
// ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w), w = h6 x + h7 y + 1.
type homography [8]float64

func (h homography) apply(p Point) Point {
	w := h[6]*p.X + h[7]*p.Y + 1
	return Point{(h[0]*p.X + h[1]*p.Y + h[2]) / w, (h[3]*p.X + h[4]*p.Y + h[5]) / w}
}

// fitHomography returns the homography that takes each src point nearest to
// its dst point (least squares on the linearised equations); four points
// in general position give an exact fit. ok is false for degenerate input.
func fitHomography(src, dst []Point) (h homography, ok bool) {
	var a [8][9]float64 // normal equations, augmented
	row := func(c [8]float64, rhs float64) {
		for i := 0; i < 8; i++ {
			for j := 0; j < 8; j++ {
				a[i][j] += c[i] * c[j]
			}
			a[i][8] += c[i] * rhs
		}
	}
	for k := range src {
		x, y, u, v := src[k].X, src[k].Y, dst[k].X, dst[k].Y
		row([8]float64{x, y, 1, 0, 0, 0, -u * x, -u * y}, u)
		row([8]float64{0, 0, 0, x, y, 1, -v * x, -v * y}, v)
	}
	// Gaussian elimination with partial pivoting.
	for c := 0; c < 8; c++ {
		p := c
		for r := c + 1; r < 8; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if math.Abs(a[p][c]) < 1e-12 {
			return h, false
		}
		a[c], a[p] = a[p], a[c]
		for r := 0; r < 8; r++ {
			if r == c {
				continue
			}
			f := a[r][c] / a[c][c]
			for j := c; j < 9; j++ {
				a[r][j] -= f * a[c][j]
			}
		}
	}
	for i := 0; i < 8; i++ {
		h[i] = a[i][8] / a[i][i]
	}
	return h, true
}

// faceToImage maps face coordinates (0,0) top left to (3,3) bottom right,
// sticker (row, col) spanning [col, col+1] x [row, row+1], onto q.
func (q Quad) faceToImage() (homography, bool) { return q.faceToImageN(3) }

// faceToImageN is faceToImage for a face of n x n stickers: (0,0) to (n,n).
func (q Quad) faceToImageN(n int) (homography, bool) {
	e := float64(n)
	return fitHomography([]Point{{0, 0}, {e, 0}, {e, e}, {0, e}}, q[:])
}

func cross(a, b Point) float64 { return a.X*b.Y - a.Y*b.X }
func dot(a, b Point) float64   { return a.X*b.X + a.Y*b.Y }

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
