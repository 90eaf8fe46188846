package solver

import (
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"cubesolver/solver/cube"
)

// optimal is the optimal-mode search (seed section 12): iterative-deepening
// A* over the whole cube, bounded below by a pruning table read along the
// UD, RL and FB axes. The standard search first gives an upper bound, so
// that a good solution shows at once; the depths below it are then searched
// one by one on all cores. A solution found at a depth is the shortest,
// since every shorter depth was searched in full; if no depth below the
// bound holds one, the bound's solution is the shortest.
func (s *Solver) optimal(r *run, c cube.Cubie, opts Options) {
	r.keep = true // the target length does not apply: stop only when proven
	p := optPruning{t: s.t, h: opts.BigTable}
	root := p.root(c)
	first := firstMoves(c)
	lower := root.bound()
	s.upperBound(r, c, lower, firstBoundTime, opts)
	if r.proven.Load() {
		return
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	for n := lower; n < r.bestLen(); n++ {
		if spent := time.Since(r.start); spent >= boundAfter {
			// Each depth costs several times all before it. If the
			// standard search finds a solution of n moves in a third of
			// the time spent so far, depth n need not be searched.
			s.upperBound(r, c, n, min(spent/3, time.Minute), opts)
			if r.bestLen() <= n {
				break
			}
			if r.stopped() {
				return // not proven
			}
		}
		r.beginDepth(n)
		start := time.Now()
		found := s.searchDepth(r, p, root, first, n, workers)
		if !found && r.stopped() {
			return // not proven
		}
		r.depthDone(n, time.Since(start))
		if found {
			break
		}
	}
	if r.bestLen() < noSolution {
		r.proven.Store(true)
	}
}

// boundAfter is the time after which the optimal search tries the
// standard search again before each depth.
const boundAfter = 100 * time.Millisecond

// depthDone records how long depth n took, for the progress events.
func (r *run) depthDone(n int, d time.Duration) {
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

// optPrefixLen is how many first moves name a subtree handed to a worker: a
// few thousand subtrees keep both cores busy to the end of a depth.
const optPrefixLen = 3

// optTask is a subtree of one depth's search: the node after the moves path.
type optTask struct {
	nd   optNode
	path [optPrefixLen]cube.Move
	n    int
	// weight is the subtree's expected share of the depth's work, in
	// parts of depthParts (see weighTasks).
	weight uint64
}

// searchDepth searches for a solution of exactly n moves on all workers and
// reports whether it found one. Deep searches start only with the moves in
// the set first.
func (s *Solver) searchDepth(r *run, p optPruning, root optNode, first uint32, n, workers int) bool {
	var done atomic.Bool
	newWorker := func() *optWorker { return &optWorker{t: s.t, p: p, run: r, done: &done} }
	if n < 2*optPrefixLen {
		// Small: one goroutine, no split.
		w := newWorker()
		w.search(&root, 0, n)
		w.flush()
		r.depthWork.Store(depthParts)
		return done.Load()
	}
	tasks := optSubtrees(newWorker(), root, first, n)
	weighTasks(tasks, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer r.recoverPanic()
			w := newWorker()
			defer w.flush()
			w.searchLanes(tasks, &next, n)
		}()
	}
	wg.Wait()
	return done.Load()
}

// optSubtrees lists the nodes optPrefixLen moves below root that a solution of n
// moves starting with a move in first may pass through, in search order.
func optSubtrees(w *optWorker, root optNode, first uint32, n int) []optTask {
	var out []optTask
	var walk func(nd *optNode, depth int)
	walk = func(nd *optNode, depth int) {
		if depth == optPrefixLen {
			t := optTask{nd: *nd, n: depth}
			copy(t.path[:], w.path[:depth])
			out = append(out, t)
			return
		}
		prev := 6
		if depth > 0 {
			prev = int(w.path[depth-1].Face())
		}
		var kids [cube.NumMoves]optChild
		k := w.children(nd, prev, n-depth, &kids)
		for i := 0; i < k; i++ {
			if depth == 0 && first>>kids[i].m&1 == 0 {
				continue // a symmetric copy of another first move
			}
			w.path[depth] = kids[i].m
			walk(&kids[i].nd, depth+1)
		}
	}
	walk(&root, 0)
	w.flush()
	return out
}

// depthParts is the work of one depth, in the parts progress counts.
const depthParts = 1 << 40

// optBranching is the number of children an IDA* node has on average (the
// canonical sequences grow about so much a move): a subtree whose bound is
// a move below another's is expected to be that many times larger.
const optBranching = 13.35

// weighTasks gives each task its expected share of the depth's work, from
// how far its bound lies below the moves left: the fraction of a depth
// done is then the sum of the shares of the tasks finished. (The shares
// are an estimate; the time left worked out from them is one too.)
func weighTasks(tasks []optTask, n int) {
	sizes := make([]float64, len(tasks))
	total := 0.0
	for i := range tasks {
		sizes[i] = math.Pow(optBranching, float64(n-tasks[i].n-tasks[i].nd.bound()))
		total += sizes[i]
	}
	var given uint64
	for i := range tasks {
		tasks[i].weight = uint64(float64(depthParts) * sizes[i] / total)
		given += tasks[i].weight
	}
	if len(tasks) > 0 {
		tasks[len(tasks)-1].weight += depthParts - given // rounding: the parts add up
	}
}

// beginDepth starts depth n's search: the progress events count its work
// from zero.
func (r *run) beginDepth(n int) {
	r.mu.Lock()
	r.depthStart = time.Now()
	r.mu.Unlock()
	r.depthWork.Store(0)
	r.depth.Store(int32(n))
}
