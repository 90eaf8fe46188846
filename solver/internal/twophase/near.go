package twophase

import (
	"cubesolver/solver/cube"
	ttables "cubesolver/tables/twophase"
)

// phase1Steps searches from a node within ttables.NearStepDepth of the
// subgroup with at most one move to spare: near entry id (the node is
// S^-1*R*S for the entry's representative R and S = sym) at distance dist,
// with togo moves left. Such a node may only take the near table's steps,
// which give the entries they lead to: the search needs no coordinates and
// reads only the step lists, which stay in the cache.
func (s *twoPhase) phase1Steps(id, sym, dist, n, togo int) bool {
	// The same start as phase1's, written out: a shared helper is too big
	// to inline and measured 1% slower on this, the busiest function.
	if togo == 0 {
		return s.phase2Start(n)
	}
	s.nodes++
	if s.run.Stopped() {
		return true
	}
	moves := s.candidates(n, dist, togo)
	tight := togo == dist
	fromRep := ttables.MovesFromRep(sym)
	for _, st := range s.near.Steps(id) {
		if tight && !st.Closer() {
			break // the steps closer come first
		}
		m := fromRep[st.Move()]
		if moves&(1<<m) == 0 {
			continue
		}
		d2 := dist
		if st.Closer() {
			d2--
		}
		s.path[n] = cube.Move(m)
		if s.phase1Steps(st.To(), ttables.SymMul(st.Sym(), sym), d2, n+1, togo-1) {
			return true
		}
	}
	return false
}
