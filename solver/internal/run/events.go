package run

import (
	"context"
	"errors"
	"slices"
	"time"

	"cubesolver/solver/search"
)

// DepthParts is the work of one depth of the optimal search, in the parts
// AddDepthWork counts.
const DepthParts = 1 << 40

// Watch stops r at the time limit or when ctx is cancelled, and sends
// progress events every interval until the returned function is called.
// It starts no goroutine of its own: timers call it back when due. Most
// standard solves are over in a tenth of a millisecond, and every one paid
// for the two goroutines this started and for waiting for one to end.
func (r *Run) Watch(ctx context.Context, timeout, interval time.Duration) (stop func()) {
	stopCancel := context.AfterFunc(ctx, func() {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			r.Finish(search.TimeLimit)
		} else {
			r.Finish(search.Cancelled)
		}
	})
	limit := time.AfterFunc(timeout, func() { r.Finish(search.TimeLimit) })
	var tick *time.Timer
	r.mu.Lock() // tick is set before its first call reads it
	r.watching = true
	tick = time.AfterFunc(interval, func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.watching {
			r.send(search.Event{Kind: search.Progress})
			tick.Reset(interval)
		}
	})
	r.mu.Unlock()
	return func() {
		stopCancel()
		limit.Stop()
		r.mu.Lock()
		r.watching = false // a call already due sends nothing
		tick.Stop()
		r.mu.Unlock()
	}
}

// BeginDepth starts depth n's search: the progress events count its work
// from zero.
func (r *Run) BeginDepth(n int) {
	r.mu.Lock()
	r.depthStart = time.Now()
	r.mu.Unlock()
	r.depthWork.Store(0)
	r.depth.Store(int32(n))
}

// Bounding says that the standard search looks for a solution of n moves
// before depth n is begun (0: no longer), for the progress events.
func (r *Run) Bounding(n int) { r.bounding.Store(int32(n)) }

// AddDepthWork adds parts (of DepthParts) to the share of the depth done.
func (r *Run) AddDepthWork(parts uint64) { r.depthWork.Add(parts) }

// DepthWork is the parts of the depth done so far.
func (r *Run) DepthWork() uint64 { return r.depthWork.Load() }

// DepthDone records how long depth n took, for the progress events.
func (r *Run) DepthDone(n int, d time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	// A new slice each time: events already sent share the old one.
	times := slices.Clone(r.depthTimes)
	for len(times) <= n {
		times = append(times, 0)
	}
	times[n] = d
	r.depthTimes = times
}

// LoadingTable marks the start of loading the search's table, which the
// events and the result report apart from the search (a table of
// gigabytes takes seconds to read, and the search's speed is not slowed
// by it); the function returned marks its end.
func (r *Run) LoadingTable() (done func()) {
	start := time.Now()
	r.loadingTable.Store(true)
	return func() {
		r.mu.Lock()
		r.tableLoad += time.Since(start)
		r.mu.Unlock()
		r.loadingTable.Store(false)
	}
}

// send fills in the counters and calls the callback; r.mu is held.
func (r *Run) send(e search.Event) {
	if r.emit == nil {
		return
	}
	e.Depth = int(r.depth.Load())
	e.DepthTimes = r.depthTimes
	e.Bounding = int(r.bounding.Load())
	if e.Depth > 0 && !r.depthStart.IsZero() {
		e.DepthDone = float64(r.depthWork.Load()) / DepthParts
		if e.DepthDone >= 0.001 && e.DepthDone < 1 {
			spent := time.Since(r.depthStart)
			e.DepthETA = time.Duration(float64(spent) * (1 - e.DepthDone) / e.DepthDone)
		}
	}
	e.Proven = r.proven.Load()
	e.LoadingTable, e.TableLoad = r.loadingTable.Load(), r.tableLoad
	if secs := (time.Since(r.start) - r.tableLoad).Seconds(); secs > 0 && !e.LoadingTable {
		e.NodesPerSecond = float64(r.nodes.Load()) / secs
	}
	e.Phase1Depth = int(r.phase1Depth.Load())
	e.Phase2Depth = int(r.phase2Depth.Load())
	e.Phase1Solutions = r.phase1Solutions.Load()
	e.Nodes = r.nodes.Load()
	e.BestLength = -1
	if r.sol != nil {
		e.BestLength = len(r.sol.Moves)
		if e.Solution == nil && e.Kind == search.Finished {
			e.Solution = r.sol
		}
	}
	e.Elapsed = time.Since(r.start)
	r.emit(e)
}
