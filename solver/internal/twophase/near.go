package twophase

import (
	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// phase1Steps searches from a node within tables.NearStepDepth of the
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
	fromRep := &symMoveInv[sym]
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
		if s.phase1Steps(st.To(), int(symMul[st.Sym()][sym]), d2, n+1, togo-1) {
			return true
		}
	}
	return false
}

// fromRepMask turns a mask of the class representative's moves into the
// same moves of a cube S^-1*R*S of the class (S = sym): the cube makes move
// m as the representative makes S*m*S^-1. Six bits at a time from a
// table, where a loop over the moves took 5% of the search's time.
func fromRepMask(mask uint32, sym int) uint32 {
	t := &maskFromRep[sym]
	return t[0][mask&63] | t[1][mask>>6&63] | t[2][mask>>12&63]
}

// maskFromRep[s][c][x] is the mask of this cube's moves that the
// representative's moves 6c.. 6c+5 in x are (see fromRepMask).
var maskFromRep = func() (t [tables.NSym][3][64]uint32) {
	for s := range t {
		for c := range 3 {
			for x := range 64 {
				for b := range 6 {
					if x>>b&1 != 0 {
						t[s][c][x] |= 1 << symMoveInv[s][6*c+b]
					}
				}
			}
		}
	}
	return
}()

// symMoveInv[s][k] is the move m of a cube S^-1*R*S (S = s) that its
// class representative R makes as k = S*m*S^-1: m = S^-1*k*S.
var symMoveInv = func() (t [tables.NSym][cube.NumMoves]uint8) {
	for s := range t {
		for k := cube.Move(0); k < cube.NumMoves; k++ {
			t[s][k] = uint8(cube.ConjugateMove(k, cube.Sym(s)))
		}
	}
	return
}()

// symMul[a][b] is the symmetry a*b of the 16 that keep the UD axis
// (cube.Sym.Mul in the layout phase1Steps reads).
var symMul = func() (t [tables.NSym][tables.NSym]uint8) {
	for a := range t {
		for b := range t[a] {
			t[a][b] = uint8(cube.Sym(a).Mul(cube.Sym(b)))
		}
	}
	return
}()
