package solver

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"cubesolver/solver/cube"
)

// run is the state one Solve call shares between its goroutines: the best
// solution, the stop flag and the counters progress reports read.
type run struct {
	start  time.Time
	cube   cube.Cubie
	target int
	keep   bool

	best   atomic.Int32 // length of the best solution, or noSolution
	stop   atomic.Bool
	proven atomic.Bool // the best solution is known to be the shortest

	mu     sync.Mutex // guards what follows and serialises events
	sol    *Solution
	broken error // an internal error (a panic) that stopped the search
	why    StopReason
	whySet bool
	emit   func(Event)

	nodes, phase1Solutions atomic.Int64
	phase1Depth            atomic.Int32
	phase2Depth            atomic.Int32
	depth                  atomic.Int32    // optimal mode: the depth being searched
	depthTimes             []time.Duration // optimal mode, guarded by mu: time per finished depth
	depthStart             time.Time       // optimal mode, guarded by mu: when the depth began
	depthWork              atomic.Uint64   // optimal mode: parts of the depth done (depthParts in all)
}

// noSolution is larger than any solution the search looks for.
const noSolution = maxPath

func newRun(c cube.Cubie, opts Options) *run {
	r := &run{start: time.Now(), cube: c, target: opts.MaxLength, keep: opts.KeepImproving, emit: opts.OnEvent}
	r.best.Store(noSolution)
	if opts.Mode == Standard && opts.ShorterThan > 0 {
		r.best.Store(int32(min(opts.ShorterThan, noSolution)))
	}
	return r
}

func (r *run) stopped() bool { return r.stop.Load() }

// recoverPanic, deferred by every goroutine of a search, turns a panic
// (a broken invariant, such as a solution that does not solve the cube)
// into an error Solve returns, and stops the search: a program using the
// solver, such as the window, says so rather than dies.
func (r *run) recoverPanic() {
	p := recover()
	if p == nil {
		return
	}
	r.mu.Lock()
	if r.broken == nil {
		r.broken = fmt.Errorf("solver: internal error: %v", p)
	}
	r.mu.Unlock()
	r.finish(Cancelled)
}

// hasSolution reports whether a solution has been found.
func (r *run) hasSolution() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sol != nil
}

// interrupted reports whether the search was stopped by the time limit or
// the caller, not by reaching its target: work after the target (the
// short search) goes on then.
func (r *run) interrupted() bool {
	if !r.stop.Load() {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.why == TimeLimit || r.why == Cancelled
}
func (r *run) bestLen() int { return int(r.best.Load()) }

// finish stops every goroutine, keeping the first reason given.
func (r *run) finish(why StopReason) {
	r.mu.Lock()
	if !r.whySet {
		r.why, r.whySet = why, true
	}
	r.mu.Unlock()
	r.stop.Store(true)
}

// found records a solution of the searched cube if it is better than the
// best so far, after mapping it back and checking it on the real cube:
// phase1 moves, then phase2, then pre premoves.
func (r *run) found(dir direction, moves []cube.Move, phase1, phase2, pre int) {
	// Moves made before a search's cube (premoves) can merge with the
	// last of its own.
	unmapped := cube.Simplify(dir.unmap(moves))
	if len(unmapped) >= r.bestLen() {
		return
	}
	sol := Solution{Moves: unmapped, Phase1: phase1, Phase2: phase2, Premoves: pre,
		Axis: dir.axis, Invert: dir.invert, Found: time.Since(r.start)}
	if !r.cube.Apply(sol.Moves).IsSolved() {
		panic("solver: a solution does not solve the cube: " + cube.FormatMoves(sol.Moves))
	}
	r.mu.Lock()
	if r.sol != nil && len(r.sol.Moves) <= len(sol.Moves) {
		r.mu.Unlock()
		return
	}
	r.sol = &sol
	r.best.Store(int32(len(sol.Moves)))
	r.send(Event{Kind: Improved, Solution: &sol})
	r.mu.Unlock()
	if len(sol.Moves) <= r.target && !r.keep {
		r.finish(TargetReached)
	}
}

// addCounts adds a searcher's counts to the totals progress reports.
func (r *run) addCounts(nodes, phase1Solutions int64, depth1, depth2 int) {
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

// progress sends a progress event.
func (r *run) progress() {
	r.mu.Lock()
	r.send(Event{Kind: Progress})
	r.mu.Unlock()
}

// send fills in the counters and calls the callback; r.mu is held.
func (r *run) send(e Event) {
	if r.emit == nil {
		return
	}
	e.Depth = int(r.depth.Load())
	e.DepthTimes = r.depthTimes
	if e.Depth > 0 && !r.depthStart.IsZero() {
		e.DepthDone = float64(r.depthWork.Load()) / depthParts
		if e.DepthDone >= 0.001 && e.DepthDone < 1 {
			spent := time.Since(r.depthStart)
			e.DepthETA = time.Duration(float64(spent) * (1 - e.DepthDone) / e.DepthDone)
		}
	}
	e.Proven = r.proven.Load()
	if secs := time.Since(r.start).Seconds(); secs > 0 {
		e.NodesPerSecond = float64(r.nodes.Load()) / secs
	}
	e.Phase1Depth = int(r.phase1Depth.Load())
	e.Phase2Depth = int(r.phase2Depth.Load())
	e.Phase1Solutions = r.phase1Solutions.Load()
	e.Nodes = r.nodes.Load()
	e.BestLength = -1
	if r.sol != nil {
		e.BestLength = len(r.sol.Moves)
		if e.Solution == nil && e.Kind == Finished {
			e.Solution = r.sol
		}
	}
	e.Elapsed = time.Since(r.start)
	r.emit(e)
}
