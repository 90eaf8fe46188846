package solver

import (
	"time"

	"cubesolver/solver/cube"
)

// useUpperBound lets tests turn off the standard search in optimal mode, so
// that the optimal search alone finds every solution.
var useUpperBound = true

// firstBoundTime is how long the optimal mode runs the standard search
// first, for a good solution to show at once.
var firstBoundTime = 30 * time.Millisecond

// upperBound runs the two-phase search on c for the time given, or until it
// finds a solution of target moves, and records its solutions in r.
func (s *Solver) upperBound(r *run, c cube.Cubie, target int, budget time.Duration, opts Options) {
	if !useUpperBound {
		return
	}
	sub := newRun(c, Options{MaxLength: max(target, 1)})
	sub.emit = func(e Event) {
		if e.Kind == Improved {
			r.found(direction{}, e.Solution.Moves, e.Solution.Phase1, e.Solution.Phase2, e.Solution.Premoves)
		}
	}
	timer := time.AfterFunc(budget, func() { sub.finish(TimeLimit) })
	defer timer.Stop()
	// Pass a stop of r (cancel, time limit) on to the sub-search.
	quit := make(chan struct{})
	defer close(quit)
	go func() {
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				return
			case <-tick.C:
				if r.stopped() {
					sub.finish(Cancelled)
					return
				}
			}
		}
	}()
	s.twoPhase(sub, c, Options{Workers: opts.Workers})
	if sub.proven.Load() && sub.bestLen() == r.bestLen() {
		r.proven.Store(true) // the short pre-search proved it
	}
}
