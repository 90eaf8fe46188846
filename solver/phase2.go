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

// coords are the coordinates of phase 2 that phase 1 carries along: the
// corner permutation and the UD-slice sorted coordinate, which the corner
// x slice bound needs. The U/D edges are needed by few of its solutions,
// which work them out from the start (udEdges).
type coords struct{ corners, sorted uint16 }

// move returns the coordinates after move m.
func (c coords) move(t *tables.Tables, m cube.Move) coords {
	return coords{
		corners: t.CornerMove[int(c.corners)*tables.N+int(m)],
		sorted:  t.SliceSortedMove[int(c.sorted)*tables.N+int(m)],
	}
}

// leaf is a phase-1 solution waiting to be tried in phase 2: its moves,
// and the phase-2 coordinates c after the first from of them.
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
	s.replay(leaves, n)
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
	var ud, index [leafBatch]int
	for i := range leaves {
		ud[i] = s.udEdges(leaves[i].path[:n])
		index[i] = t.Prune2Index(int(leaves[i].c.corners), ud[i])
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

// replay brings the leaves' corner and UD-slice coordinates along their
// paths to n moves, all leaves a move at a time with the move-table rows
// asked for at once.
func (s *twoPhase) replay(leaves []leaf, n int) {
	t, pf := s.t, &s.prefetch
	for i := 0; ; i++ {
		more := false
		for j := range leaves {
			if l := &leaves[j]; int(l.from)+i < n {
				more = true
				t.CornerSliceRows(pf, int(l.c.corners), int(l.c.sorted))
			}
		}
		if !more {
			return
		}
		pf.Do()
		for j := range leaves {
			if l := &leaves[j]; int(l.from)+i < n {
				l.c = l.c.move(t, l.path[int(l.from)+i])
			}
		}
	}
}

// udEdges returns the phase-2 U/D-edge permutation after a phase-1
// solution: the start's edges turned at the cubie level. Only the
// solutions that pass the corner x slice bound need it (one in twenty-five
// in BenchmarkPhase1/leaves); tracking it with move tables (two more slice
// coordinates and a table from them to the U/D edges, seed section 11)
// took 1.4 MB of tables and measured no faster.
func (s *twoPhase) udEdges(path []cube.Move) int {
	c := s.cube
	for _, m := range path {
		c = c.MulEdges(cube.MoveCube[m])
	}
	return tables.UDEdges(&c)
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
