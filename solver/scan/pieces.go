package scan

import (
	"math"
	"math/bits"
	"slices"

	"cubesolver/solver/cube"
)

// pieceSet is the corners or the edges: n positions, each piece showing
// turns stickers. Piece p sits at position i turned o when sticker
// stickers[i][(k+o)%turns] shows the colour faces[p][k], k = 0..turns-1 (the
// convention of cube.Cubie's CO and EO).
type pieceSet struct {
	n, turns int
	stickers [][]int
	faces    [][]cube.Face
}

// newPieceSet is the n pieces of a puzzle of perFace stickers a face whose
// position i has the stickers of(i), each piece showing turns of them.
func newPieceSet(n, turns, perFace int, of func(i int) []int) pieceSet {
	s := pieceSet{n: n, turns: turns, stickers: make([][]int, n), faces: make([][]cube.Face, n)}
	for i := 0; i < n; i++ {
		s.stickers[i] = of(i)
		// On the solved cube piece i is at position i unturned, so its
		// colours are the faces its stickers there belong to.
		for _, f := range s.stickers[i] {
			s.faces[i] = append(s.faces[i], cube.Face(f/perFace))
		}
	}
	return s
}

// placement is where each piece of a set goes: position i holds piece
// perm[i] turned orient[i]; cost is the sum of its stickers' costs.
type placement struct {
	cost         float64
	perm, orient []int
}

// costs returns cost[i][p][o], the cost of piece p at position i turned o,
// from the cost of each sticker showing each colour.
func (s pieceSet) costs(sticker [][6]float64) [][][]float64 {
	c := make([][][]float64, s.n)
	for i := range c {
		c[i] = make([][]float64, s.n)
		for p := range c[i] {
			c[i][p] = make([]float64, s.turns)
			for o := 0; o < s.turns; o++ {
				for k := 0; k < s.turns; k++ {
					c[i][p][o] += sticker[s.stickers[i][(k+o)%s.turns]][s.faces[p][k]]
				}
			}
		}
	}
	return c
}

// pieceDP finds the cheapest placements of all pieces of a set, each used
// once. It is a dynamic programme over the set of pieces placed so far
// (positions are filled in order), the sum of their turns and the parity
// of their permutation (placing piece p after the pieces in mask adds one
// inversion for each of them above p): 2^12 x 2 x 2 states for the edges.
// fwd holds the cheapest way to reach each state, bwd[P] the cheapest way
// from each state to a whole cube of permutation parity P whose turns add
// up to a multiple of turns (as on a real cube). Without bwd (a read that
// needs no confidences) fwd is exact only on the cheapest ways to the
// placements best returns (bound.go), and only best may be asked.
type pieceDP struct {
	s    pieceSet
	cost [][][]float64
	fwd  []float64
	from []int8 // p*turns+o of the piece placed last on the best way to each state
	bwd  [2][]float64
	// through[i], once asked for, is bestThrough(i).
	through []*[2][]float64
}

func (s pieceSet) idx(mask, sum, par int) int { return (mask*s.turns+sum)*2 + par }

// inversions is how many pieces in mask are above p.
func inversions(mask, p int) int { return bits.OnesCount(uint(mask) >> (p + 1)) }

// solve fills fwd, and bwd too if backward (which only the confidences
// need, and which takes twice as long). known may hold a real placement
// of each parity (the last reading's, whose cost under these costs bounds
// the search), or placements without pieces.
func (s pieceSet) solve(cost [][][]float64, backward bool, known [2]placement) *pieceDP {
	size, t := 1<<s.n, s.turns
	d := &pieceDP{s: s, cost: cost, fwd: make([]float64, size*t*2), from: make([]int8, size*t*2)}
	inf := math.Inf(1)
	for j := range d.fwd {
		d.fwd[j] = inf
	}
	d.fwd[s.idx(0, 0, 0)] = 0
	// The forward pass is most of the work of a read (the edges' 2^12
	// masks, each with up to 12 pieces to place next): written out
	// rather than through next, on each mask's states (sum, par) as one
	// slice, the free pieces taken bit by bit, and the edges' two turns
	// unrolled.
	w := t * 2 // states a mask
	// Without the confidences, the states that cannot be on the way to
	// the placements read asks for are passed over (bound.go).
	limit, bound := inf, lowerBound{}
	if !backward {
		ub := s.upperBound(cost)
		for P, pl := range known {
			ub[P] = min(ub[P], s.placed(cost, pl, P))
		}
		bound = s.lowerBound(cost)
		limit = max(ub[0], ub[1]) + bound.slack
	}
	for mask := 0; mask < size-1; mask++ {
		i := bits.OnesCount(uint(mask))
		here := d.fwd[mask*w : mask*w+w]
		if limit < inf && slices.Min(here)+bound.of(mask) > limit {
			continue
		}
		for free := (size - 1) &^ mask; free != 0; free &= free - 1 {
			p := bits.TrailingZeros(uint(free))
			flip := inversions(mask, p) & 1
			to := mask | 1<<p
			there, thereFrom := d.fwd[to*w:to*w+w], d.from[to*w:to*w+w]
			if t == 2 {
				forward2(here, there, thereFrom, cost[i][p], flip, int8(p*2))
				continue
			}
			cp := cost[i][p]
			for sum := 0; sum < t; sum++ {
				for par := 0; par < 2; par++ {
					c := here[sum*2+par]
					if c == inf {
						continue
					}
					for o := 0; o < t; o++ {
						ns := sum + o
						if ns >= t {
							ns -= t
						}
						j := ns*2 + (par ^ flip)
						if nc := c + cp[o]; nc < there[j] {
							there[j], thereFrom[j] = nc, int8(p*t+o)
						}
					}
				}
			}
		}
	}
	if backward {
		// A way from a state to a whole cube changes the parity alike
		// whichever parity it starts with, so the way to parity 1 from
		// each state is the way to parity 0 from the state of the other
		// parity: one pass, not two.
		d.bwd[0] = s.backward(cost)
		d.bwd[1] = make([]float64, len(d.bwd[0]))
		for j, c := range d.bwd[0] {
			d.bwd[1][j^1] = c
		}
	}
	return d
}

// forward2 places one piece of two turns (an edge) from a mask's states
// here into the next mask's there: state sum*2+par, the piece turned o
// costing cp[o] and moving par by flip; the way there is kept as
// from+o. It is the forward pass's inner loop with its loops unrolled,
// in the same order as the general one, so that ties are broken alike.
func forward2(here, there []float64, thereFrom []int8, cp []float64, flip int, from int8) {
	here, there, thereFrom, cp = here[:4], there[:4], thereFrom[:4], cp[:2]
	for sum := 0; sum < 2; sum++ {
		for par := 0; par < 2; par++ {
			c := here[sum*2+par]
			j0 := sum*2 + (par ^ flip) // turned 0: the sum stays
			j1 := j0 ^ 2               // turned 1: the sum changes
			if nc := c + cp[0]; nc < there[j0] {
				there[j0], thereFrom[j0] = nc, from
			}
			if nc := c + cp[1]; nc < there[j1] {
				there[j1], thereFrom[j1] = nc, from+1
			}
		}
	}
}

// backward returns, for each state, the cheapest way from it to a whole
// cube of permutation parity 0 whose turns add up to a multiple of turns.
// It is written out as the forward pass is, each free piece's inversions
// counted once for all the mask's states (through next it took a third of
// a Resolve).
func (s pieceSet) backward(cost [][][]float64) []float64 {
	size, t := 1<<s.n, s.turns
	w := t * 2
	inf := math.Inf(1)
	b := make([]float64, size*w)
	for j := range b {
		b[j] = inf
	}
	b[s.idx(size-1, 0, 0)] = 0
	for mask := size - 2; mask >= 0; mask-- {
		i := bits.OnesCount(uint(mask))
		here := b[mask*w : mask*w+w]
		for free := (size - 1) &^ mask; free != 0; free &= free - 1 {
			p := bits.TrailingZeros(uint(free))
			flip := inversions(mask, p) & 1
			to := mask | 1<<p
			there := b[to*w : to*w+w]
			cp := cost[i][p]
			if t == 2 {
				backward2(here, there, cp, flip)
				continue
			}
			for sum := 0; sum < t; sum++ {
				for par := 0; par < 2; par++ {
					best := here[sum*2+par]
					np := par ^ flip
					for o := 0; o < t; o++ {
						ns := sum + o
						if ns >= t {
							ns -= t
						}
						best = min(best, cp[o]+there[ns*2+np])
					}
					here[sum*2+par] = best
				}
			}
		}
	}
	return b
}

// backward2 is the backward pass's inner loop for a piece of two turns
// (an edge), unrolled as forward2 is, in the same order as the general
// one.
func backward2(here, there, cp []float64, flip int) {
	here, there, cp = here[:4], there[:4], cp[:2]
	for sum := 0; sum < 2; sum++ {
		for par := 0; par < 2; par++ {
			j0 := sum*2 + (par ^ flip) // turned 0: the sum stays
			here[sum*2+par] = min(here[sum*2+par], cp[0]+there[j0], cp[1]+there[j0^2])
		}
	}
}

// best returns the cheapest real placement of each permutation parity
// (turns adding up as on a real cube), and the cheapest placement of all,
// whatever its turns and parity. An impossible placement has cost +Inf.
func (d *pieceDP) best() (byParity [2]placement, any placement) {
	s, size, t := d.s, 1<<d.s.n, d.s.turns
	trace := func(sum, par int) placement {
		pl := placement{cost: d.fwd[s.idx(size-1, sum, par)]}
		if math.IsInf(pl.cost, 1) {
			return pl
		}
		pl.perm, pl.orient = make([]int, s.n), make([]int, s.n)
		mask := size - 1
		for i := s.n - 1; i >= 0; i-- {
			last := int(d.from[s.idx(mask, sum, par)])
			p, o := last/t, last%t
			pl.perm[i], pl.orient[i] = p, o
			mask ^= 1 << p
			sum = (sum - o + t) % t
			par ^= inversions(mask, p) & 1
		}
		return pl
	}
	any.cost = math.Inf(1)
	for sum := 0; sum < t; sum++ {
		for par := 0; par < 2; par++ {
			pl := trace(sum, par)
			if sum == 0 {
				byParity[par] = pl
			}
			if pl.cost < any.cost {
				any = pl
			}
		}
	}
	return byParity, any
}

// bestWithout returns, for each permutation parity, the cost of the
// cheapest real placement in which position i holds none of the options
// (piece p turned o) that skip rules out.
func (d *pieceDP) bestWithout(i int, skip func(p, o int) bool) (cost [2]float64) {
	t := d.s.turns
	through := d.bestThrough(i)
	cost = [2]float64{math.Inf(1), math.Inf(1)}
	for k := range through[0] {
		if skip(k/t, k%t) {
			continue
		}
		for P := 0; P < 2; P++ {
			cost[P] = min(cost[P], through[P][k])
		}
	}
	return cost
}

// bestThrough returns, for each permutation parity P and each option k =
// p*turns+o, the cost of the cheapest real placement in which position i
// holds piece p turned o. It is worked out once a position and kept: the
// confidences ask of each position for each of its stickers and for each
// colour a doubted one may be, and each answer is a min over these.
func (d *pieceDP) bestThrough(i int) *[2][]float64 {
	s, t := d.s, d.s.turns
	if d.bwd[0] == nil {
		panic("scan: bestThrough of a read without confidences")
	}
	if d.through == nil {
		d.through = make([]*[2][]float64, s.n)
	}
	if d.through[i] != nil {
		return d.through[i]
	}
	inf := math.Inf(1)
	through := &[2][]float64{make([]float64, s.n*t), make([]float64, s.n*t)}
	for P := range through {
		for k := range through[P] {
			through[P][k] = inf
		}
	}
	// As in the forward pass: the free pieces taken bit by bit, each
	// one's inversions counted once for all the mask's states.
	w := t * 2
	size := 1 << s.n
	cost := d.cost[i]
	for mask := 0; mask < size; mask++ {
		if bits.OnesCount(uint(mask)) != i {
			continue
		}
		here := d.fwd[mask*w : mask*w+w]
		for free := (size - 1) &^ mask; free != 0; free &= free - 1 {
			p := bits.TrailingZeros(uint(free))
			flip := inversions(mask, p) & 1
			to := mask | 1<<p
			b0, b1 := d.bwd[0][to*w:to*w+w], d.bwd[1][to*w:to*w+w]
			cp := cost[p]
			t0, t1 := through[0][p*t:p*t+t], through[1][p*t:p*t+t]
			if t == 2 {
				through2(here, b0, b1, cp, t0, t1, flip)
				continue
			}
			for sum := 0; sum < t; sum++ {
				for par := 0; par < 2; par++ {
					c := here[sum*2+par]
					if c == inf {
						continue
					}
					np := par ^ flip
					for o := 0; o < t; o++ {
						ns := sum + o
						if ns >= t {
							ns -= t
						}
						j := ns*2 + np
						t0[o] = min(t0[o], c+cp[o]+b0[j])
						t1[o] = min(t1[o], c+cp[o]+b1[j])
					}
				}
			}
		}
	}
	d.through[i] = through
	return through
}

// through2 is bestThrough's inner loop for a piece of two turns (an
// edge), unrolled as forward2 is, in the same order as the general one.
func through2(here, b0, b1, cp, t0, t1 []float64, flip int) {
	here, b0, b1, cp, t0, t1 = here[:4], b0[:4], b1[:4], cp[:2], t0[:2], t1[:2]
	for sum := 0; sum < 2; sum++ {
		for par := 0; par < 2; par++ {
			c := here[sum*2+par]
			if math.IsInf(c, 1) {
				continue // no way here (as in the general loop)
			}
			j0 := sum*2 + (par ^ flip) // turned 0: the sum stays
			c0, c1 := c+cp[0], c+cp[1]
			t0[0], t1[0] = min(t0[0], c0+b0[j0]), min(t1[0], c0+b1[j0])
			t0[1], t1[1] = min(t0[1], c1+b0[j0^2]), min(t1[1], c1+b1[j0^2])
		}
	}
}

// paint writes the stickers of a placement into f.
func (s pieceSet) paint(f []cube.Face, pl placement) {
	for i, p := range pl.perm {
		for k := 0; k < s.turns; k++ {
			f[s.stickers[i][(k+pl.orient[i])%s.turns]] = s.faces[p][k]
		}
	}
}
