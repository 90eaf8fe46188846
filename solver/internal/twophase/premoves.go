package twophase

import (
	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	ttables "cubesolver/tables/twophase"
)

// premoves are the moves a search may put before its cube (min2phase's
// idea). A search of p*D (the move p, then the direction's cube D) finds
// phase-1 + phase-2 solutions Q of it, and Q p solves D: a solution that
// ends in a quarter turn of R, F, L or B, which D's own search never
// finds. For a hard target they are as good a catch as D's own solutions,
// and their phase 1 is a move shorter: to 19 moves, 2.5 times as fast with
// them, and no cube in a thousand over two seconds where two took over six.
//
// The other moves give nothing new: a move of phase 2's subgroup before D
// changes none of its phase-1 coordinates, so its solutions are D's own
// with a longer phase 2. But p' D is p2 (p D), with the same phase 1 as
// p D; a tight target lets only p' find its solutions (from p D they need
// p2 at the end of phase 2: a move more). So the search of p D tries every
// phase-1 solution from p' D too, its twin (leafStart).
//
// Premove pairs carry the idea one move further: a search of p q D finds
// solutions that end in q p, with a phase 1 two moves shorter than the
// level. To 19 moves they take a quarter off the nodes, most of it on the
// hard cubes whose solutions come only at a phase 1 of 14 moves.
var premoves = func() [][]cube.Move {
	var out [][]cube.Move
	for _, p := range firstPremoves {
		out = append(out, []cube.Move{p})
	}
	return out
}()

// firstPremoves are the quarter turns that a premove search's cube begins
// with (its twin's, with the inverse turn: see premove).
var firstPremoves = [...]cube.Move{
	cube.NewMove(cube.R, 1), cube.NewMove(cube.F, 1), cube.NewMove(cube.L, 1), cube.NewMove(cube.B, 1),
}

// premovePairs are the premoves p q: p of firstPremoves and q a quarter
// turn of R, F, L or B on another face; of two turns on one axis, which
// commute, only one order. (With q a turn of U or D the pairs found no
// more, and cost the making of their searches.)
var premovePairs = func() (out [][]cube.Move) {
	for _, p := range firstPremoves {
		for _, f := range [...]cube.Face{cube.R, cube.F, cube.L, cube.B} {
			if f == p.Face() || f.Opposite() == p.Face() && f < p.Face() {
				continue
			}
			out = append(out, []cube.Move{p, cube.NewMove(f, 1)}, []cube.Move{p, cube.NewMove(f, 3)})
		}
	}
	return out
}()

// premove is a premove sequence made ready once for all solves: its
// moves and the cube they make, and its twin's (see premoves): the twin
// begins with the inverse quarter turn, so its cube is the searched one's
// after the half turn of that face made before it.
type premove struct {
	moves, twinMoves []cube.Move
	cube, twinCube   cube.Cubie
}

// readyPremoves makes the premove sequences pres ready.
func readyPremoves(pres [][]cube.Move) []premove {
	out := make([]premove, len(pres))
	for i, pre := range pres {
		p := pre[0]
		twin := append([]cube.Move{cube.NewMove(p.Face(), 3)}, pre[1:]...)
		out[i] = premove{moves: pre, twinMoves: twin, cube: movesCube(pre), twinCube: movesCube(twin)}
	}
	return out
}

// movesCube is the solved cube after moves.
func movesCube(moves []cube.Move) cube.Cubie {
	c := cube.Solved()
	for _, m := range moves {
		c = c.Move(m)
	}
	return c
}

// premoveSearches makes a search for each direction of dirs and premove
// of pres, with its twin: all in one allocation, and their cubes each one
// multiplication, since a tier has up to 600 (the triples took 1.1 ms to
// make, 0.6 after).
func (s *engine) premoveSearches(r *run.Run, v *views, dirs []direction, pres []premove) []*twoPhase {
	n := len(dirs) * len(pres)
	starts := make([]leafStart, 0, n)
	coords := make([]ttables.Phase1Coord, 0, n)
	for _, d := range dirs {
		for _, p := range pres {
			st := newLeafStart(p.cube.Mul(*v.of(d)), p.moves)
			starts = append(starts, st)
			coords = append(coords, s.t.Phase1Of(&st.cube))
		}
	}
	depths := make([]int, n)
	s.t.Phase1Depths(coords, depths)
	searches := make([]twoPhase, n)
	out := make([]*twoPhase, n)
	for i, st := range starts {
		d, p := dirs[i/len(pres)], &pres[i%len(pres)]
		tp := &searches[i]
		tp.init(s.t, r, d, st, coords[i], allMoves, depths[i])
		twin := newLeafStart(p.twinCube.Mul(*v.of(d)), p.twinMoves)
		twin.twin, twin.half = true, p.moves[0].Face()
		tp.starts = append(tp.starts, twin)
		out[i] = tp
	}
	return out
}

// premoveTriples are premovePairs with a third quarter turn of R, F, L or
// B after them, on another face than the second's (of two on one axis, one
// order only): 100 a direction.
var premoveTriples = func() (out [][]cube.Move) {
	for _, pq := range premovePairs {
		q := pq[1]
		for _, f := range [...]cube.Face{cube.R, cube.F, cube.L, cube.B} {
			if f == q.Face() || f.Opposite() == q.Face() && f < q.Face() {
				continue
			}
			out = append(out, []cube.Move{pq[0], q, cube.NewMove(f, 1)}, []cube.Move{pq[0], q, cube.NewMove(f, 3)})
		}
	}
	return out
}()
