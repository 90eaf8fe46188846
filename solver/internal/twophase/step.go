package twophase

import (
	ttables "cubesolver/tables/twophase"
)

// The one rule of a phase-1 step: which moves a node tries, and where its
// children's distances to the subgroup come from. A node reads the entry
// of the table that tells it most for the least memory (source), and
// kidMoves turns that entry into the moves to try. phase1 takes the steps
// one node at a time, expandFar in batches whose reads overlap, and
// phase1Steps, for nodes with at most a move to spare near the subgroup,
// walks the near table's own step lists.

// source is where a phase-1 node's children's distances come from.
type source int8

const (
	// byPrune: every move is tried, and each child reads its pruning
	// table entry.
	byPrune source = iota
	// byNear: the node's near-table entry gives the moves that bring it
	// closer and those that keep its distance.
	byNear
	// byRim: on the near table's rim with no move to spare, the rim's
	// filter gives the moves that bring it closer (and a few that do
	// not, which the near table then turns away).
	byRim
	// byOuterRim: on the outer rim with no move to spare, its filter
	// gives the moves that bring it closer (and a few that do not); the
	// children read their pruning table entries.
	byOuterRim
	// byFarRim: the same one move further out, where half the pruning
	// reads of a search to 19 or 20 moves were made.
	byFarRim
)

// sourceOf returns the source of a node at distance dist from the
// subgroup with togo moves left.
func sourceOf(dist, togo int) source {
	switch {
	case dist <= ttables.NearDepth:
		return byNear
	case dist == ttables.RimDepth && togo == ttables.RimDepth:
		return byRim
	case dist == ttables.OuterRimDepth && togo == ttables.OuterRimDepth:
		return byOuterRim
	case dist == ttables.FarRimDepth && togo == ttables.FarRimDepth:
		return byFarRim
	}
	return byPrune
}

// kidMoves returns, of moves (those the node may make), the moves to try
// from a node of class and sym (its FlipUDSlice sym-coordinate), phase-1
// index index, at distance dist with togo moves left, read from source
// src. Where known, the children's distances follow from down and level
// (see nearDist); else from their pruning table entries.
// (For byPrune, the most common far from the subgroup, the callers skip the
// call: they try every move and read the pruning table.)
func (s *twoPhase) kidMoves(src source, moves uint32, class, sym, index, dist, togo int) (take, down, level uint32, known bool) {
	switch src {
	case byNear:
		slot := s.near.Find(class, index)
		if slot < 0 {
			return 0, 0, 0, true // a child that the rim's filter let through wrongly
		}
		closer, same := s.near.Moves(slot)
		take, down, level = nearMoves(moves, closer, same, sym, togo-dist)
		return take, down, level, true
	case byRim:
		take, down, level = nearMoves(moves, s.rim.Closer(index), 0, sym, 0)
		return take, down, level, true
	case byOuterRim:
		return moves & ttables.MaskFromRep(s.outer.Closer(index), sym), 0, 0, false
	case byFarRim:
		return moves & ttables.MaskFromRep(s.farRim.Closer(index), sym), 0, 0, false
	}
	return moves, 0, 0, false
}

// nearMoves returns, of moves (a bit per move of this node), those that a
// node whose near entry has the masks closer and same (see Near.Moves) may
// take with slack moves to spare: with none it must get closer to the
// subgroup, with one it may also keep its distance. down and level are
// the moves that bring it closer and those that keep its distance.
func nearMoves(moves, closer, same uint32, sym, slack int) (take, down, level uint32) {
	// The masks are the class representative's.
	down, level = ttables.MaskFromRep(closer, sym)&moves, ttables.MaskFromRep(same, sym)&moves
	switch slack {
	case 0:
		return down, down, level
	case 1:
		return down | level, down, level
	}
	return moves, down, level
}

// nearDist returns the distance after move m of a node at distance dist,
// given the moves down and level from nearMoves.
func nearDist(down, level uint32, m, dist int) int {
	switch {
	case down&(1<<m) != 0:
		return dist - 1
	case level&(1<<m) != 0:
		return dist
	}
	return dist + 1
}
