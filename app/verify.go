package app

import (
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// solves reports whether moves take c to the solved cube. The solver
// checks every solution already; the window checks again before showing
// one because a wrong solution shown to someone holding a real cube costs
// them their cube's state, and the check costs microseconds.
func solves(c cube.Cubie, moves []cube.Move) bool {
	for _, m := range moves {
		if m < 0 || m >= cube.NumMoves {
			return false
		}
	}
	return c.Apply(moves).IsSolved()
}

// reaches reports whether moves, all face turns, take the cube c to the
// cube to.
func reaches(c, to cube.Cubie, moves []cube.Move) bool {
	for _, m := range moves {
		if m < 0 || m >= cube.NumMoves {
			return false
		}
	}
	return c.Apply(moves) == to
}

// reachesPocket reports whether moves, all face turns, take the pocket
// cube c to the cube to, held any way.
func reachesPocket(c, to pocket.Cube, moves []cube.Move) bool {
	for _, m := range moves {
		if m < 0 || m >= cube.NumMoves {
			return false
		}
	}
	return pocket.Equal(c.Apply(moves), to)
}
