// Package pocketsearch solves the pocket cube. With the distance of every
// position in the table, a shortest solution is a walk downhill: from the
// cube, a turn to a position one nearer, until solved. No search, no
// guessing: every answer is optimal in the metric asked for and found in
// a few table reads.
package pocketsearch

import (
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/search"
	ptables "cubesolver/tables/pocket"
)

// Solve returns a shortest sequence of turns of U, R and F that solves x,
// whose DBL corner must be home and untwisted (pocket.Relative makes such
// a cube), counting in metric m. In QTM two quarter turns of a face in a
// row are written as one half turn.
func Solve(t *ptables.Table, x pocket.Cube, m search.Metric) []cube.Move {
	i := ptables.Index(x)
	d := t.Distance(i, m)
	turns := ptables.Turns(m)
	moves := make([]cube.Move, 0, d)
	for d > 0 {
		stepped := false
		for _, mv := range turns {
			if j := t.Move(i, mv); t.Distance(j, m) == d-1 {
				moves = append(moves, mv)
				i, d, stepped = j, d-1, true
				break
			}
		}
		if !stepped {
			panic("pocketsearch: the distance table has a position with no nearer neighbour")
		}
	}
	if m == search.QTM {
		moves = mergeQuarters(moves)
	}
	return moves
}

// mergeQuarters writes two like quarter turns in a row as a half turn. A
// shortest sequence never turns one face three times running.
func mergeQuarters(moves []cube.Move) []cube.Move {
	out := moves[:0]
	for _, mv := range moves {
		if n := len(out); n > 0 && out[n-1] == mv {
			out[n-1] = cube.NewMove(mv.Face(), 2)
			continue
		}
		out = append(out, mv)
	}
	return out
}
