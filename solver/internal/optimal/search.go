package optimal

import (
	"cmp"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/search"
	otables "cubesolver/tables/optimal"
)

// Solve runs the optimal search on r's cube with the table o (t serves
// the standard search it starts with): iterative-deepening A* over the
// whole cube, bounded below by o, which bounds all three axes at once. The
// standard search first gives an upper bound, so that a good solution
// shows at once; the depths below it are then searched one by one on all
// cores. A solution found at a depth is the shortest, since every shorter
// depth was searched in full; if no depth below the bound holds one, the
// bound's solution is the shortest.
func Solve(r *run.Run, t *ttables.Tables, o *otables.Table, opts search.Options) {
	c := r.Cube()
	s := &engine{t: t, o: o, syms: selfSyms(c)}
	r.KeepImproving() // the target length does not apply: stop only when proven
	root := root(o, c)
	first := firstMoves(c)
	lower := root.bound()
	// The time the depths' search has taken (spent, below) counts from
	// here, not from the run's start: the window's first optimal search
	// loads the table within its run (seconds, for 2GB), and the standard
	// search before depth 12 then took half of that.
	origin := time.Now()
	s.upperBound(r, c, lower, firstBoundTime, true, opts)
	if r.Proven() {
		return
	}
	// Nor does it count what the first bound took past its time to reach
	// 20 moves: on the superflip, a third of a second, which would
	// otherwise start the standard searches before each depth at once.
	if over := time.Since(origin) - firstBoundTime; over > 0 {
		origin = origin.Add(over)
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	// Depths below FromDepth were searched by an earlier search.
	for n := max(lower, opts.FromDepth); n < r.BestLen(); n++ {
		if spent := time.Since(origin); spent >= boundAfter {
			// Each depth costs several times all before it. If the
			// standard search finds a solution of n moves in half the
			// time spent so far, depth n need not be searched: where
			// n is the optimum, its search up to the first solution
			// is luck of the order and can take ten times that. Where
			// depth n has no solution the time is lost, but it is about
			// a twentieth of depth n's. Half against an eighth, 50 random
			// cubes, 2GB, one core, alternating: 4 of them 2 to 7
			// times faster, the time of all 1.5% less.
			r.Bounding(n)
			s.upperBound(r, c, n, min(spent/2, time.Minute), false, opts)
			r.Bounding(0)
			if r.BestLen() <= n {
				break
			}
			if r.Stopped() {
				return // not proven
			}
		}
		r.BeginDepth(n)
		start := time.Now()
		found := s.searchDepth(r, root, first, n, workers)
		if !found && r.Stopped() {
			return // not proven
		}
		r.DepthDone(n, time.Since(start))
		if found {
			break
		}
	}
	if r.HasSolution() {
		r.SetProven()
	}
	// Otherwise no solution is shorter than ShorterThan: the search stops
	// exhausted, with none.
}

// boundAfter is the time after which the optimal search tries the
// standard search again before each depth.
const boundAfter = 100 * time.Millisecond

// prefixLen is how many first moves name a subtree handed to a worker:
// some forty thousand subtrees. Far fewer would keep both cores busy to
// the end of a depth, but the depth that holds a solution ends at the
// first found, and the subtrees are taken in order of how likely they are
// to hold one (see order): the finer they are, the better the order tells
// them apart. A symmetric cube searches only one of each family of
// symmetric subtrees (distinctTasks): four moves deep the superflip still
// has 934.
const prefixLen = 4

// task is a subtree of one depth's search: the node after the moves path.
type task struct {
	nd   node
	path [prefixLen]cube.Move
	n    int
	// weight is the subtree's expected share of the depth's work, in
	// parts of run.DepthParts (see weighTasks).
	weight uint64
	// last is what the subtree met in the depth before (notSearched: not
	// searched), seen what it has met in this one so far.
	last, seen reach
}

// reach is what a subtree met in a depth's search: its nodes, and how
// near the goal it came: the fewest moves left at any of its nodes (the
// search goes on below a node only while its bound is within them), and
// at how many nodes.
type reach struct {
	nodes   int64
	closest int // maxPath: no node
	near    int64
}

// notSearched is the reach of a subtree not searched.
var notSearched = reach{closest: maxPath}

// visit counts a node with togo moves left.
func (r *reach) visit(togo int) {
	r.nodes++
	if togo < r.closest {
		r.closest, r.near = togo, 0
	}
	if togo == r.closest {
		r.near++
	}
}

// searchDepth searches for a solution of exactly n moves on all workers and
// reports whether it found one. Deep searches start only with the moves in
// the set first.
func (s *engine) searchDepth(r *run.Run, root node, first uint32, n, workers int) bool {
	var done atomic.Bool
	newWorker := func() *worker { return &worker{o: s.o, run: r, done: &done} }
	if n < 2*prefixLen {
		// Small: one goroutine, no split.
		w := newWorker()
		w.search(&root, 0, n)
		w.flush()
		if done.Load() || !r.Stopped() {
			r.AddDepthWork(run.DepthParts) // searched in full (a later search goes on from the next)
		}
		return done.Load()
	}
	tasks := distinctTasks(r.Cube(), s.syms, subtrees(newWorker(), root, first, n, prefixLen))
	if len(tasks) == 0 {
		r.AddDepthWork(run.DepthParts) // the bounds rule the depth out
		return false
	}
	s.order(tasks)
	weighTasks(tasks, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer r.RecoverPanic()
			w := newWorker()
			defer w.flush()
			w.searchLanes(tasks, &next, n)
		}()
	}
	wg.Wait()
	s.remember(tasks)
	return done.Load()
}

// order sorts the tasks by how likely they are to hold a solution, as
// the depth before tells: first those that came nearest the goal there
// (fewest moves left at a node: the bound let the search go on below it
// to there), then those that came so near at more nodes, and the rest by
// their density, the densest first, as vcube does (where the bound let
// more nodes through, more of them end near the goal). Measured on the
// last depths of ten of the 50 random cubes (2GB table, every subtree
// searched): the first solution came after a share of the depth's work of
// 0.145 on average (geometric mean 0.031), against 0.170 (0.110) with
// subtrees three moves deep ordered by their nodes alone, as before, and
// 0.159 (0.112) by density alone. A depth searched in full then ends with
// small tasks, which keep both workers busy to its end.
func (s *engine) order(tasks []task) {
	for i := range tasks {
		tasks[i].last = notSearched
		if r, ok := s.history[tasks[i].path]; ok {
			tasks[i].last = r
		}
	}
	slices.SortStableFunc(tasks, func(a, b task) int {
		if c := cmp.Compare(a.last.closest, b.last.closest); c != 0 {
			return c
		}
		if c := cmp.Compare(b.last.near, a.last.near); c != 0 {
			return c
		}
		return cmp.Compare(b.density(), a.density())
	})
}

// density is the task's nodes in the depth before for the size of its
// subtree: after a turn of U, R or F, which the opposite face may follow,
// the canonical sequences are more by √(3/2) than after D, L or B.
func (t *task) density() float64 {
	if t.path[t.n-1].Face() < 3 {
		return float64(t.last.nodes) / math.Sqrt(1.5)
	}
	return float64(t.last.nodes)
}

// remember keeps what each task met, for ordering the next depth.
func (s *engine) remember(tasks []task) {
	s.history = make(map[[prefixLen]cube.Move]reach, len(tasks))
	for _, t := range tasks {
		s.history[t.path] = t.seen
	}
}

// subtrees lists the nodes prefix moves below root that a solution of n
// moves starting with a move in first may pass through, in search order.
func subtrees(w *worker, root node, first uint32, n, prefix int) []task {
	var out []task
	var walk func(nd *node, depth int)
	walk = func(nd *node, depth int) {
		if depth == prefix {
			t := task{nd: *nd, n: depth, seen: notSearched}
			copy(t.path[:], w.path[:depth])
			out = append(out, t)
			return
		}
		prev := 6
		if depth > 0 {
			prev = int(w.path[depth-1].Face())
		}
		var x expansion
		w.nodes++ // the walk expands it: counted as the searches count
		k := w.children(nd, prev, n-depth, &x)
		kids := &x.kids
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

// branching is the number of children an IDA* node has on average (the
// canonical sequences grow about so much a move): a subtree whose bound is
// a move below another's is expected to be that many times larger.
const branching = 13.35

// weighTasks gives each task its expected share of the depth's work: in
// proportion to its nodes in the depth before where it was searched, else
// from how far its bound lies below the moves left. The fraction of a
// depth done is then the sum of the shares of the tasks finished. (The
// shares are an estimate; the time left worked out from them is one too.)
func weighTasks(tasks []task, n int) {
	sizes := make([]float64, len(tasks))
	total := 0.0
	seen := false
	for i := range tasks {
		seen = seen || tasks[i].last.nodes > 0
	}
	for i := range tasks {
		if seen {
			// A node more than none: a subtree all pruned before may
			// not be now.
			sizes[i] = float64(tasks[i].last.nodes + 1)
		} else {
			sizes[i] = math.Pow(branching, float64(n-tasks[i].n-tasks[i].nd.bound()))
		}
		total += sizes[i]
	}
	var given uint64
	for i := range tasks {
		tasks[i].weight = uint64(float64(run.DepthParts) * sizes[i] / total)
		given += tasks[i].weight
	}
	if len(tasks) > 0 {
		tasks[len(tasks)-1].weight += run.DepthParts - given // rounding: the parts add up
	}
}

// engine is the optimal search over one set of tables.
type engine struct {
	t *ttables.Tables
	o *otables.Table
	// history has the nodes of each task of the depth searched last.
	history map[[prefixLen]cube.Move]reach
	syms    []cube.Sym // the cube's symmetries (see distinctTasks)
}

// maxPath bounds the length of a solution.
const maxPath = run.MaxPath
