package twophase

import (
	"math/bits"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/tables"
	"cubesolver/tables/coord"
)

const (
	maxPath = run.MaxPath
	// maxPhase2 caps a phase-2 search: deeper ones cost more than trying
	// a longer phase 1 with a short phase 2. Measured best at 12 when the
	// phase-2 table was exact, as it now is for 99% of its entries
	// (Kociemba's solver uses 10).
	maxPhase2 = 12
)

// twoPhase is the search in one direction.
type twoPhase struct {
	t      *ttables.Tables
	near   *ttables.Near
	rim    *ttables.CloserFilter
	outer  *ttables.CloserFilter
	farRim *ttables.CloserFilter
	run    *run.Run
	dir    direction

	// The phase-1 coordinate of the start and its exact phase-1 distance.
	start  ttables.Phase1Coord
	depth1 int
	// least is the fewest moves a phase-1 solution of the search has:
	// depth1, or more when its first moves lead further (splitSearches).
	least int

	// starts are the cubes whose phase 2 every phase-1 solution is tried
	// in: the one searched, whose corner permutation is corners, and for
	// a premove search its twin, with the same phase 1 (see premoves).
	starts  []leafStart
	room    [2]leafStart // starts's, where a search has two
	corners uint16

	// path is phase 1's path. baseCorners is the corner permutation after
	// path[:baseN]; the leaves work theirs out from there.
	path        [maxPath]cube.Move
	baseCorners uint16
	baseN       int

	// firstMoves has bit m set if the search may start with move m.
	firstMoves uint32

	nodes, phase1Solutions int64
	phase2Depth            int

	// farStack, leaves, twins and prefetch come from buffersPool, in bufs.
	bufs     *buffers
	farStack []farNode // reused by far
	leaves   []leaf    // phase-1 solutions waiting for tryLeaves
	twins    []leaf    // tryLeaves's, for a twin
	prefetch tables.Prefetch
	kids     *farKids // expandFar's, while far runs
	// path2 is phase 2's path: a phase-1 solution and the phase-2 moves
	// after it.
	path2 [maxPath]cube.Move
}

// newDirectionSearch prepares a search in direction dir of the cube whose
// views are v that may start with the moves in firstMoves (a bit per
// move).
func newDirectionSearch(t *ttables.Tables, r *run.Run, v *views, dir direction, firstMoves uint32) *twoPhase {
	st := newLeafStart(*v.of(dir), nil)
	return newTwoPhase(t, r, dir, st, v.coords[dir.index()], firstMoves, v.depth(dir))
}

// newTwoPhase prepares a search in direction dir of the cube st, whose
// phase-1 coordinate is x and phase-1 distance depth1, that may start with
// the moves in firstMoves.
func newTwoPhase(t *ttables.Tables, r *run.Run, dir direction, st leafStart, x ttables.Phase1Coord, firstMoves uint32, depth1 int) *twoPhase {
	s := new(twoPhase)
	s.init(t, r, dir, st, x, firstMoves, depth1)
	return s
}

// init is newTwoPhase in place.
func (s *twoPhase) init(t *ttables.Tables, r *run.Run, dir direction, st leafStart, x ttables.Phase1Coord, firstMoves uint32, depth1 int) {
	*s = twoPhase{t: t, near: t.Near(), rim: t.Near().Rim(), outer: t.Near().OuterRim(), farRim: t.Near().FarRim(), run: r, dir: dir, firstMoves: firstMoves}
	s.room[0] = st
	s.starts = s.room[:1:2]
	s.corners = uint16(coord.CornerPerm(&st.cube))
	s.start = x
	s.depth1, s.least = depth1, depth1
}

// cloneInto makes c a copy of s for another goroutine, with the work of
// newTwoPhase already done.
func (s *twoPhase) cloneInto(c *twoPhase) {
	*c = *s
	c.bufs, c.farStack, c.leaves, c.twins, c.prefetch, c.kids = nil, nil, nil, nil, tables.Prefetch{}, nil
}

// cloneAll returns copies of searches as cloneInto makes them, in one
// allocation: a worker copies six searches a solve, and a premove tier's
// hundreds when it first needs them.
func cloneAll(searches []*twoPhase) []*twoPhase {
	room := make([]twoPhase, len(searches))
	out := make([]*twoPhase, len(searches))
	for i, tp := range searches {
		tp.cloneInto(&room[i])
		out[i] = &room[i]
	}
	return out
}

// searchDepth looks for phase-1 solutions of exactly n moves and tries
// each in phase 2. It returns true when the whole search must stop.
func (s *twoPhase) searchDepth(n int) bool {
	if n < s.depth1 {
		return false
	}
	s.takeBuffers()
	s.baseCorners, s.baseN = s.corners, 0
	s.leaves = s.leaves[:0]
	s.run.AddCounts(0, 0, n, s.phase2Depth) // progress shows the depth begun
	var stop bool
	if s.depth1 > recurseDepth {
		stop = s.far(n)
	} else {
		stop = s.phase1(s.start, s.depth1, 0, n)
	}
	stop = stop || s.tryLeaves(n)
	s.addCounts(n)
	return stop
}

// countEvery is how many nodes a search counts before adding them to the
// run's totals, so that progress moves during a long depth.
const countEvery = 1 << 14

// addCounts adds the counts of the search of depth n to the run's.
func (s *twoPhase) addCounts(n int) {
	s.run.AddCounts(s.nodes, s.phase1Solutions, n, s.phase2Depth)
	s.nodes, s.phase1Solutions = 0, 0
}

// movesAfter[f] has bit m set if move m may follow a turn of face f
// (cube.CanFollow); movesAfter[6] allows every move, for the first.
var movesAfter = func() (t [7]uint32) {
	for f := range t {
		for m := cube.Move(0); m < cube.NumMoves; m++ {
			if f == 6 || cube.CanFollow(cube.Move(3*f), m) {
				t[f] |= 1 << m
			}
		}
	}
	return
}()

// allMoves has a bit set for every move.
const allMoves = 1<<cube.NumMoves - 1

// phase2MoveMask has a bit set for each phase-2 move.
var phase2MoveMask = func() (mask uint32) {
	for _, m := range ttables.Phase2Moves() {
		mask |= 1 << m
	}
	return
}()

// candidates returns the moves node n may try, as a bit mask, given its
// distance dist to phase 2's subgroup and the moves togo left.
func (s *twoPhase) candidates(n, dist, togo int) uint32 {
	c := s.firstMoves
	if n > 0 {
		c = movesAfter[s.path[n-1]/3]
	}
	// Inside the subgroup with few moves left, a phase-2 move only leads
	// to phase-1 solutions that end in phase-2 moves (skipped below) or
	// that leave and re-enter the subgroup; Kociemba's solver leaves these
	// to phase 2 too.
	if dist == 0 && togo < 5 {
		c &^= phase2MoveMask
	}
	// A phase-1 solution must not end in a phase-2 move: the moves before
	// it were a phase-1 solution already, and tried.
	if togo == 1 {
		c &^= phase2MoveMask
	}
	return c
}

// phase1 searches the moves from node n (its coordinate x and the distance
// dist to phase 2's subgroup) with togo moves left, one node at a time.
func (s *twoPhase) phase1(x ttables.Phase1Coord, dist, n, togo int) bool {
	if togo == 0 {
		return s.phase2Start(n)
	}
	s.nodes++
	if s.run.Stopped() {
		return true
	}
	t := s.t
	moves := s.candidates(n, dist, togo)
	if src := sourceOf(dist, togo); src != byPrune {
		var down, level uint32
		var known bool
		moves, down, level, known = s.kidMoves(src, moves, int(x.Class), int(x.Sym), t.Phase1Index(x), dist, togo)
		if !known {
			return s.phase1Pruned(x, moves, dist, n, togo)
		}
		for ; moves != 0; moves &= moves - 1 {
			m := bits.TrailingZeros32(moves)
			if s.phase1Child(t.Phase1Move(x, m), m, nearDist(down, level, m, dist), n, togo) {
				return true
			}
		}
		return false
	}
	return s.phase1Pruned(x, moves, dist, n, togo)
}

// phase1Pruned searches moves from node n with the distances of the
// children from their pruning table entries.
func (s *twoPhase) phase1Pruned(x ttables.Phase1Coord, moves uint32, dist, n, togo int) bool {
	t := s.t
	// Work out every child's table index first and read the pruning
	// values in a separate loop: the reads miss the cache and, being
	// independent, the processor overlaps them. All children's
	// FlipUDSlice moves come from one row of the sym-move table.
	var ms [cube.NumMoves]cube.Move
	var kids [cube.NumMoves]ttables.Phase1Coord
	var index [cube.NumMoves]int
	k := 0
	for ; moves != 0; moves &= moves - 1 {
		m := bits.TrailingZeros32(moves)
		ms[k] = cube.Move(m)
		kids[k] = t.Phase1Move(x, m)
		k++
	}
	for i := 0; i < k; i++ {
		index[i] = t.Phase1Index(kids[i])
	}
	var values [cube.NumMoves]uint8
	for i := 0; i < k; i++ {
		values[i] = t.Prune1(index[i])
	}
	for i := 0; i < k; i++ {
		if d2 := ttables.NextDepth(dist, values[i]); d2 < togo && s.phase1Child(kids[i], int(ms[i]), d2, n, togo) {
			return true
		}
	}
	return false
}

// phase1Child searches below the child x2 that move m makes of node n,
// at distance d2 from the subgroup, if that is within the togo-1 moves
// left: with the near table's steps where they serve (phase1Steps).
func (s *twoPhase) phase1Child(x2 ttables.Phase1Coord, m, d2, n, togo int) bool {
	if d2 >= togo {
		return false
	}
	s.path[n] = cube.Move(m)
	if stepsFrom(d2, togo-1) {
		return s.phase1Steps(s.near.ID(s.near.Find(int(x2.Class), s.t.Phase1Index(x2))), int(x2.Sym), d2, n+1, togo-1)
	}
	return s.phase1(x2, d2, n+1, togo-1)
}

// phase2Start collects the phase-1 solution path[:n] for tryLeaves, which
// takes several together into phase 2.
func (s *twoPhase) phase2Start(n int) bool {
	l := leaf{corners: s.baseCorners, from: int8(s.baseN)}
	copy(l.path[:n], s.path[:n])
	s.leaves = append(s.leaves, l)
	return len(s.leaves) >= leafBatch && s.tryLeaves(n)
}
