package twophase

import (
	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	ttables "cubesolver/tables/twophase"
)

// leafBatch is how many phase-1 solutions phase 1 collects before trying
// them in phase 2 together (phase2Start: there are never more, which
// tryLeaves's arrays rely on). 64 measured 0.98 of the time of 32 in
// BenchmarkPhase1/leaves, 128 no faster; 32 was faster than 16, 8 slower.
const leafBatch = 64

// leaf is a phase-1 solution waiting to be tried in phase 2: its moves,
// and the corner permutation after the first from of them. Phase 1 carries
// only that coordinate of phase 2, which the solutions' first cut-off
// needs; the few that pass it work out their edges from the start
// (leafStart.sliceOrder, leafStart.udEdges).
type leaf struct {
	corners uint16
	from    int8
	path    [maxPath]cube.Move
}

// tryLeaves takes the phase-1 solutions of n moves collected in s.leaves
// into phase 2, from each of the search's starts, and empties s.leaves.
// It returns true when the whole search must stop.
func (s *twoPhase) tryLeaves(n int) bool {
	leaves := s.leaves
	s.leaves = s.leaves[:0]
	if len(leaves) == 0 {
		return false
	}
	s.phase1Solutions += int64(len(leaves))
	if longest(s.run)-n-len(s.starts[0].pre) < 0 {
		return false
	}
	s.replay(leaves, n)
	// tryFrom keeps in place the leaves that pass its bounds, so a twin
	// gets its copy first: the searched cube after a half turn made
	// before it, with the same phase-1 coordinates and its corners
	// relabelled.
	var from [2][]leaf // a search has the cube searched and at most one twin
	for i := range s.starts {
		from[i] = leaves
		if st := &s.starts[i]; st.twin {
			s.twins = append(s.twins[:0], leaves...)
			for k := range s.twins {
				s.twins[k].corners = uint16(s.t.HalfBefore(st.half, int(s.twins[k].corners)))
			}
			from[i] = s.twins
		}
	}
	for i := range s.starts {
		if s.tryFrom(&s.starts[i], from[i], n) {
			return true
		}
	}
	return false
}

// tryFrom takes phase-1 solutions of n moves from the cube st, their
// corners replayed, into phase 2, where a phase 2 short enough to beat the
// best solution can exist. Each step's reads miss the cache; every step is
// made for all the solutions together, with all their reads asked for at
// once (tables.Prefetch), so that the waits overlap. It returns true when
// the whole search must stop.
func (s *twoPhase) tryFrom(st *leafStart, leaves []leaf, n int) bool {
	limit := min(longest(s.run)-n-len(st.pre), maxPhase2)
	if limit < 0 {
		return false
	}
	t, pf := s.t, &s.prefetch
	// The corners' own phase-2 depth is exact, and its table small: most
	// phase-1 solutions stop here, before the edges are even looked at.
	k := 0
	for i := range leaves {
		if t.CornerDepth(int(leaves[i].corners)) > limit {
			continue
		}
		if k != i {
			leaves[k] = leaves[i]
		}
		k++
	}
	leaves = leaves[:k]
	// Then the corner x slice bound, and the phase-2 table.
	var sorted, ud [leafBatch]int
	for i := range leaves {
		sorted[i] = st.sliceOrder(leaves[i].path[:n])
		t.PrefetchCornerSlice(pf, int(leaves[i].corners), sorted[i])
	}
	pf.Do()
	var bound [leafBatch]int8
	var index [leafBatch]int
	k = 0
	for i := range leaves {
		l := &leaves[i]
		cs := t.CornerSliceDepth(int(l.corners), sorted[i])
		if cs > limit {
			continue
		}
		if k != i {
			leaves[k], sorted[k] = *l, sorted[i]
		}
		bound[k] = int8(cs)
		ud[k] = st.udEdges(l.path[:n])
		t.PrefetchPrune2Index(pf, int(l.corners), ud[k])
		k++
	}
	leaves = leaves[:k]
	pf.Do()
	// The phase-2 index goes through a 1.3 MB table (asked for above), its
	// entry through a 42 MB one.
	for i := range leaves {
		index[i] = t.Prune2Index(int(leaves[i].corners), ud[i])
		t.PrefetchPrune2(pf, index[i])
	}
	pf.Do()
	for i := range leaves {
		dist := max(t.Prune2Depth(index[i], int(leaves[i].corners), ud[i]), int(bound[i]))
		limit = min(longest(s.run)-n-len(st.pre), maxPhase2)
		if dist > limit {
			continue
		}
		l := &leaves[i]
		copy(s.path2[:n], l.path[:n])
		for togo := dist; togo <= limit; togo++ {
			s.phase2Depth = togo
			if s.phase2(int(l.corners), ud[i], sorted[i], n, togo) {
				found(s.run, s.dir, append(s.path2[:n+togo:n+togo], st.pre...), n, togo, len(st.pre))
				break
			}
			if s.run.Stopped() {
				return true
			}
		}
		if s.run.Stopped() {
			return true
		}
	}
	return false
}

// replay brings the leaves' corner permutations along their paths to n
// moves, all leaves a move at a time with the move-table rows asked for at
// once.
func (s *twoPhase) replay(leaves []leaf, n int) {
	t, pf := s.t, &s.prefetch
	for i := 0; ; i++ {
		more := false
		for j := range leaves {
			if l := &leaves[j]; int(l.from)+i < n {
				more = true
				t.PrefetchCornerRow(pf, int(l.corners))
			}
		}
		if !more {
			return
		}
		pf.Do()
		for j := range leaves {
			if l := &leaves[j]; int(l.from)+i < n {
				l.corners = uint16(t.CornerMove(int(l.corners), int(l.path[int(l.from)+i])))
			}
		}
	}
}

// edgeComesFrom[m][p] is the position whose edge move m brings to
// position p, and edgeGoesTo[m][p] the position it takes the edge at p to.
var edgeComesFrom, edgeGoesTo = func() (from, to [cube.NumMoves][12]int8) {
	for m := range from {
		from[m] = cube.Move(m).Cubie().EP
		for i, f := range from[m] {
			to[m][f] = int8(i)
		}
	}
	return
}()

// phase2 searches phase-2 moves from node n of path2 with togo moves left.
// A node's children that pass the corner x slice bound read the phase-2
// table through two tables too big for the cache; they ask for their
// entries together, a table at a time, so that the reads overlap, and
// are then tried in move order.
func (s *twoPhase) phase2(corners, ud, sorted, n, togo int) bool {
	if togo == 0 {
		return corners == 0 && ud == 0 && sorted == 0
	}
	t, pf := s.t, &s.prefetch
	s.nodes++
	var kids [ttables.NPhase2Moves]struct {
		move                       cube.Move
		corners, ud, sorted, index int
	}
	k := 0
	for j, m := range ttables.Phase2Moves() {
		if n > 0 && !cube.CanFollow(s.path2[n-1], m) {
			continue
		}
		c2 := t.CornerMove(corners, int(m))
		s2 := t.SortedMove(sorted, int(m))
		if t.CornerSliceDepth(c2, s2) >= togo {
			continue
		}
		u2 := t.UDEdgeMove(ud, j)
		t.PrefetchPrune2Index(pf, c2, u2)
		kids[k].move, kids[k].corners, kids[k].ud, kids[k].sorted = m, c2, u2, s2
		k++
	}
	pf.Do()
	for i := range k {
		kids[i].index = t.Prune2Index(kids[i].corners, kids[i].ud)
		t.PrefetchPrune2(pf, kids[i].index)
	}
	pf.Do()
	for i := range k {
		x := &kids[i]
		if t.Prune2Depth(x.index, x.corners, x.ud) >= togo {
			continue
		}
		s.path2[n] = x.move
		if s.phase2(x.corners, x.ud, x.sorted, n+1, togo-1) {
			return true
		}
	}
	return false
}

// longest is the longest solution worth finding in r now: shorter than the
// best so far, and no longer than the target, or 20 moves for a target
// below that (every cube has a solution of 20, which the search nearly
// always finds fast: an answer to fall back on if a short target takes
// too long); and, if none is found within fallbackNodes, of any length,
// so that a cube whose solutions of 20 moves are hard to find still gets
// an answer. Longer first answers cost the search to 20 moves a deep
// phase 2 for each, and improving on them after: without this bound
// (first answers of 21 moves on average), bench -n 1000 took 10-28%
// longer at the median.
func longest(r *run.Run) int {
	best := r.BestLen() - 1
	if limit := max(r.Target(), 20); best > limit {
		if nodes, _ := r.Counts(); nodes <= fallbackNodes {
			return limit
		}
	}
	return best
}

// fallbackNodes is seven times the most nodes any of the 1000 cubes of
// bench -n 1000 took to 20 moves (144k).
const fallbackNodes = 1_000_000
