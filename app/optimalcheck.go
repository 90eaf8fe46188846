package app

import (
	"context"
	"time"

	"cubesolver/solver"
	"cubesolver/solver/cube"
)

// probeMoves make a cube whose shortest solution is 8 moves, which the
// two-phase search first answers with a longer one.
const probeMoves = "R U R' U' R U R' U'"

// preSearchDepth is how far from solved the standard search proves cubes
// shortest by itself (package solver looks that deep before its two-phase
// search); a proof for a cube further away can only come from an optimal
// search.
const preSearchDepth = 6

// probeTimeout bounds the check. A real optimal search proves the probe in
// well under a millisecond; the two-phase stand-in uses all of it.
const probeTimeout = 500 * time.Millisecond

// provesOptimal reports whether s's optimal mode really proves solutions
// shortest, by asking it to solve the probe cube: the window says "proven
// optimal" only for a solver that has shown it can prove. Package solver
// runs its two-phase search in optimal mode until its optimal search
// lands, and this check lets the window follow without a change.
func provesOptimal(ctx context.Context, s *solver.Solver) bool {
	alg, err := cube.ParseAlg(probeMoves)
	if err != nil {
		return false
	}
	c := cube.Solved.Apply(alg.Moves())
	res, err := s.Solve(ctx, c, solver.Options{Mode: solver.Optimal, Timeout: probeTimeout, Workers: 1})
	return err == nil && res.Proven && len(res.Best.Moves) > preSearchDepth
}
