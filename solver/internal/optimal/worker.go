package optimal

import (
	"slices"
	"sync/atomic"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/search"
	"cubesolver/tables"
	otables "cubesolver/tables/optimal"
)

// pollEvery is how many nodes a worker searches between looks at the stop
// flags (and adds its count to the run's): a few hundred microseconds of
// work, well inside the 100 ms a cancel may take.
const pollEvery = 1 << 12

// worker is one goroutine of the optimal search: a depth-first search
// below the subtrees it is handed.
type worker struct {
	o     *otables.Table
	run   *run.Run
	done  *atomic.Bool // set when the depth's search is over: a solution was found
	path  [maxPath]cube.Move
	nodes int64 // not yet added to run.nodes
	tried int64 // moves tried, not yet added to the run's
	pf    tables.Prefetch
}

// search looks for a solution of exactly togo more moves below nd, the node
// after path[:n]. It returns true when the search must end: a solution was
// found (and recorded) or the run was stopped.
func (w *worker) search(nd *node, n, togo int) bool {
	w.nodes++
	if w.nodes >= pollEvery && w.poll() {
		return true
	}
	prev := 6
	if n > 0 {
		prev = int(w.path[n-1].Face())
	}
	var x expansion
	k := w.children(nd, prev, togo, &x)
	kids := &x.kids
	for i := 0; i < k; i++ {
		w.path[n] = kids[i].m
		if togo == 1 {
			if w.solved(w.path[:n+1]) {
				return true
			}
			continue
		}
		if w.search(&kids[i].nd, n+1, togo-1) {
			return true
		}
	}
	return false
}

// solved reports whether moves solve the cube, and if so records them and
// ends the depth's search.
func (w *worker) solved(moves []cube.Move) bool {
	if !w.run.Cube().Apply(moves).IsSolved() {
		return false
	}
	w.run.Found(search.Solution{Moves: slices.Clone(moves)})
	w.done.Store(true)
	return true
}

// poll adds the node count to the run's and reports whether to stop.
func (w *worker) poll() bool {
	w.flush()
	return w.run.Stopped() || w.done.Load()
}

func (w *worker) flush() {
	w.run.AddNodes(w.nodes)
	w.run.AddTried(w.tried)
	w.nodes, w.tried = 0, 0
}
