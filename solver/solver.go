package solver

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// Solver solves cubes with one set of tables; it is safe for concurrent use.
type Solver struct {
	t *tables.Tables
}

// New returns a solver that uses t.
func New(t *tables.Tables) *Solver { return &Solver{t: t} }

// ErrNoSolution is returned when the time ran out (or the search was
// cancelled) before any solution was found.
var ErrNoSolution = errors.New("no solution found in time")

// ErrInvalidCube is returned for a cube that is not reachable.
var ErrInvalidCube = errors.New("not a valid cube")

// Solve runs the standard two-phase search on c. It returns the best
// solution and why it stopped: the target length was reached, the time
// limit passed, ctx was cancelled or no shorter solution exists. It returns
// ErrNoSolution only if it stopped before finding any.
func (s *Solver) Solve(ctx context.Context, c cube.Cubie, opts Options) (Result, error) {
	opts = opts.withDefaults()
	if !c.Verify() {
		return Result{}, ErrInvalidCube
	}
	r := newRun(c, opts)
	if c.IsSolved() {
		r.found(direction{}, nil, 0, 0)
		return r.finished(), nil
	}
	// Short cubes get a proven-shortest solution first.
	if moves, ok := shortest(s.t, c, shortDepth); ok {
		r.found(direction{}, moves, len(moves), 0)
		if len(moves) <= r.target || r.stopped() {
			r.finish(Exhausted)
			return r.finished(), nil
		}
	}

	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	go func() {
		<-ctx.Done()
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			r.finish(TimeLimit)
		} else {
			r.finish(Cancelled)
		}
	}()
	ticker := time.NewTicker(opts.ProgressInterval)
	tickDone := make(chan struct{})
	go func() {
		defer close(tickDone)
		for {
			select {
			case <-ticker.C:
				r.progress()
			case <-ctx.Done():
				return
			}
		}
	}()

	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, 6)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []*twoPhase
			for d := w; d < 6; d += workers {
				mine = append(mine, newTwoPhase(s.t, r, direction{axis: d % 3, invert: d >= 3}, c))
			}
			r.searchAll(mine)
		}()
	}
	wg.Wait()
	r.finish(Exhausted) // only counts if nothing else stopped it
	cancel()
	ticker.Stop()
	<-tickDone
	return r.finished(), r.err()
}

// searchAll deepens phase 1 in every direction of one worker in turn, so
// that short solutions in any direction are found first.
func (r *run) searchAll(dirs []*twoPhase) {
	for n := 0; n < maxPath; n++ {
		if n >= r.bestLen() {
			return // any solution found now would be longer
		}
		for _, d := range dirs {
			if d.searchDepth(n) {
				return
			}
		}
	}
}

func (r *run) result() Result {
	r.mu.Lock()
	defer r.mu.Unlock()
	res := Result{Stop: r.why, Nodes: r.nodes.Load(), Elapsed: time.Since(r.start)}
	if r.sol != nil {
		res.Best = *r.sol
	}
	return res
}

// finished sends the last event and returns the result.
func (r *run) finished() Result {
	res := r.result()
	r.mu.Lock()
	r.send(Event{Kind: Finished, Stop: res.Stop})
	r.mu.Unlock()
	return res
}

func (r *run) err() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.sol == nil {
		return ErrNoSolution
	}
	return nil
}
