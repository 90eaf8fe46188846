package twophase

import (
	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
)

// nMoves is the number of face turns, the width of every move table.
const nMoves = coord.NMoves

// allMoves lists the 18 face turns in order.
var allMoves = coord.AllMoves

// phase2Moves are the ten turns that keep a cube in phase 2's subgroup
// <U, D, R2, L2, F2, B2>.
var phase2Moves = [NPhase2Moves]cube.Move{0, 1, 2, 4, 7, 9, 10, 11, 13, 16}

// Phase2Moves returns the ten turns that keep a cube in phase 2's
// subgroup, in the order of UDEdgeMove's k.
func Phase2Moves() [NPhase2Moves]cube.Move { return phase2Moves }

// NPhase2Moves is the number of phase-2 moves.
const NPhase2Moves = 10

// IsPhase2Move reports whether m is one of the phase-2 moves.
func IsPhase2Move(m cube.Move) bool {
	f := m.Face()
	return f == cube.U || f == cube.D || m.Quarters() == 2
}

func sliceSortedSetter(set coord.EdgeSet) (func(*cube.Cubie, int), func(*cube.Cubie) int) {
	return func(c *cube.Cubie, x int) { coord.SetSliceSorted(c, set, x) },
		func(c *cube.Cubie) int { return coord.SliceSorted(c, set) }
}
