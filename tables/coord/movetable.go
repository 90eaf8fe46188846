package coord

import "cubesolver/solver/cube"

// NMoves is the number of face turns, the width of every move table.
const NMoves = cube.NumMoves

// MoveTable builds table[x*len(moves)+k] = the coordinate after move
// moves[k] from coordinate x (for all 18 moves, table[x*18+m]), by turning
// a cube with that coordinate at the cubie level. set fills a cube with
// coordinate x, get reads it back.
func MoveTable(n int, set func(*cube.Cubie, int), get func(*cube.Cubie) int, moves []cube.Move) []uint16 {
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

// AllMoves lists the 18 face turns in order.
var AllMoves = func() []cube.Move {
	m := make([]cube.Move, NMoves)
	for i := range m {
		m[i] = cube.Move(i)
	}
	return m
}()
