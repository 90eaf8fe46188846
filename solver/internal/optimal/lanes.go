package optimal

import (
	"sync/atomic"

	"cubesolver/solver/cube"
)

// Nearly every read of the table misses the cache and waits for memory
// (about 200 ns on the machine this was tuned on), and one node's reads
// come in dependent rounds: a child's corner class gives the symmetry
// that its edges are seen through, and the edges its table entry. A worker
// therefore runs several depth-first searches ("lanes") in turn: a lane
// works out what one round needs, asks for it with a prefetch and hands
// over to the next lane; when its turn comes again the entries are in the
// cache. The reads of all lanes overlap, and the processor is not held up
// waiting for any one of them.

// numLanes is how many searches a worker interleaves.
const numLanes = 8

// frame holds a node's children that are still to be searched.
type frame struct {
	kids    [cube.NumMoves]child
	k, next int
}

// lane is one interleaved depth-first search below a task's node.
type lane struct {
	w      *worker
	n      int // the depth searched: solutions have n moves
	active bool
	weight uint64 // the task's share of the depth (task.weight)
	task   *task  // the task, which counts its nodes
	path   [maxPath]cube.Move
	floor  int // path length at the task's node
	stack  [maxPath]frame
	top    int // frames on the stack; frame i is the node at path length floor+i

	// The node being expanded (after path[:at]), a round at a time.
	x  expansion
	at int
}

// start begins the search below task t.
func (l *lane) start(t *task) {
	copy(l.path[:], t.path[:t.n])
	l.floor, l.top, l.active, l.weight, l.task = t.n, 0, true, t.weight, t
	prev := 6
	if t.n > 0 {
		prev = int(t.path[t.n-1].Face())
	}
	l.at = t.n
	l.x.begin(l.w, &t.nd, prev, l.n-t.n)
}

// push keeps the children of the node just expanded (l.x's), to be
// searched, and goes on to the next node. It returns true when the search
// must end: a solution was found or the run stopped.
func (l *lane) push() bool {
	f := &l.stack[l.at-l.floor]
	copy(f.kids[:l.x.k], l.x.kids[:l.x.k])
	f.k, f.next = l.x.k, 0
	l.top = l.at - l.floor + 1
	l.w.nodes++
	l.task.seen.visit(l.n - l.at)
	if l.w.nodes >= pollEvery && l.w.poll() {
		return true
	}
	return l.advance()
}

// advance begins the next node to expand, checking the nodes one move
// from a solution on the way (they need no table), and marks the lane
// idle when its task is done.
func (l *lane) advance() bool {
	for l.top > 0 {
		f := &l.stack[l.top-1]
		if f.next == f.k {
			l.top--
			continue
		}
		c := &f.kids[f.next]
		f.next++
		at := l.floor + l.top - 1
		l.path[at] = c.m
		if l.n-(at+1) > 1 {
			l.at = at + 1
			l.x.begin(l.w, &c.nd, int(c.m.Face()), l.n-l.at)
			return false
		}
		l.w.nodes++
		l.task.seen.visit(1)
		var sol [cube.NumMoves]child
		k := l.w.solvingMoves(&c.nd, movesAfter[c.m.Face()], &sol)
		for i := 0; i < k; i++ {
			l.path[at+1] = sol[i].m
			if l.w.solved(l.path[:l.n]) {
				return true
			}
		}
	}
	l.active = false
	l.w.run.AddDepthWork(l.weight)
	return false
}

// searchLanes is one worker's part of a depth's search: it takes tasks from the queue into its lanes until none is left.
func (w *worker) searchLanes(tasks []task, next *atomic.Int64, n int) {
	var lanes [numLanes]lane
	fill := func(l *lane) bool {
		i := int(next.Add(1)) - 1
		if i >= len(tasks) {
			return false
		}
		l.start(&tasks[i])
		return true
	}
	active := 0
	for i := range lanes {
		lanes[i].w, lanes[i].n = w, n
		if fill(&lanes[i]) {
			active++
		}
	}
	for active > 0 {
		for i := range lanes {
			l := &lanes[i]
			if !l.active {
				continue
			}
			// A round of the node's expansion; once its children are
			// made, on to the next node.
			if l.x.step(w) && l.push() {
				return
			}
			if !l.active && !fill(l) {
				active--
			}
		}
	}
}
