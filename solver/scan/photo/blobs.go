package photo

import (
	"math"
	"sort"
)

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
// picture (a sticker of a face of side x side stickers is at most a
// quarter of the picture's side for the 3x3x3's, half for the pocket
// cube's).
//
// roundness is the least ratio of a region's spreads along its two axes
// (the eigenvalues of its pixels' covariance): faceOnRoundness for a face
// photographed at up to about 45 degrees, which keeps out long thin things
// (a ruler, the beams of a cube robot); aslantRoundness for the faces of
// a cube seen from a corner, which can be at 70 degrees.
func (w *workImage) blobs(g growth, roundness float64, side int) []blob {
	var out []blob
	minSide := float64(min(w.w, w.h))
	maxSide := minSide / 3
	if side == 2 {
		maxSide = minSide / 2
	}
	for _, r := range w.regions(g) {
		n := float64(r.n)
		if n > maxSide*maxSide {
			continue
		}
		sx, sy, sxx, syy, sxy := float64(r.sx), float64(r.sy), float64(r.sxx), float64(r.syy), float64(r.sxy)
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
