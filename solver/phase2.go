package solver

import (
	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// leafBatch is how many phase-1 solutions phase 1 collects before trying
// them in phase 2 together.
const leafBatch = 16

// leaf is a phase-1 solution waiting to be tried in phase 2: the
// coordinates phase 2 needs (corner permutation, UD-, RL-, FB-slice
// sorted) and the moves.
type leaf struct {
	corners        int32
	sorted, rl, fb int16
	path           [maxPath]cube.Move
}

// tryLeaves takes the phase-1 solutions of n moves collected in s.leaves
// into phase 2, where a phase 2 short enough to beat the best solution can
// exist, and empties s.leaves. Each check's reads miss the cache; the
// checks are made for all the solutions together, with all their reads
// asked for at once (tables.Prefetch), so that the waits overlap. It
// returns true when the whole search must stop.
func (s *twoPhase) tryLeaves(n int) bool {
	leaves := s.leaves
	s.leaves = s.leaves[:0]
	if len(leaves) == 0 {
		return false
	}
	s.phase1Solutions += int64(len(leaves))
	limit := min(s.run.bestLen()-1-n, maxPhase2)
	if limit < 0 {
		return false
	}
	t, pf := s.t, &s.prefetch
	for i := range leaves {
		t.CornerSliceEntry(pf, int(leaves[i].corners), int(leaves[i].sorted))
	}
	pf.Do()
	// The corner x slice bound is exact and cheap: most phase-1 solutions
	// stop here, before the edges are even looked at.
	var bound [leafBatch]int8
	k := 0
	for i := range leaves {
		l := &leaves[i]
		cs := int(t.CornerSlice[int(l.corners)*tables.NSlicePerm+int(l.sorted)])
		if cs > limit {
			continue
		}
		if k != i {
			leaves[k] = *l
		}
		bound[k] = int8(cs)
		t.Edge8Entry(pf, int(l.rl), int(l.fb))
		k++
	}
	pf.Do()
	var ud, index [leafBatch]int
	for i := 0; i < k; i++ {
		l := &leaves[i]
		ud[i] = int(t.Edge8[int(l.rl)*tables.NSlicePerm+int(l.fb)%tables.NSlicePerm])
		index[i] = t.Prune2Index(int(l.corners), ud[i])
		t.Prune2Entry(pf, index[i])
	}
	pf.Do()
	for i := 0; i < k; i++ {
		dist := max(int(t.Prune2.Get(index[i])), int(bound[i]))
		limit = min(s.run.bestLen()-1-n, maxPhase2)
		if dist > limit {
			continue
		}
		l := &leaves[i]
		copy(s.path2[:n], l.path[:n])
		for togo := dist; togo <= limit; togo++ {
			s.phase2Depth = togo
			if s.phase2(int(l.corners), ud[i], int(l.sorted), n, togo) {
				s.run.found(s.dir, s.path2[:n+togo], n, togo)
				break
			}
			if s.run.stopped() {
				return true
			}
		}
		if s.run.stopped() {
			return true
		}
	}
	return false
}

// phase2 searches phase-2 moves from node n of path2 with togo moves left.
func (s *twoPhase) phase2(corners, ud, sorted, n, togo int) bool {
	if togo == 0 {
		return corners == 0 && ud == 0 && sorted == 0
	}
	t := s.t
	s.nodes++
	for k, m := range tables.Phase2Moves {
		if n > 0 && !allowedAfter(s.path2[n-1], m) {
			continue
		}
		c2 := int(t.CornerMove[corners*tables.N+int(m)])
		s2 := int(t.SliceSortedMove[sorted*tables.N+int(m)])
		if int(t.CornerSlice[c2*tables.NSlicePerm+s2]) >= togo {
			continue
		}
		u2 := int(t.UDEdgeMove[ud*tables.NPhase2Moves+k])
		if t.Phase2Depth(c2, u2) >= togo {
			continue
		}
		s.path2[n] = m
		if s.phase2(c2, u2, s2, n+1, togo-1) {
			return true
		}
	}
	return false
}
