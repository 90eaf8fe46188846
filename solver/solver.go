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

// Solve searches for a solution of c: with the two-phase algorithm in the
// standard mode, the proven shortest in the optimal mode. It returns the
// best solution and why it stopped: the target length was reached, the time
// limit passed, ctx was cancelled or the search was exhausted. It returns
// ErrNoSolution only if it stopped before finding any.
func (s *Solver) Solve(ctx context.Context, c cube.Cubie, opts Options) (Result, error) {
	opts = opts.withDefaults()
	if !c.Verify() {
		return Result{}, ErrInvalidCube
	}
	r := newRun(c, opts)
	if c.IsSolved() {
		r.found(direction{}, nil, 0, 0)
		r.proven.Store(true)
		r.finish(Exhausted)
		return r.finished(), nil
	}
	stopWatching := r.watch(ctx, opts)
	switch opts.Mode {
	case Optimal:
		s.optimal(r, c, opts)
	default:
		s.twoPhase(r, c, opts)
	}
	r.finish(Exhausted) // only counts if nothing else stopped it
	stopWatching()
	return r.finished(), r.err()
}

// watch stops r at the time limit or when ctx is cancelled, and sends
// progress events until the returned function is called.
func (r *run) watch(ctx context.Context, opts Options) (stop func()) {
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	stopped := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				r.finish(TimeLimit)
			} else {
				r.finish(Cancelled)
			}
		case <-stopped:
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
			case <-stopped:
				return
			}
		}
	}()
	return func() {
		close(stopped)
		cancel()
		ticker.Stop()
		<-tickDone
	}
}

// twoPhase runs the standard search: a proven-shortest solution for cubes
// a few moves from solved, then the two-phase search in every direction on
// all workers.
func (s *Solver) twoPhase(r *run, c cube.Cubie, opts Options) {
	if moves, ok := shortest(s.t, c, shortDepth); ok {
		r.proven.Store(true)
		r.found(direction{}, moves, len(moves), 0)
		return
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	searches := s.searches(r, c, workers)
	workers = min(workers, len(searches))
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []*twoPhase
			for i := w; i < len(searches); i += workers {
				mine = append(mine, searches[i])
			}
			r.searchAll(mine)
		}()
	}
	wg.Wait()
}

// searches makes one search per distinct direction. When there are fewer
// directions than workers (a symmetric cube), each direction's tree is split
// between several searches by its first move, so every core has work.
func (s *Solver) searches(r *run, c cube.Cubie, workers int) []*twoPhase {
	dirs := distinctDirections(c)
	parts := max(1, workers/len(dirs))
	var out []*twoPhase
	for _, d := range dirs {
		for p := 0; p < parts; p++ {
			tp := newTwoPhase(s.t, r, d, c)
			for m := p; m < cube.NumMoves; m += parts {
				tp.firstMoves |= 1 << m
			}
			out = append(out, tp)
		}
	}
	return out
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
	res := Result{Stop: r.why, Nodes: r.nodes.Load(), Elapsed: time.Since(r.start), Proven: r.proven.Load()}
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
