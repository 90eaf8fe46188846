package solver

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"cubesolver/solver/cube"
)

// A panic on a search's goroutine (a broken invariant) stops the search
// and becomes its error, where it would kill a program using the solver.
func TestPanicBecomesError(t *testing.T) {
	r := newRun(cube.Solved, Options{}.withDefaults())
	var wg sync.WaitGroup
	wg.Add(1)
	goHelper(func() {
		defer wg.Done()
		defer r.recoverPanic()
		panic("a solution does not solve the cube")
	})
	wg.Wait()
	err := r.internalError()
	if err == nil || !strings.Contains(err.Error(), "internal error: a solution does not solve the cube") {
		t.Errorf("error %v", err)
	}
	if !r.stopped() {
		t.Error("the search was not stopped")
	}
}

// Without polling between jobs the helpers still run the searches' extra
// workers: a two-worker solve after SetHelperSpin(0) solves.
func TestHelpersWithoutSpin(t *testing.T) {
	SetHelperSpin(0)
	defer SetHelperSpin(helperSpin)
	s := testSolver(t)
	c := cube.Random(rand.New(rand.NewPCG(21, 22)))
	res, err := s.Solve(context.Background(), c, Options{Workers: 2, Timeout: time.Hour})
	if err != nil || !c.Apply(res.Best.Moves).IsSolved() {
		t.Fatalf("%v %v", res.Best, err)
	}
}
