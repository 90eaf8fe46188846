package scan

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The pruned forward pass (no confidences asked) finds the same
// placements as the whole one, to the last bit and tie for tie: on random
// costs, on small whole-number costs (many ties), with and without the
// last reading's placements known, for the corners and the edges.
func TestBoundKeepsTheReading(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, set := range []pieceSet{cube3.corners, *cube3.edges} {
		for trial := 0; trial < 200; trial++ {
			ties := trial%2 == 1
			random := func() [][][]float64 {
				c := make([][][]float64, set.n)
				for i := range c {
					c[i] = make([][]float64, set.n)
					for p := range c[i] {
						c[i][p] = make([]float64, set.turns)
						for o := range c[i][p] {
							if ties {
								c[i][p][o] = float64(rng.IntN(4))
							} else {
								c[i][p][o] = rng.ExpFloat64() * 10
							}
							if p == i && o == 0 && trial%4 < 2 {
								c[i][p][o] /= 8 // mostly right, as a real read is
							}
						}
					}
				}
				return c
			}
			cost := random()
			var known [2]placement
			if trial%3 != 0 {
				known, _ = set.solve(random(), false, [2]placement{}).best()
			}
			wantParity, wantAny := set.solve(cost, true, known).best()
			gotParity, gotAny := set.solve(cost, false, known).best()
			for P := 0; P < 2; P++ {
				if !samePlacement(gotParity[P], wantParity[P]) {
					t.Fatalf("%d pieces, trial %d, parity %d: %+v, want %+v", set.n, trial, P, gotParity[P], wantParity[P])
				}
			}
			if !samePlacement(gotAny, wantAny) {
				t.Fatalf("%d pieces, trial %d, any: %+v, want %+v", set.n, trial, gotAny, wantAny)
			}
			ub := set.upperBound(cost)
			for P := 0; P < 2; P++ {
				// Up to rounding (the exchange is costed by difference),
				// which pruneSlack covers.
				if ub[P] < wantParity[P].cost-pruneSlack*(1+wantParity[P].cost) {
					t.Fatalf("%d pieces, trial %d: bound %v below the best %v", set.n, trial, ub[P], wantParity[P].cost)
				}
			}
		}
	}
}

func samePlacement(a, b placement) bool {
	return a.cost == b.cost && slices.Equal(a.perm, b.perm) && slices.Equal(a.orient, b.orient)
}
