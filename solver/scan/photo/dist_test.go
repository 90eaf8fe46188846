package photo

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Comparing dist2 with sqLimit(d) says what comparing dist with d does,
// for the limits regions grow by and for any others, at the limit and
// off it; sqLimit is the largest float whose square root is at most d.
func TestSqLimit(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	limits := []float64{coarse.step, coarse.spread, fine.step, fine.spread, 0, 1e-300, math.Inf(1)}
	for range 200 {
		limits = append(limits, 20*r.Float64())
	}
	for _, d := range limits {
		s := sqLimit(d)
		if math.Sqrt(s) > d || !math.IsInf(d, 1) && math.Sqrt(math.Nextafter(s, math.Inf(1))) <= d {
			t.Errorf("sqLimit(%v) = %v: not the largest square at most %v", d, s, d)
		}
		for range 200 {
			// Colours about d apart, some exactly.
			a := [3]float32{float32(100 * r.Float64()), float32(200*r.Float64() - 100), float32(200*r.Float64() - 100)}
			b := a
			b[r.IntN(3)] += float32(d * (0.999 + 0.002*r.Float64()))
			if r.IntN(4) == 0 {
				b = a
				b[0] += float32(d)
			}
			if got, want := dist2(a, b) > s, dist(a, b) > d; got != want {
				t.Errorf("%v, %v, limit %v: dist2 says %v, dist %v", a, b, d, got, want)
			}
		}
	}
	if s := sqLimit(math.NaN()); !math.IsNaN(s) {
		t.Errorf("sqLimit(NaN) = %v", s)
	}
}

// within says what comparing norm(sub(p, q)) with d says: for points
// along the axes, at the limit and about it, and anywhere.
func TestWithin(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for range 20000 {
		p := Point{100 * r.Float64(), 100 * r.Float64()}
		q := Point{100 * r.Float64(), 100 * r.Float64()}
		d := 150 * r.Float64()
		switch r.IntN(4) {
		case 0:
			q.Y = p.Y // along an axis
			d = math.Abs(p.X - q.X)
		case 1:
			d = norm(sub(p, q)) // at the limit
		case 2:
			d = math.Nextafter(norm(sub(p, q)), math.Inf(1))
		}
		if got, want := within(p, q, d), norm(sub(p, q)) < d; got != want {
			t.Errorf("%v, %v, %v: %v, want %v", p, q, d, got, want)
		}
	}
	nan := math.NaN()
	for _, d := range []float64{nan, math.Inf(1), 0} {
		if got, want := within(Point{1, 2}, Point{nan, 3}, d), norm(sub(Point{1, 2}, Point{nan, 3})) < d; got != want {
			t.Errorf("NaN, %v: %v, want %v", d, got, want)
		}
	}
}
