package optimal

import (
	"sync/atomic"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/internal/twophase"
	"cubesolver/solver/search"
)

// useUpperBound lets tests turn off the standard search in optimal mode, so
// that the optimal search alone finds every solution.
var useUpperBound = true

// firstBoundTime is how long the optimal mode runs the standard search
// first, for a good solution to show at once.
var firstBoundTime = 30 * time.Millisecond

// standardAnswer is the length of the answer standard mode gives every
// cube: optimal mode's first bound is no longer.
const standardAnswer = 20

// upperBound runs the two-phase search on c for the time given, or until it
// finds a solution of target moves, and records its solutions in r. With
// atLeast20 it goes on after the time until it has a solution of at most
// standardAnswer moves too: a cube such as the superflip takes the
// standard search a third of a second to 20 moves, and optimal mode, which
// gave 30 ms, showed 24 moves first, and answered 21 where its time limit
// came before the depths' search had found better (standard mode: 20).
func (s *engine) upperBound(r *run.Run, c cube.Cubie, target int, budget time.Duration, atLeast20 bool, opts search.Options) {
	if !useUpperBound {
		return
	}
	sub := run.New(c, search.Options{MaxLength: max(target, 1)})
	var overdue atomic.Bool // the time is up: stop at the next answer
	answered := func() bool { return !atLeast20 || sub.BestLen() <= standardAnswer }
	sub.OnEvent(func(e search.Event) {
		if e.Kind == search.Improved {
			r.Found(*e.Solution)
		}
	})
	timer := time.AfterFunc(budget, func() {
		overdue.Store(true)
		if answered() {
			sub.Finish(search.TimeLimit)
		}
	})
	defer timer.Stop()
	// Pass a stop of r (cancel, time limit) on to the sub-search, and its
	// nodes on to r's count as it goes: a later bound search can run for
	// up to a minute, and the progress shown would stand still.
	quit, ended := make(chan struct{}), make(chan struct{})
	var passed int64 // the sub-search's nodes added to r so far
	pass := func() {
		n, _ := sub.Counts()
		r.AddNodes(n - passed)
		passed = n
	}
	go func() {
		defer close(ended)
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				return
			case <-tick.C:
				pass()
				if r.Stopped() {
					sub.Finish(search.Cancelled)
					<-quit
					return
				}
				if overdue.Load() && answered() {
					sub.Finish(search.TimeLimit) // the answer came after the time
				}
			}
		}
	}()
	twophase.Solve(sub, s.t, search.Options{Workers: opts.Workers})
	close(quit)
	<-ended
	pass()
	if sub.Proven() && sub.BestLen() == r.BestLen() && r.HasSolution() {
		r.SetProven() // the short pre-search proved it
	}
}
