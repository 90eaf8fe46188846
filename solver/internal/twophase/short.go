package twophase

import (
	"math/bits"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
	"cubesolver/tables"
	ttables "cubesolver/tables/twophase"
)

// A cube a few moves from solved should get a solution as short as those
// moves, which the two-phase search, stopping at its first solution within
// the target, often does not give: it finds a short phase 1 and then a
// long phase 2. So the standard search also looks for a shortest solution
// outright, by IDA* on the phase-1 distances along the three axes (and
// the rule of the last move, lowerBound), on the cube or its inverse
// (shortSide), where that is cheap or likely to pay:
//
//   - before the two-phase search, up to shortDepth moves: proving there
//     is none costs next to nothing; then up to shortCheapDepth within
//     shortCheapBudget nodes, which a random cube, its bound 10 or more,
//     barely enters (one more, up to 11, would cost it 28 nodes, 40 µs,
//     a tenth of its mean at 20 moves); or as deep as the caller asks
//     (Options.ShortSearch);
//   - after it, up to one move less than its answer (at most
//     shortMaxDepth), when the cube's lower bound is at most
//     shortBoundBefore, which a random cube almost never has (a cube of 12
//     random moves does half the time), or its answer is at most
//     shortFirstAfter long, which a random cube's practically never is
//     (before it, if it is to go on improving anyway);
//   - after it too, within shortHintBudget nodes, when the phase-1
//     distances of the six directions add up to at most shortSumAfter:
//     a random cube's add up to 57 on average, and to 50 or less one
//     time in 170; those of a cube of 12 random moves, 38 times in 100
//     (20,000 cubes each).
//
// A random cube pays for the first item only (3 µs): proving that it has
// no solution of 12 moves or fewer costs about 400 nodes (0.5-0.8 ms on
// one core), more than its whole standard search. Taking the search a
// level at a time, every child of a level read together, was no faster:
// the proof reads some 8,000 table entries. The bounds of a cube within 12
// moves look much like a random cube's, so which needs that proof is not
// known cheaply, and some (one in 23 of 1-12 random moves, all of them 11
// or 12) keep their longer two-phase answer unless the caller asks for the
// short search.
const (
	shortDepth       = 6
	shortCheapDepth  = 10
	shortMaxDepth    = search.MaxShortSearch
	shortBoundBefore = 8
	shortFirstAfter  = 17
	shortSumAfter    = 50
	// shortBudget bounds the nodes of one IDA*, about 0.2 s: 80 times
	// what a cube of 12 random moves needs on average (2,500), it stops a
	// cube in phase 2's subgroup, on which the phase-1 distances say
	// little, from taking seconds (the two-phase answer then stays).
	shortBudget = 200_000
	// shortHintBudget bounds the search on the hint of shortSumAfter
	// alone, which a random cube sometimes gives: enough to find most
	// cubes' solution of 12 moves or fewer.
	shortHintBudget = 2000
	// shortCheapBudget bounds the search up to shortCheapDepth before the
	// two-phase search: a random cube needs 1.3 nodes (3 µs), a cube of 10
	// random moves 17 (the median; 174 one time in ten, 9,700 one in a
	// hundred, 500,000 one in a thousand, which keeps its two-phase answer
	// instead of taking a third of a second).
	shortCheapBudget = 2000
)

// axisNode is the cube seen along one axis: its raw phase-1 coordinates
// and its exact distance to that axis's phase-2 subgroup.
type axisNode struct {
	ttables.RawCoord
	dist int
}

// shortSearch is one IDA* of shortestWithin: the tables, the path so far and
// the nodes expanded.
type shortSearch struct {
	t      *ttables.Tables
	stop   func() bool
	budget int // nodes
	path   []cube.Move
	nodes  int
	pf     tables.Prefetch
}

// shortestWithin finds a shortest solution of at most maxDepth moves by
// IDA*, bounded below by the phase-1 distances along all three axes
// (lowerBound); dist holds those of c. It starts at from moves, the caller
// knowing there is none shorter (0 if it knows nothing). It gives up after
// budget nodes, or when stop reports true (checked now and then); complete
// says it did not, so that finding none proves there is none. nodes is how
// many nodes it expanded.
func shortestWithin(t *ttables.Tables, c cube.Cubie, dist [3]int, from, maxDepth, budget int, stop func() bool) (moves []cube.Move, found, complete bool, nodes int) {
	s := &shortSearch{t: t, stop: stop, budget: budget}
	moves, found, complete = s.run(c, dist, from, maxDepth)
	return moves, found, complete, s.nodes
}

// run is shortestWithin's search.
func (s *shortSearch) run(c cube.Cubie, dist [3]int, from, maxDepth int) (moves []cube.Move, found, complete bool) {
	lower := max(lowerBound(dist), from)
	if lower > maxDepth {
		return nil, false, true
	}
	var root [3]axisNode
	for a := range root {
		d := c.Conjugate(cube.AxisSym(a))
		root[a] = axisNode{RawCoord: ttables.RawOf(&d), dist: dist[a]}
	}
	s.path = make([]cube.Move, 0, maxDepth)
	for n := lower; n <= maxDepth && s.nodes <= s.budget; n++ {
		if s.stop() {
			return nil, false, false
		}
		if s.search(c, &root, n) {
			return s.path, true, true
		}
	}
	return nil, false, s.nodes <= s.budget
}

// lowerBound is the fewest moves a cube needs whose phase-1 distances
// along the three axes are dist: the largest of them, and, unless the cube
// is solved, one more than the least (de Bondt's rule). For a solution's
// last move turns a face of some axis (a half turn, of every axis), so one
// move before the end the cube lies in that axis's phase-2 subgroup: the
// cube's distance along that axis is at most the solution's length less
// one.
func lowerBound(dist [3]int) int {
	if dist == [3]int{} {
		return 0 // in all three subgroups: perhaps solved
	}
	return max(dist[0], dist[1], dist[2], 1+min(dist[0], dist[1], dist[2]))
}

// shortSide is the side the short search runs on: the cube, or its
// inverse (whose solutions, reversed and inverted, solve the cube),
// whichever has the higher lower bound, then the higher phase-1 distances:
// the smaller tree, as a rule. On 2,000 random cubes, proving that none
// has a solution of 12 moves or fewer took 419 nodes a cube this way,
// against 476 on the cube alone.
func shortSide(depths *[2][3]int) direction {
	key := func(d [3]int) [2]int { return [2]int{lowerBound(d), d[0] + d[1] + d[2]} }
	a, b := key(depths[0]), key(depths[1])
	return direction{invert: b[0] > a[0] || b[0] == a[0] && b[1] > a[1]}
}

// conjMove[a][m] is move m as seen along axis a.
var conjMove = func() (t [3][cube.NumMoves]int) {
	for a := range t {
		for m := cube.Move(0); m < cube.NumMoves; m++ {
			t[a][m] = int(cube.ConjugateMove(m, cube.AxisSym(a)))
		}
	}
	return
}()

// search looks for a solution of togo moves from c, whose nodes along the
// axes are ax, the moves so far in s.path.
func (s *shortSearch) search(c cube.Cubie, ax *[3]axisNode, togo int) bool {
	if togo == 0 {
		return c.IsSolved()
	}
	if s.nodes++; s.nodes > s.budget || s.nodes%4096 == 0 && s.stop() {
		s.nodes = s.budget + 1
		return false
	}
	moves := uint32(allMoves)
	if len(s.path) > 0 {
		moves = movesAfter[s.path[len(s.path)-1]/3]
	}
	// The children's entries along each axis are asked for together, and
	// read once all are asked for: they miss the cache, and so wait for
	// memory together rather than in turn. Each takes two reads, the class
	// of the child's FlipUDSlice and then its pruning entry. An axis reads
	// only the children that the axes before it left.
	var next [cube.NumMoves][3]axisNode
	var index [cube.NumMoves]int
	t, pf := s.t, &s.pf
	for a := range ax {
		for ms := moves; ms != 0; ms &= ms - 1 {
			m := bits.TrailingZeros32(ms)
			next[m][a].RawCoord = t.RawMove(ax[a].RawCoord, conjMove[a][m])
			t.PrefetchRawIndex(pf, next[m][a].RawCoord)
		}
		pf.Do()
		for ms := moves; ms != 0; ms &= ms - 1 {
			m := bits.TrailingZeros32(ms)
			index[m] = t.RawIndex(next[m][a].RawCoord)
			t.PrefetchPrune1(pf, index[m])
		}
		pf.Do()
		for ms := moves; ms != 0; ms &= ms - 1 {
			m := bits.TrailingZeros32(ms)
			next[m][a].dist = ttables.NextDepth(ax[a].dist, t.Prune1(index[m]))
			if next[m][a].dist >= togo {
				moves &^= 1 << m
			}
		}
	}
	for ; moves != 0; moves &= moves - 1 {
		m := bits.TrailingZeros32(moves)
		// The child's distances are all below togo; lowerBound may
		// still say it needs togo moves or more.
		if togo > 1 && min(next[m][0].dist, next[m][1].dist, next[m][2].dist) >= togo-1 {
			continue
		}
		s.path = append(s.path, cube.Move(m))
		if s.search(c.Move(cube.Move(m)), &next[m], togo-1) {
			return true
		}
		s.path = s.path[:len(s.path)-1]
	}
	return false
}
