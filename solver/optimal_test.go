package solver

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"cubesolver/solver/cube"
)

// optimalSolve solves c in optimal mode and fails unless the result is a
// proven, verified solution.
func optimalSolve(t *testing.T, s *Solver, c cube.Cubie, opts Options) Result {
	t.Helper()
	opts.Mode = Optimal
	if opts.Timeout == 0 {
		opts.Timeout = time.Minute
	}
	res, err := s.Solve(context.Background(), c, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Apply(res.Best.Moves).IsSolved() {
		t.Fatalf("%s does not solve the cube", res.Best)
	}
	if !res.Proven || res.Stop != Exhausted {
		t.Fatalf("%s: proven %v, stop %v", res.Best, res.Proven, res.Stop)
	}
	checkCanonical(t, res.Best.Moves)
	return res
}

func TestOptimalScrambles(t *testing.T) {
	s := testSolver(t)
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 20; i++ {
		n := 8 + i%5
		c := cube.Solved
		var moves []cube.Move
		for k := 0; k < n; k++ {
			m := cube.Move(r.IntN(cube.NumMoves))
			moves = append(moves, m)
			c = c.Move(m)
		}
		start := time.Now()
		res := optimalSolve(t, s, c, Options{})
		t.Logf("%d-move scramble: %s in %v, %d nodes", n, res.Best, time.Since(start), res.Nodes)
		if res.Best.Len() > n {
			t.Fatalf("%s: %s is longer than the scramble", cube.FormatMoves(moves), res.Best)
		}
	}
}
