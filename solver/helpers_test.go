package solver

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
)

// Without polling between jobs the helpers still run the searches' extra
// workers: a two-worker solve after SetHelperSpin(0) solves.
func TestHelpersWithoutSpin(t *testing.T) {
	SetHelperSpin(0)
	defer SetHelperSpin(run.DefaultHelperSpin)
	s := testSolver(t)
	c := cube.Random(rand.New(rand.NewPCG(21, 22)))
	res, err := s.Solve(context.Background(), c, Options{Workers: 2, Timeout: time.Hour})
	if err != nil || !c.Apply(res.Best.Moves).IsSolved() {
		t.Fatalf("%v %v", res.Best, err)
	}
}
