package photo

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// sortedByValue orders as a comparison sort by value, then index, does:
// on gradients as a work image has them (many alike), on values of every
// sign and size, with NaN, infinities and both zeros, on values that
// differ only in their last bits, and on none.
func TestSortedByValue(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	special := []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, math.Copysign(0, -1), math.SmallestNonzeroFloat64, -math.MaxFloat64, 1, -1}
	for _, tc := range []struct {
		name string
		v    func() float64
	}{
		{"gradients", func() float64 { return math.Sqrt(float64(r.IntN(50))) }},
		{"any", func() float64 { return math.Float64frombits(r.Uint64()) }},
		{"special", func() float64 { return special[r.IntN(len(special))] }},
		{"one value", func() float64 { return 2.5 }},
		// Few upper halves of the key, with many lower ones under each
		// (and alike values), negative and positive.
		{"close values", func() float64 {
			return float64(1-2*r.IntN(2)) * math.Float64frombits(0x4010000000000000+uint64(r.IntN(3))<<32+uint64(r.IntN(300)))
		}},
	} {
		for _, n := range []int{0, 1, 2, 1000, 5000} {
			v := make([]float64, n)
			for i := range v {
				v[i] = tc.v()
			}
			want := make([]int, n)
			for i := range want {
				want[i] = i
			}
			slices.SortFunc(want, func(a, b int) int {
				if c := cmp.Compare(v[a], v[b]); c != 0 {
					return c
				}
				return cmp.Compare(a, b)
			})
			if got := sortedByValue(v); !slices.Equal(got, want) {
				t.Errorf("%s, %d values: %v, want %v", tc.name, n, got, want)
			}
		}
	}
}
