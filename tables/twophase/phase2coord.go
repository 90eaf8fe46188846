package twophase

import "cubesolver/tables/coord"

// A phase-2 cube (in the subgroup <U, D, R2, F2, L2, B2>) is followed by
// three raw coordinates: its corner permutation, the permutation of its
// eight U and D edges, and the order of its four UD-slice edges (their
// SliceSorted value, below 24 in phase 2).

// UDEdgeMove returns the U/D-edge permutation after phase2Moves[k].
func (t *Tables) UDEdgeMove(udEdges, k int) int { return int(t.udEdgeMove[udEdges*NPhase2Moves+k]) }

// CornerDepth returns the exact number of phase-2 moves that solve a
// phase-2 cube's corners alone.
func (t *Tables) CornerDepth(corners int) int { return int(t.cornerDepth[corners]) }

// CornerSliceDepth returns the exact number of phase-2 moves that solve a
// phase-2 cube's corners and UD-slice edges (sorted < 24) alone.
func (t *Tables) CornerSliceDepth(corners, sorted int) int {
	return int(t.cornerSlice[corners*coord.NSlicePerm+sorted])
}
