package solver

import (
	"context"
	"errors"
	"runtime"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// Solver solves cubes with one set of tables; it is safe for concurrent use.
type Solver struct {
	t *tables.Tables
}

// New returns a solver that uses t.
func New(t *tables.Tables) *Solver {
	t.Near() // built once, now rather than in the first search
	return &Solver{t: t}
}

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
		r.found(direction{}, nil, 0, 0, 0)
		r.proven.Store(true)
		r.finish(Exhausted)
		return r.finished(), nil
	}
	stopWatching := r.watch(ctx, opts)
	func() {
		defer r.recoverPanic()
		switch opts.Mode {
		case Optimal:
			s.optimal(r, c, opts)
		default:
			s.twoPhase(r, c, opts)
		}
	}()
	r.finish(Exhausted) // only counts if nothing else stopped it
	stopWatching()
	if err := r.internalError(); err != nil {
		return Result{}, err
	}
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
	depths := phase1Depths(s.t, c)
	// The cube's lower bound: the phase-1 distance of the cube and of its
	// inverse (which has the same solutions, reversed) along each axis.
	bound := max(depths[0][0], depths[0][1], depths[0][2], depths[1][0], depths[1][1], depths[1][2])
	// noneUpTo is how many moves no solution has, as far as is known.
	noneUpTo := bound - 1
	// short looks for a shortest solution of at most maxDepth moves and
	// reports whether it found one, or proved that the best so far is
	// shortest.
	short := func(maxDepth int) bool {
		moves, found, complete := shortest(s.t, c, depths[0], maxDepth, r.interrupted)
		if complete && !found {
			noneUpTo = max(noneUpTo, maxDepth)
		}
		switch {
		case found && len(moves) < r.bestLen():
			r.proven.Store(true)
			r.found(direction{}, moves, len(moves), 0, 0)
		case found: // none shorter than asked exists
		case r.hasSolution() && noneUpTo >= r.bestLen()-1:
			r.proven.Store(true) // none shorter than the one found
		default:
			return false
		}
		return true
	}
	// Before the two-phase search: up to shortDepth, or as deep as the
	// caller asks; or as deep as may be useful when the search is to go
	// on improving anyway and the cube may well be near solved.
	before := shortDepth
	if opts.ShortSearch > shortDepth {
		before = min(opts.ShortSearch, shortMaxDepth)
	}
	if opts.KeepImproving && bound <= shortBoundBefore {
		before = shortMaxDepth
	}
	if short(before) {
		return
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	s.schedule(r, c, workers, depths)
	if !r.hasSolution() {
		return
	}
	first := r.bestLen()
	if noneUpTo >= first-1 {
		r.proven.Store(true) // the bound, or the search before, says so
		return
	}
	// A cube near solved, as its bound or a short first answer shows:
	// look for a shorter solution outright, as deep as not looked yet.
	if bound <= shortBoundBefore || first <= shortFirstAfter {
		if d := min(first-1, shortMaxDepth); d > noneUpTo {
			short(d)
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

// internalError is the panic that stopped the search, as an error; nil
// if none did.
func (r *run) internalError() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.broken
}

func (r *run) err() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.sol == nil {
		return ErrNoSolution
	}
	return nil
}
