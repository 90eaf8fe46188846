package run

import (
	"strings"
	"sync"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// A panic on a search's goroutine (a broken invariant) stops the search
// and becomes its error, where it would kill a program using the solver.
func TestPanicBecomesError(t *testing.T) {
	r := New(cube.Solved(), search.Options{}.WithDefaults())
	var wg sync.WaitGroup
	wg.Add(1)
	Go(func() {
		defer wg.Done()
		defer r.RecoverPanic()
		panic("a solution does not solve the cube")
	})
	wg.Wait()
	err := r.InternalError()
	if err == nil || !strings.Contains(err.Error(), "internal error: a solution does not solve the cube") {
		t.Errorf("error %v", err)
	}
	if !r.Stopped() {
		t.Error("the search was not stopped")
	}
}
