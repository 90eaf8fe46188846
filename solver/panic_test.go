package solver

import (
	"strings"
	"sync"
	"testing"

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
