package twophase

import (
	"cubesolver/solver/cube"
	ttables "cubesolver/tables/twophase"
)

// A cube a few moves from solved should get a solution as short as those
// moves, which the two-phase search, stopping at its first solution within
// the target, often does not give: it finds a short phase 1 and then a
// long phase 2. So the standard search also looks for a shortest solution
// outright, by IDA* on the phase-1 distances along the three axes, where
// that is cheap or likely to pay:
//
//   - before the two-phase search, up to shortDepth moves: proving there
//     is none costs next to nothing; or as deep as the caller asks
//     (Options.ShortSearch);
//   - after it, up to one move less than its answer (at most
//     shortMaxDepth), when the cube's lower bound is at most
//     shortBoundBefore, which a random cube almost never has (a cube of 12
//     random moves does half the time), or its answer is at most
//     shortFirstAfter long, which a random cube's practically never is
//     (before it, if it is to go on improving anyway).
//
// A random cube pays for none but the first: proving that it has no
// solution of 12 moves or fewer costs 1-2 ms, five times its whole
// standard search.
const (
	shortDepth       = 6
	shortMaxDepth    = 12
	shortBoundBefore = 8
	shortFirstAfter  = 16
	// shortBudget bounds the nodes of one IDA*, about 60 ms: eight times
	// what a cube of 12 random moves needs on average, it stops a cube in
	// phase 2's subgroup, on which the phase-1 distances say little, from
	// taking seconds (the two-phase answer then stays).
	shortBudget = 200_000
)

// axisNode is the cube seen along one axis: its raw phase-1 coordinates
// and its exact distance to that axis's phase-2 subgroup.
type axisNode struct {
	ttables.RawCoord
	dist int
}

// move returns the node after move m (as seen along the axis).
func (a axisNode) move(t *ttables.Tables, m cube.Move) axisNode {
	b := axisNode{RawCoord: t.RawMove(a.RawCoord, int(m))}
	b.dist = ttables.NextDepth(a.dist, t.Prune1(t.RawIndex(b.RawCoord)))
	return b
}

// shortest finds a shortest solution of at most maxDepth moves by IDA*,
// bounded below by the phase-1 distances along all three axes; dist holds
// those of c. It gives up after shortBudget nodes, or when stop reports
// true (checked now and then); complete says it did not, so that finding
// none proves there is none.
func shortest(t *ttables.Tables, c cube.Cubie, dist [3]int, maxDepth int, stop func() bool) (moves []cube.Move, found, complete bool) {
	if max(dist[0], dist[1], dist[2]) > maxDepth {
		return nil, false, true
	}
	nodes := 0
	var root [3]axisNode
	for a := range root {
		d := c.Conjugate(cube.AxisSym(a))
		root[a] = axisNode{RawCoord: ttables.RawOf(&d), dist: dist[a]}
	}
	path := make([]cube.Move, 0, maxDepth)
	var search func(c cube.Cubie, ax [3]axisNode, togo int) bool
	search = func(c cube.Cubie, ax [3]axisNode, togo int) bool {
		if togo == 0 {
			return c.IsSolved()
		}
		if nodes++; nodes > shortBudget || nodes%4096 == 0 && stop() {
			nodes = shortBudget + 1
			return false
		}
		for m := cube.Move(0); m < cube.NumMoves; m++ {
			if len(path) > 0 && !cube.CanFollow(path[len(path)-1], m) {
				continue
			}
			var next [3]axisNode
			ok := true
			for a := range ax {
				next[a] = ax[a].move(t, cube.ConjugateMove(m, cube.AxisSym(a)))
				if next[a].dist >= togo {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			path = append(path, m)
			if search(c.Move(m), next, togo-1) {
				return true
			}
			path = path[:len(path)-1]
		}
		return false
	}
	lower := max(root[0].dist, root[1].dist, root[2].dist)
	for n := lower; n <= maxDepth && nodes <= shortBudget; n++ {
		if stop() {
			return nil, false, false
		}
		if search(c, root, n) {
			return path, true, true
		}
	}
	return nil, false, nodes <= shortBudget
}
