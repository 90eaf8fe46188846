package twophase

import (
	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
)

// Phase1Coord is a cube's phase-1 coordinate as the two-phase search
// follows it: FlipUDSlice as a sym-coordinate (Class, and the symmetry Sym
// that takes the cube to its class's representative) and the raw Twist.
// Its pruning-table entry is Phase1Index's.
type Phase1Coord struct{ Class, Sym, Twist int32 }

// Phase1Of returns c's phase-1 coordinate.
func (t *Tables) Phase1Of(c *cube.Cubie) Phase1Coord {
	class, sym := t.flipSliceClass(coord.SliceSorted(c, coord.UDSliceEdges)/24<<11 | coord.Flip(c))
	return Phase1Coord{Class: int32(class), Sym: int32(sym), Twist: int32(coord.Twist(c))}
}

// Phase1Move returns the phase-1 coordinate after move m.
//
// It is moveFlipSlice and a twist move written out, so that the compiler
// inlines it into the searches' loops.
func (t *Tables) Phase1Move(x Phase1Coord, m int) Phase1Coord {
	v := bits20(t.flipSliceMoves[x.Class*flipSliceRowBytes:], int(symMove[int(x.Sym)*nMoves+m]))
	x.Class, x.Sym, x.Twist = int32(v&0xffff), int32(symMul[v>>16*NSym+uint64(x.Sym)]), int32(t.twistMove[int(x.Twist)*nMoves+m])
	return x
}

// Phase1Index returns x's entry in the phase-1 pruning table (and in the
// near table and its rims): its class's row, and the twist seen from the
// class representative.
func (t *Tables) Phase1Index(x Phase1Coord) int {
	return t.phase1Index(int(x.Class), int(x.Sym), int(x.Twist))
}

func (t *Tables) phase1Index(class, sym, twist int) int {
	return class*coord.NTwist + int(t.twistConj[twist*NSym+sym])
}

// Prune1 returns the phase-1 pruning table's entry i: the distance to phase
// 2's subgroup mod 3 (NextDepth turns it into the distance).
func (t *Tables) Prune1(i int) uint8 { return t.prune1.Get(i) }

// RawCoord is a cube's phase-1 coordinates without symmetry reduction: the
// edge flip, the corner twist, and the places and order of the four
// UD-slice edges (SliceSorted, 0..11879). The optimal search follows the
// cube along each axis so, and so does the standard search's short search.
type RawCoord struct{ Flip, Twist, Sorted uint16 }

// RawOf returns c's raw phase-1 coordinates.
func RawOf(c *cube.Cubie) RawCoord {
	return RawCoord{Flip: uint16(coord.Flip(c)), Twist: uint16(coord.Twist(c)), Sorted: uint16(coord.SliceSorted(c, coord.UDSliceEdges))}
}

// RawMove returns the raw coordinates after move m.
func (t *Tables) RawMove(x RawCoord, m int) RawCoord {
	return RawCoord{Flip: t.flipMove[int(x.Flip)*nMoves+m],
		Twist:  t.twistMove[int(x.Twist)*nMoves+m],
		Sorted: t.sortedMove[int(x.Sorted)*nMoves+m]}
}

// RawIndex returns x's entry in the phase-1 pruning table.
func (t *Tables) RawIndex(x RawCoord) int {
	return t.prune1Index(int(x.Flip), int(x.Sorted)/24, int(x.Twist))
}

// CornerMove returns the corner permutation after move m.
func (t *Tables) CornerMove(corners, m int) int { return int(t.cornerMove[corners*nMoves+m]) }

// SortedMove returns the places and order of the four UD-slice edges
// (SliceSorted) after move m.
func (t *Tables) SortedMove(sorted, m int) int { return int(t.sortedMove[sorted*nMoves+m]) }
