package scan

import (
	"math"
	"math/bits"
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

// The edges' unrolled loops (forward2, backward2, through2) give what the
// general loops give, bit for bit: compared with those loops written out
// plainly, on random and tied costs.
func TestUnrolledEdgeLoops(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	set := *cube3.edges
	n, turns := set.n, set.turns
	for trial := 0; trial < 4; trial++ {
		cost := make([][][]float64, n)
		for i := range cost {
			cost[i] = make([][]float64, n)
			for p := range cost[i] {
				cost[i][p] = []float64{float64(rng.IntN(3)), rng.ExpFloat64()}
				if trial%2 == 1 {
					cost[i][p][1] = float64(rng.IntN(3))
				}
			}
		}
		d := set.solve(cost, true, [2]placement{})
		// The backward pass, plainly: each state the least over every
		// piece and turn of the cost to place it plus the way on.
		w := turns * 2
		b := make([]float64, (1<<n)*w)
		for j := range b {
			b[j] = math.Inf(1)
		}
		b[set.idx(1<<n-1, 0, 0)] = 0
		for mask := 1<<n - 2; mask >= 0; mask-- {
			i := bits.OnesCount(uint(mask))
			for sum := 0; sum < turns; sum++ {
				for par := 0; par < 2; par++ {
					best := math.Inf(1)
					for p := 0; p < n; p++ {
						if mask&(1<<p) != 0 {
							continue
						}
						for o := 0; o < turns; o++ {
							j := set.idx(mask|1<<p, (sum+o)%turns, par^inversions(mask, p)&1)
							best = min(best, cost[i][p][o]+b[j])
						}
					}
					b[set.idx(mask, sum, par)] = best
				}
			}
		}
		if !slices.Equal(d.bwd[0], b) {
			t.Fatalf("trial %d: the backward pass differs", trial)
		}
		for i := 0; i < n; i++ {
			got := d.bestThrough(i)
			for P := 0; P < 2; P++ {
				for p := 0; p < n; p++ {
					for o := 0; o < turns; o++ {
						want := math.Inf(1)
						for mask := 0; mask < 1<<n; mask++ {
							if bits.OnesCount(uint(mask)) != i || mask&(1<<p) != 0 {
								continue
							}
							for sum := 0; sum < turns; sum++ {
								for par := 0; par < 2; par++ {
									c := d.fwd[set.idx(mask, sum, par)]
									j := set.idx(mask|1<<p, (sum+o)%turns, par^inversions(mask, p)&1)
									want = min(want, c+cost[i][p][o]+d.bwd[P][j])
								}
							}
						}
						if k := p*turns + o; got[P][k] != want {
							t.Fatalf("trial %d: through position %d, piece %d turned %d, parity %d: %v, want %v", trial, i, p, o, P, got[P][k], want)
						}
					}
				}
			}
		}
	}
}
