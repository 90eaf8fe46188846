package optimal

import (
	"slices"
	"sync/atomic"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// With the big table nearly every read of it misses the cache and waits
// for memory (about 200 ns on the machine this was tuned on), and one
// node's reads come in three dependent rounds, one per axis. A worker
// therefore runs several depth-first searches ("lanes") in turn: a lane
// works out the indices of one round, asks for them with a prefetch and
// hands over to the next lane; when its turn comes again the entries are
// in the cache. The reads of all lanes overlap, and the processor is not
// held up waiting for any one of them.

// numLanes is how many searches a worker interleaves. (The phase-1 table
// is small enough to be mostly in the cache; it gets no prefetch, and the
// lanes cost it little.)
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
	path   [maxPath]cube.Move
	floor  int // path length at the task's node
	stack  [maxPath]frame
	top    int // frames on the stack; frame i is the node at path length floor+i

	// The node being expanded and the round of reads it is in.
	nd    node
	at    int // its path length
	round int
	order [3]int
	kids  [cube.NumMoves]child
	k     int
	idx   [cube.NumMoves]int
}

// start begins the search below task t.
func (l *lane) start(t *task) {
	copy(l.path[:], t.path[:t.n])
	l.floor, l.top, l.active, l.weight = t.n, 0, true, t.weight
	l.begin(&t.nd, t.n)
}

// begin starts expanding nd, the node after path[:at]: its first round.
func (l *lane) begin(nd *node, at int) {
	l.nd, l.at, l.round = *nd, at, 0
	prev := 6
	if at > 0 {
		prev = int(l.path[at-1].Face())
	}
	moves := movesAfter[prev]
	l.k = len(moves)
	for i, m := range moves {
		l.kids[i].m = m
	}
	l.order = nd.axisOrder()
	l.request(l.order[0])
}

// request works out the children's coordinates and table indices along
// axis a and prefetches the entries.
func (l *lane) request(a int) {
	p, pr := l.nd.ax[a], &l.w.p
	for i := 0; i < l.k; i++ {
		c := &l.kids[i].nd.ax[a]
		*c = l.w.moveAxis(p, a, l.kids[i].m)
		l.idx[i] = pr.index(c.RawCoord)
	}
	if pr.h != nil {
		pr.h.Prefetch(l.idx[:l.k])
	}
}

// step reads the round requested last time, and either requests the next
// round or, after the third, moves on to the next node. It returns true
// when the search must end: a solution was found or the run stopped.
func (l *lane) step() bool {
	togo := l.n - l.at
	a := l.order[l.round]
	pr := &l.w.p
	base := int(l.nd.ax[a].dist) * 3
	j := 0
	for i := 0; i < l.k; i++ {
		d := nextDist[base+int(pr.get(l.idx[i]))]
		if int(d) >= togo {
			continue
		}
		if j != i {
			l.kids[j] = l.kids[i]
		}
		l.kids[j].nd.ax[a].dist = d
		j++
	}
	l.k = j
	if l.round < 2 && l.k > 0 {
		l.round++
		l.request(l.order[l.round])
		return false
	}
	f := &l.stack[l.at-l.floor]
	f.k, f.next = 0, 0
	t := l.w.t
	for i := 0; i < l.k; i++ {
		if l.kids[i].nd.bound() < togo {
			c := &f.kids[f.k]
			*c = l.kids[i]
			c.nd.corners = uint16(t.CornerMove(int(l.nd.corners), int(c.m)))
			f.k++
		}
	}
	l.top = l.at - l.floor + 1
	l.w.nodes++
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
			l.begin(&c.nd, at+1)
			return false
		}
		l.w.nodes++
		var sol [cube.NumMoves]child
		if l.w.solvingMoves(&c.nd, movesAfter[c.m.Face()], &sol) > 0 {
			l.path[at+1] = sol[0].m
			l.w.run.Found(search.Solution{Moves: slices.Clone(l.path[:l.n])})
			l.w.done.Store(true)
			return true
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
			if l.step() {
				return
			}
			if !l.active && !fill(l) {
				active--
			}
		}
	}
}
