package solver

import (
	"math/bits"

	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// phase1Near searches from a node near the subgroup, whose entry the near
// table holds: it gives the moves that bring the node closer and those
// that keep its distance, so only the children that can lead to a phase-1
// solution in togo moves are worked out, and no table in memory is read.
func (s *twoPhase) phase1Near(class, sym, twist, dist, n, togo int, moves uint32) bool {
	t := s.t
	slot := s.near.Find(class, class*tables.NTwist+int(t.TwistConj[twist*tables.NSym+sym]))
	closer, same := s.near.Moves(slot)
	want := nearWant(closer, same, togo-dist)
	// The masks are the class representative's; this node makes move m
	// as the representative makes SymMove[sym*18+m].
	symMove := (*[cube.NumMoves]uint8)(tables.SymMove[sym*tables.N:])
	for ; moves != 0; moves &= moves - 1 {
		m := bits.TrailingZeros32(moves)
		r := uint32(1) << symMove[m]
		if want&r == 0 {
			continue
		}
		d2 := nearDist(closer, same, r, dist)
		c2, s2 := t.FlipSliceMove(class, sym, m)
		tw2 := int(t.TwistMove[twist*tables.N+m])
		s.path[n] = cube.Move(m)
		var stop bool
		if togo-1-d2 <= 1 && d2 <= tables.NearStepDepth {
			stop = s.phase1Steps(s.near.ID(s.near.Find(c2, c2*tables.NTwist+int(t.TwistConj[tw2*tables.NSym+s2]))), s2, d2, n+1, togo-1)
		} else {
			stop = s.phase1(c2, s2, tw2, d2, n+1, togo-1)
		}
		if stop {
			return true
		}
	}
	return false
}

// phase1Steps searches from a node within tables.NearStepDepth of the
// subgroup with at most one move to spare: near entry id (the node is
// S^-1*R*S for the entry's representative R and S = sym) at distance dist,
// with togo moves left. Such a node may only take the near table's steps,
// which give the entries they lead to: the search needs no coordinates and
// reads only the step lists, which stay in the cache.
func (s *twoPhase) phase1Steps(id, sym, dist, n, togo int) bool {
	if togo == 0 {
		return s.phase2Start(n)
	}
	s.nodes++
	if s.run.stopped() {
		return true
	}
	moves := s.candidates(n, dist, togo)
	tight := togo == dist
	fromRep := &symMoveInv[sym]
	for _, st := range s.near.Steps(id) {
		if tight && !st.Closer() {
			continue
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
		if s.phase1Steps(st.To(), int(tables.SymMul[st.Sym()*tables.NSym+sym]), d2, n+1, togo-1) {
			return true
		}
	}
	return false
}

// symMoveInv[s] undoes tables.SymMove: the move m with SymMove[s*18+m] = k
// is symMoveInv[s][k].
var symMoveInv = func() (t [tables.NSym][cube.NumMoves]uint8) {
	for s := range t {
		for m := 0; m < cube.NumMoves; m++ {
			t[s][tables.SymMove[s*tables.N+m]] = uint8(m)
		}
	}
	return
}()

// nearWant returns the moves (of the class representative) that a node
// the near table holds may take with slack moves to spare: with none it
// must get closer to the subgroup, with one it may also keep its distance.
func nearWant(closer, same uint32, slack int) uint32 {
	switch slack {
	case 0:
		return closer
	case 1:
		return closer | same
	}
	return allMoves
}

// nearDist returns the distance after the representative's move bit r of a
// node at distance dist that the near table holds.
func nearDist(closer, same, r uint32, dist int) int {
	switch {
	case closer&r != 0:
		return dist - 1
	case same&r != 0:
		return dist
	}
	return dist + 1
}
