package tables

import "cubesolver/solver/cube"

// nMoves is the number of face turns, the width of every move table.
const nMoves = cube.NumMoves

// moveTable builds table[x*len(moves)+k] = the coordinate after move
// moves[k] from coordinate x (for all 18 moves, table[x*18+m]), by turning
// a cube with that coordinate at the cubie level. set fills a cube with
// coordinate x, get reads it back.
func moveTable(n int, set func(*cube.Cubie, int), get func(*cube.Cubie) int, moves []cube.Move) []uint16 {
	t := make([]uint16, n*len(moves))
	for x := 0; x < n; x++ {
		c := cube.Solved()
		set(&c, x)
		for k, m := range moves {
			d := c.Mul(cube.Move(m).Cubie())
			t[x*len(moves)+k] = uint16(get(&d))
		}
	}
	return t
}

var allMoves = func() []cube.Move {
	m := make([]cube.Move, nMoves)
	for i := range m {
		m[i] = cube.Move(i)
	}
	return m
}()

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

func sliceSortedSetter(set EdgeSet) (func(*cube.Cubie, int), func(*cube.Cubie) int) {
	return func(c *cube.Cubie, x int) { SetSliceSorted(c, set, x) },
		func(c *cube.Cubie) int { return SliceSorted(c, set) }
}
