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
// costs, on small whole-number costs (many ties), on costs of every
// magnitude and sign with some infinite, for the corners, the edges and
// the pocket cube's corners; with no placements known, with the best
// placements of other costs known, and with the best of the same costs
// known (a settled reading), as the bound's tightest case.
func TestBoundKeepsTheReading(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, set := range []pieceSet{cube3.corners, *cube3.edges, cube2.corners} {
		for trial := 0; trial < 240; trial++ {
			kind := trial % 4
			random := func() [][][]float64 {
				c := make([][][]float64, set.n)
				for i := range c {
					c[i] = make([][]float64, set.n)
					for p := range c[i] {
						c[i][p] = make([]float64, set.turns)
						for o := range c[i][p] {
							switch kind {
							case 0:
								c[i][p][o] = rng.ExpFloat64() * 10
							case 1:
								c[i][p][o] = float64(rng.IntN(4)) // ties
							case 2: // magnitudes far apart
								c[i][p][o] = rng.Float64() * math.Pow(10, float64(rng.IntN(600)-300))
								if rng.IntN(8) == 0 {
									c[i][p][o] = 1e307
								}
							case 3: // signs mixed, some impossible
								c[i][p][o] = rng.NormFloat64() * math.Pow(10, float64(rng.IntN(40)-20))
								if rng.IntN(10) == 0 {
									c[i][p][o] = math.Inf(1)
								}
							}
							if p == i && o == 0 && trial%8 < 4 {
								c[i][p][o] /= 8 // mostly right, as a real read is
							}
						}
					}
				}
				return c
			}
			cost := random()
			var known [2]placement
			switch trial % 3 {
			case 1:
				known, _ = set.solve(random(), false, [2]placement{}).best()
			case 2:
				known, _ = set.solve(cost, true, [2]placement{}).best()
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
			// The greedy bound is the cost of a real placement: never
			// below the best, summed as the forward pass sums.
			ub := set.upperBound(cost)
			for P := 0; P < 2; P++ {
				if ub[P] < wantParity[P].cost {
					t.Fatalf("%d pieces, trial %d: bound %v below the best %v", set.n, trial, ub[P], wantParity[P].cost)
				}
			}
		}
	}
}

// A known placement that is no real placement of its parity (another
// parity, turns not adding up, a piece twice, too few pieces) bounds
// nothing.
func TestPlacedRefusesNoPlacement(t *testing.T) {
	set := cube3.corners
	cost := make([][][]float64, set.n)
	for i := range cost {
		cost[i] = make([][]float64, set.n)
		for p := range cost[i] {
			cost[i][p] = []float64{1, 1, 1}
		}
	}
	solved := placement{perm: []int{0, 1, 2, 3, 4, 5, 6, 7}, orient: make([]int, 8)}
	if got := set.placed(cost, solved, 0); got != 8 {
		t.Errorf("the solved corners: %v, want 8", got)
	}
	for _, c := range []struct {
		name string
		pl   placement
		P    int
	}{
		{"other parity", solved, 1},
		{"two swapped as parity 0", placement{perm: []int{1, 0, 2, 3, 4, 5, 6, 7}, orient: make([]int, 8)}, 0},
		{"one turned", placement{perm: solved.perm, orient: []int{1, 0, 0, 0, 0, 0, 0, 0}}, 0},
		{"a piece twice", placement{perm: []int{0, 0, 2, 3, 4, 5, 6, 7}, orient: make([]int, 8)}, 0},
		{"too few", placement{perm: []int{0, 1}, orient: []int{0, 0}}, 0},
		{"none", placement{}, 0},
	} {
		if got := set.placed(cost, c.pl, c.P); !math.IsInf(got, 1) {
			t.Errorf("%s: %v, want +Inf", c.name, got)
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
