package run

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// MaxPath bounds the length of every path a search follows.
const MaxPath = 32

// noSolution is larger than any solution the searches look for.
const noSolution = MaxPath

// Run is the state one Solve call shares between its goroutines.
type Run struct {
	start  time.Time
	cube   cube.Cubie
	target int
	keep   bool

	best atomic.Int32 // length of the best solution, or noSolution
	stop atomic.Bool
	// ctx is done once the run stops (see Context); cancel makes it so.
	ctx    context.Context
	cancel context.CancelFunc
	proven atomic.Bool // the best solution is known to be the shortest

	mu     sync.Mutex // guards what follows and serialises events
	sol    *search.Solution
	broken error // an internal error (a panic) that stopped the search
	why    search.StopReason
	whySet bool
	emit   func(search.Event)
	// watching is set while Watch's progress events are due.
	watching bool
	// finished is set once the result is out (Finished): a worker still
	// stopping finds nothing more then.
	finished bool

	nodes, phase1Solutions atomic.Int64
	tried                  atomic.Int64 // optimal mode: moves tried (see search.Result.Tried)
	phase1Depth            atomic.Int32
	phase2Depth            atomic.Int32
	depth                  atomic.Int32    // optimal mode: the depth being searched
	depthTimes             []time.Duration // optimal mode, guarded by mu: time per finished depth
	depthStart             time.Time       // optimal mode, guarded by mu: when the depth began
	depthWork              atomic.Uint64   // optimal mode: parts of the depth done (DepthParts in all)
	bounding               atomic.Int32    // optimal mode: see search.Event.Bounding
	loadingTable           atomic.Bool     // the table is being loaded (LoadingTable)
	tableLoad              time.Duration   // guarded by mu: how long loading the table took
}

// New starts the run of a search of c shaped by opts (with its defaults
// filled in).
func New(c cube.Cubie, opts search.Options) *Run {
	r := &Run{start: time.Now(), cube: c, target: opts.MaxLength, keep: opts.KeepImproving, emit: opts.OnEvent}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	r.best.Store(noSolution)
	if opts.ShorterThan > 0 {
		r.best.Store(int32(min(opts.ShorterThan, noSolution)))
	}
	return r
}

// Cube is the cube searched.
func (r *Run) Cube() cube.Cubie { return r.cube }

// Start is when the search began.
func (r *Run) Start() time.Time { return r.start }

// KeepImproving makes the run go on after a solution within the target:
// it stops only when the search is exhausted (optimal mode) or stopped.
func (r *Run) KeepImproving() { r.keep = true }

// OnEvent replaces the function that receives the events.
func (r *Run) OnEvent(f func(search.Event)) { r.emit = f }

// Stopped reports whether the search must stop.
func (r *Run) Stopped() bool { return r.stop.Load() }

// Context is done once the search must stop: for work that takes a
// context, such as reading a table of gigabytes before the search, which
// the time limit and cancelling must cut short too.
func (r *Run) Context() context.Context { return r.ctx }

// BestLen is the length of the best solution so far, or MaxPath if none.
func (r *Run) BestLen() int { return int(r.best.Load()) }

// Target is the length at which the search stops (Options.MaxLength).
func (r *Run) Target() int { return r.target }

// Proven reports whether the best solution is known to be the shortest.
func (r *Run) Proven() bool { return r.proven.Load() }

// SetProven records that the best solution is the shortest.
func (r *Run) SetProven() { r.proven.Store(true) }

// RecoverPanic, deferred by every goroutine of a search, turns a panic
// (a broken invariant, such as a solution that does not solve the cube)
// into an error Solve returns, and stops the search: a program using the
// solver, such as the window, says so rather than dies.
func (r *Run) RecoverPanic() {
	p := recover()
	if p == nil {
		return
	}
	r.mu.Lock()
	if r.broken == nil {
		r.broken = fmt.Errorf("solver: internal error: %v", p)
	}
	r.mu.Unlock()
	r.Finish(search.Cancelled)
}

// HasSolution reports whether a solution has been found.
func (r *Run) HasSolution() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sol != nil
}

// Interrupted reports whether the search was stopped by the time limit or
// the caller, not by reaching its target: work after the target (the
// short search) goes on then.
func (r *Run) Interrupted() bool {
	if !r.stop.Load() {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.why == search.TimeLimit || r.why == search.Cancelled
}

// Finish stops every goroutine, keeping the first reason given.
func (r *Run) Finish(why search.StopReason) {
	r.mu.Lock()
	if !r.whySet {
		r.why, r.whySet = why, true
	}
	r.mu.Unlock()
	r.stop.Store(true)
	r.cancel()
}

// Found records sol if it is better than the best so far, after checking
// it on the cube: sol.Moves must solve it, and are simplified first
// (moves a search made before its cube can merge with its own last).
// A solution that does not solve the cube is a broken invariant: Found
// panics, and RecoverPanic makes that the search's error.
func (r *Run) Found(sol search.Solution) {
	sol.Moves = cube.Simplify(sol.Moves)
	if len(sol.Moves) >= r.BestLen() {
		return
	}
	sol.Found = time.Since(r.start)
	if !r.cube.Apply(sol.Moves).IsSolved() {
		panic("solver: a solution does not solve the cube: " + cube.FormatMoves(sol.Moves))
	}
	r.mu.Lock()
	if r.finished || r.sol != nil && len(r.sol.Moves) <= len(sol.Moves) {
		r.mu.Unlock()
		return
	}
	r.sol = &sol
	r.best.Store(int32(len(sol.Moves)))
	r.send(search.Event{Kind: search.Improved, Solution: &sol})
	r.mu.Unlock()
	if len(sol.Moves) <= r.target && !r.keep {
		r.Finish(search.TargetReached)
	}
}

// AddCounts adds a searcher's counts to the totals progress reports:
// nodes, phase-1 solutions, and the phase-1 and phase-2 depths it is at
// (0: none yet).
func (r *Run) AddCounts(nodes, phase1Solutions int64, depth1, depth2 int) {
	r.nodes.Add(nodes)
	r.phase1Solutions.Add(phase1Solutions)
	for {
		d := r.phase1Depth.Load()
		if int(d) >= depth1 || r.phase1Depth.CompareAndSwap(d, int32(depth1)) {
			break
		}
	}
	if depth2 > 0 { // a search that has not reached phase 2 yet says nothing
		r.phase2Depth.Store(int32(depth2))
	}
}

// AddNodes adds to the node count.
func (r *Run) AddNodes(n int64) { r.nodes.Add(n) }

// AddTried adds to the count of moves tried (optimal mode).
func (r *Run) AddTried(n int64) { r.tried.Add(n) }

// Result is the outcome so far.
func (r *Run) Result() search.Result {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.result()
}

// result is Result with r.mu held.
func (r *Run) result() search.Result {
	res := search.Result{Stop: r.why, Nodes: r.nodes.Load(), Tried: r.tried.Load(), Elapsed: time.Since(r.start), TableLoad: r.tableLoad, Proven: r.proven.Load()}
	if r.sol != nil {
		res.Best = *r.sol
	}
	return res
}

// Finished sends the last event and returns the result.
func (r *Run) Finished() search.Result {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.finished = true
	res := r.result()
	r.send(search.Event{Kind: search.Finished, Stop: res.Stop})
	return res
}

// InternalError is the panic that stopped the search, as an error; nil
// if none did.
func (r *Run) InternalError() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.broken
}

// Err is search.ErrNoSolution if no solution was found, else nil.
func (r *Run) Err() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.sol == nil {
		return search.ErrNoSolution
	}
	return nil
}

// Counts returns the nodes and phase-1 solutions counted so far.
func (r *Run) Counts() (nodes, phase1Solutions int64) {
	return r.nodes.Load(), r.phase1Solutions.Load()
}
