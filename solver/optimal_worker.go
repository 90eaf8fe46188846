package solver

import (
	"sync/atomic"

	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// optPollEvery is how many nodes a worker searches between looks at the stop
// flags (and adds its count to the run's): a few hundred microseconds of
// work, well inside the 100 ms a cancel may take.
const optPollEvery = 1 << 12

// optWorker is one goroutine of the optimal search: a depth-first search
// below the subtrees it is handed.
type optWorker struct {
	t     *tables.Tables
	p     optPruning
	run   *run
	done  *atomic.Bool // set when the depth's search is over: a solution was found
	path  [maxPath]cube.Move
	nodes int64 // not yet added to run.nodes
}

// search looks for a solution of exactly togo more moves below nd, the node
// after path[:n]. It returns true when the search must end: a solution was
// found (and recorded) or the run was stopped.
func (w *optWorker) search(nd *optNode, n, togo int) bool {
	w.nodes++
	if w.nodes >= optPollEvery && w.poll() {
		return true
	}
	prev := 6
	if n > 0 {
		prev = int(w.path[n-1].Face())
	}
	var kids [cube.NumMoves]optChild
	k := w.children(nd, prev, togo, &kids)
	for i := 0; i < k; i++ {
		w.path[n] = kids[i].m
		if togo == 1 {
			w.run.found(direction{}, w.path[:n+1], 0, 0, 0)
			w.done.Store(true)
			return true
		}
		if w.search(&kids[i].nd, n+1, togo-1) {
			return true
		}
	}
	return false
}

// poll adds the node count to the run's and reports whether to stop.
func (w *optWorker) poll() bool {
	w.flush()
	return w.run.stopped() || w.done.Load()
}

func (w *optWorker) flush() {
	w.run.nodes.Add(w.nodes)
	w.nodes = 0
}
