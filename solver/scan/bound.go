package scan

import (
	"math"
	"math/bits"
	"slices"
)

// The forward pass of a read that needs no confidences is pruned by a
// bound: a state whose cost so far, plus the least the positions left
// could cost (each with its cheapest piece, or each piece left at its
// cheapest position), is above the cost of a real placement of each
// parity known in advance, is on the cheapest way to neither parity's
// best placement, nor to the cheapest of all. Most states are such (a
// piece in the wrong place costs its stickers' colours), so most of the
// 2^12 masks of the edges are passed over. The states on those cheapest
// ways are worked out exactly as without the bound, in the same order,
// and every state passed over would have lost each comparison it took
// part in, so the reading is the same to the last bit, ties and all.

// pruneSlack widens the bound: the states' costs so far, the bounds and
// the known placements' costs are sums of the same costs taken in other
// orders, whose rounding differs by far less than this fraction of the
// sum of the costs' magnitudes (slack). A larger slack only prunes less.
const pruneSlack = 1e-9

// lowerBound is the least the positions not yet filled can cost.
type lowerBound struct {
	// rest[i] is the least positions i..n-1 can cost together, each
	// with its cheapest piece and turn, the pieces not told apart.
	rest []float64
	// least[i][p] is the least piece p can cost at any of positions
	// i..n-1, turned any way: every piece left must go somewhere.
	least [][]float64
	// slack is pruneSlack times the sum over the positions of the
	// largest magnitude of a finite cost there (and 1).
	slack float64
}

func (s pieceSet) lowerBound(cost [][][]float64) lowerBound {
	inf := math.Inf(1)
	lb := lowerBound{rest: make([]float64, s.n+1), least: make([][]float64, s.n+1)}
	lb.least[s.n] = make([]float64, s.n)
	for p := range lb.least[s.n] {
		lb.least[s.n][p] = inf
	}
	scale := 1.0
	for i := s.n - 1; i >= 0; i-- {
		lb.least[i] = slices.Clone(lb.least[i+1])
		here, largest := inf, 0.0
		for p, byTurn := range cost[i] {
			c := slices.Min(byTurn)
			here = min(here, c)
			lb.least[i][p] = min(lb.least[i][p], c)
			for _, c := range byTurn {
				if !math.IsInf(c, 0) {
					largest = max(largest, math.Abs(c))
				}
			}
		}
		lb.rest[i] = lb.rest[i+1] + here
		scale += largest
	}
	lb.slack = pruneSlack * scale
	return lb
}

// of returns the least the positions after the pieces in mask (as many
// positions as pieces) can cost: the greater of the two bounds.
func (lb lowerBound) of(mask int) float64 {
	n := len(lb.rest) - 1
	i := bits.OnesCount(uint(mask))
	pieces := 0.0
	least := lb.least[i]
	for free := (1<<n - 1) &^ mask; free != 0; free &= free - 1 {
		pieces += least[bits.TrailingZeros(uint(free))]
	}
	return max(lb.rest[i], pieces)
}

// upperBound returns the cost of a real placement of each permutation
// parity (turns adding up to a multiple of turns), found greedily: each
// position in turn takes its cheapest piece left, the one turn that
// costs least to change makes the turns add up, and for the other parity
// the two pieces whose exchange costs least are exchanged. It is +Inf
// where it finds none (a cost of +Inf). Each cost is summed as placed
// sums it, in the order of the positions.
func (s pieceSet) upperBound(cost [][][]float64) [2]float64 {
	n, t := s.n, s.turns
	pl := placement{perm: make([]int, n), orient: make([]int, n)}
	perm, orient := pl.perm, pl.orient
	used := 0
	sum := 0
	for i := 0; i < n; i++ {
		best := math.Inf(1)
		perm[i], orient[i] = -1, 0
		for p := 0; p < n; p++ {
			if used&(1<<p) != 0 {
				continue
			}
			for o, c := range cost[i][p] {
				if c < best || perm[i] < 0 {
					best, perm[i], orient[i] = c, p, o
				}
			}
		}
		used |= 1 << perm[i]
		sum += orient[i]
	}
	// Make the turns add up: the position whose turn costs least to
	// change takes the turn that does it.
	if need := (t - sum%t) % t; need != 0 {
		fix, delta := 0, math.Inf(1)
		for i := 0; i < n; i++ {
			o := (orient[i] + need) % t
			if d := cost[i][perm[i]][o] - cost[i][perm[i]][orient[i]]; d < delta || i == 0 {
				fix, delta = i, d
			}
		}
		orient[fix] = (orient[fix] + need) % t
	}
	par := parity(perm)
	var ub [2]float64
	ub[par] = s.placed(cost, pl, par)
	// The other parity: two pieces exchanged (any exchange changes the
	// parity), turned anew so that their turns add up as before; the
	// exchange is chosen by its difference in cost, and the placement it
	// makes costed whole.
	bi, bj, boi, bo, change := -1, -1, 0, 0, math.Inf(1)
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			was := cost[i][perm[i]][orient[i]] + cost[j][perm[j]][orient[j]]
			both := orient[i] + orient[j]
			for oi := 0; oi < t; oi++ {
				oj := ((both-oi)%t + t) % t
				if d := cost[i][perm[j]][oi] + cost[j][perm[i]][oj] - was; d < change || bi < 0 {
					bi, bj, boi, bo, change = i, j, oi, oj, d
				}
			}
		}
	}
	other := placement{perm: slices.Clone(perm), orient: slices.Clone(orient)}
	other.perm[bi], other.perm[bj] = perm[bj], perm[bi]
	other.orient[bi], other.orient[bj] = boi, bo
	ub[par^1] = s.placed(cost, other, par^1)
	return ub
}

// placed returns the cost of placement pl, summed position by position as
// the forward pass sums it, or +Inf unless it is a real placement of
// permutation parity P: each piece once, the turns adding up to a
// multiple of turns (a placement without pieces is none).
func (s pieceSet) placed(cost [][][]float64, pl placement, P int) float64 {
	if len(pl.perm) != s.n || len(pl.orient) != s.n {
		return math.Inf(1)
	}
	seen, sum := 0, 0
	for i, p := range pl.perm {
		if p < 0 || p >= s.n || seen&(1<<p) != 0 || pl.orient[i] < 0 || pl.orient[i] >= s.turns {
			return math.Inf(1)
		}
		seen |= 1 << p
		sum += pl.orient[i]
	}
	if sum%s.turns != 0 || parity(pl.perm) != P {
		return math.Inf(1)
	}
	total := 0.0
	for i, p := range pl.perm {
		total += cost[i][p][pl.orient[i]]
	}
	return total
}

// parity is the parity of the permutation perm: its number of inversions,
// mod 2.
func parity(perm []int) int {
	par := 0
	for i := range perm {
		for j := i + 1; j < len(perm); j++ {
			if perm[i] > perm[j] {
				par ^= 1
			}
		}
	}
	return par
}
