package solver

import (
	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// leafBatch is how many phase-1 solutions phase 1 collects before trying
// them in phase 2 together (phase2Start: there are never more, which
// tryLeaves's arrays rely on) (32 and 64 measured a little faster than 16, 8
// slower).
const leafBatch = 32

// coords are the coordinates phase 2 needs: the corner permutation and
// the UD-, RL- and FB-slice sorted coordinates. Phase 1 carries only the
// corners and the UD slice along (move): the edges are needed by few of
// its solutions, which work them out from the start (replay), and a far
// node so reads two rows fewer.
type coords struct{ corners, sorted, rl, fb uint16 }

// move returns the coordinates after move m, the edges' left as they are.
func (c coords) move(t *tables.Tables, m cube.Move) coords {
	c.corners = t.CornerMove[int(c.corners)*tables.N+int(m)]
	c.sorted = t.SliceSortedMove[int(c.sorted)*tables.N+int(m)]
	return c
}

// leaf is a phase-1 solution waiting to be tried in phase 2: its moves;
// the corners and UD slice of c are those after the first from of them,
// its edges those of the start.
type leaf struct {
	c    coords
	from int8
	path [maxPath]cube.Move
}

// tryLeaves takes the phase-1 solutions of n moves collected in s.leaves
// into phase 2, where a phase 2 short enough to beat the best solution can
// exist, and empties s.leaves. Each step's reads miss the cache; every
// step is made for all the solutions together, with all their reads asked
// for at once (tables.Prefetch), so that the waits overlap. It returns
// true when the whole search must stop.
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
	// The corner x slice bound is exact and cheap: most phase-1 solutions
	// stop here, before the edges are even looked at.
	s.replay(leaves, n, false)
	for i := range leaves {
		t.CornerSliceEntry(pf, int(leaves[i].c.corners), int(leaves[i].c.sorted))
	}
	pf.Do()
	var bound [leafBatch]int8
	k := 0
	for i := range leaves {
		l := &leaves[i]
		cs := int(t.CornerSlice[int(l.c.corners)*tables.NSlicePerm+int(l.c.sorted)])
		if cs > limit {
			continue
		}
		if k != i {
			leaves[k] = *l
		}
		bound[k] = int8(cs)
		k++
	}
	leaves = leaves[:k]
	s.replay(leaves, n, true)
	for i := range leaves {
		t.Edge8Entry(pf, int(leaves[i].c.rl), int(leaves[i].c.fb))
	}
	pf.Do()
	var ud, index [leafBatch]int
	for i := range leaves {
		l := &leaves[i]
		ud[i] = int(t.Edge8[int(l.c.rl)*tables.NSlicePerm+int(l.c.fb)%tables.NSlicePerm])
		index[i] = t.Prune2Index(int(l.c.corners), ud[i])
		t.Prune2Entry(pf, index[i])
	}
	pf.Do()
	for i := range leaves {
		dist := max(int(t.Prune2.Get(index[i])), int(bound[i]))
		limit = min(s.run.bestLen()-1-n, maxPhase2)
		if dist > limit {
			continue
		}
		l := &leaves[i]
		copy(s.path2[:n], l.path[:n])
		for togo := dist; togo <= limit; togo++ {
			s.phase2Depth = togo
			if s.phase2(int(l.c.corners), ud[i], int(l.c.sorted), n, togo) {
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

// replay brings the leaves' corner and UD-slice coordinates from move
// from (or, with edges, their RL- and FB-slice coordinates from the start)
// along their paths to n moves, all leaves a move at a time with the
// move-table rows asked for at once.
func (s *twoPhase) replay(leaves []leaf, n int, edges bool) {
	t, pf := s.t, &s.prefetch
	for i := 0; ; i++ {
		more := false
		for j := range leaves {
			if l := &leaves[j]; l.first(edges)+i < n {
				more = true
				if edges {
					t.EdgeRows(pf, int(l.c.rl), int(l.c.fb))
				} else {
					t.CornerSliceRows(pf, int(l.c.corners), int(l.c.sorted))
				}
			}
		}
		if !more {
			return
		}
		pf.Do()
		for j := range leaves {
			if l := &leaves[j]; l.first(edges)+i < n {
				m := int(l.path[l.first(edges)+i])
				if edges {
					l.c.rl = t.RLSliceMove[int(l.c.rl)*tables.N+m]
					l.c.fb = t.FBSliceMove[int(l.c.fb)*tables.N+m]
				} else {
					l.c.corners = t.CornerMove[int(l.c.corners)*tables.N+m]
					l.c.sorted = t.SliceSortedMove[int(l.c.sorted)*tables.N+m]
				}
			}
		}
	}
}

// first returns the move replay starts from.
func (l *leaf) first(edges bool) int {
	if edges {
		return 0
	}
	return int(l.from)
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
