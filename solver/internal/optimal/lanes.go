package optimal

import (
	"sync/atomic"

	"cubesolver/solver/cube"
	"cubesolver/tables"
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

	// The node being expanded, its children so far and the round of
	// reads they are in. Each round asks for what the next reads: the
	// cubes' corners (begin), their entries (round 1), their near-set
	// slots and the inverses' corners (2), the inverses' entries (3) and
	// their slots (4); round 5 reads the inverses' near bounds.
	nd     node
	at     int // its path length
	round  int
	kids   [cube.NumMoves]child
	k      int
	corner [cube.NumMoves]uint32
	key    [cube.NumMoves]uint64              // the cubes' keys (Optimal.Key)
	ikey   [cube.NumMoves]uint64              // the inverses' keys
	xi     [cube.NumMoves]tables.OptimalCoord // the inverses' coordinates
	look   [cube.NumMoves]bool                // the inverse's bound is to be read
	// The bounds still to be read from the near set, where the finer
	// table said only "at most its base": the cube's and the inverse's.
	nearFwd, nearInv [cube.NumMoves]bool
}

// start begins the search below task t.
func (l *lane) start(t *task) {
	copy(l.path[:], t.path[:t.n])
	l.floor, l.top, l.active, l.weight, l.task = t.n, 0, true, t.weight, t
	l.begin(&t.nd, t.n)
}

// begin starts expanding nd, the node after path[:at]: its children's
// coordinates and corner classes (a small table, in the cache), the
// children the corners alone rule out dropped, and the edges' reads asked
// for.
func (l *lane) begin(nd *node, at int) {
	l.nd, l.at, l.round = *nd, at, 1
	prev := 6
	if at > 0 {
		prev = int(l.path[at-1].Face())
	}
	o, togo, pf := l.w.o, l.n-at, &l.w.pf
	l.k = 0
	for _, m := range movesAfter[prev] {
		if halfTurn(m) && int(nd.bk) >= togo {
			continue // leaves the inverse's bound as it is: too far
		}
		l.w.tried++
		x := o.Move(nd.x, int(m))
		c, d := o.Locate(x)
		if d >= togo {
			continue
		}
		l.kids[l.k] = child{m: m, nd: node{x: x}}
		l.corner[l.k] = c
		o.PrefetchEdges(pf, x, c)
		l.k++
	}
	pf.Do()
}

// step carries the node's expansion one round on. It returns true when
// the search must end: a solution was found or the run stopped.
func (l *lane) step() bool {
	o, pf, togo := l.w.o, &l.w.pf, l.n-l.at
	switch l.round {
	case 1: // the cubes' entries
		for i := 0; i < l.k; i++ {
			l.key[i] = o.Key(l.kids[i].nd.x, l.corner[i])
			o.PrefetchEntry(pf, l.key[i])
		}
		pf.Do()
		l.round = 2
		return false
	case 2: // the cubes' bounds or near-set slots; the inverses' corners
		j := 0
		for i := 0; i < l.k; i++ {
			b, ok := o.FineBound(l.key[i])
			if !ok {
				b = 0 // at most the base: no bound here (the near set's, in round 4)
			}
			near := !ok && togo <= o.FallbackMax() // the set's bound may rule it out
			if near {
				o.PrefetchNear(pf, l.key[i])
			} else if b = withEdges(o, l.kids[i].nd.x, b, togo); b >= togo {
				continue
			}
			k := &l.kids[j]
			*k = l.kids[i]
			l.key[j], l.nearFwd[j] = l.key[i], near
			k.nd.fwd = int8(b)
			k.nd.inv = l.nd.inv.PreMove(k.m.Inverse())
			k.nd.bk = l.nd.bk
			l.look[j] = !halfTurn(k.m)
			if l.look[j] {
				l.xi[j] = k.nd.inv.Coord()
				c, d := o.Locate(l.xi[j])
				if d >= togo {
					continue
				}
				l.corner[j] = c
				o.PrefetchEdges(pf, l.xi[j], c)
			}
			j++
		}
		l.k = j
		pf.Do()
		l.round = 3
		return false
	case 3: // the inverses' entries
		for i := 0; i < l.k; i++ {
			if l.look[i] {
				l.ikey[i] = o.Key(l.xi[i], l.corner[i])
				o.PrefetchEntry(pf, l.ikey[i])
			}
		}
		pf.Do()
		l.round = 4
		return false
	case 4: // the cubes' near bounds; the inverses' bounds or slots
		j, waits := 0, false
		for i := 0; i < l.k; i++ {
			k := l.kids[i]
			if l.nearFwd[i] {
				b := withEdges(o, k.nd.x, o.NearBound(l.key[i]), togo)
				if b >= togo {
					continue
				}
				k.nd.fwd = int8(b)
			}
			// An inverse's bound is read whatever the moves left: its
			// half turns' children inherit it.
			l.nearInv[j] = false
			if l.look[i] {
				if b, ok := o.FineBound(l.ikey[i]); ok {
					k.nd.bk = int8(withEdges(o, l.xi[i], b, togo))
				} else {
					l.nearInv[j], waits = true, true
					o.PrefetchNear(pf, l.ikey[i])
				}
			}
			if !l.nearInv[j] && int(k.nd.bk) >= togo {
				continue
			}
			l.kids[j], l.ikey[j], l.xi[j] = k, l.ikey[i], l.xi[i]
			j++
		}
		l.k = j
		if waits {
			pf.Do()
			l.round = 5
			return false
		}
	case 5: // the inverses' near bounds
		j := 0
		for i := 0; i < l.k; i++ {
			k := &l.kids[i]
			if l.nearInv[i] {
				k.nd.bk = int8(withEdges(o, l.xi[i], o.NearBound(l.ikey[i]), togo))
				if int(k.nd.bk) >= togo {
					continue
				}
			}
			l.kids[j] = *k
			j++
		}
		l.k = j
	}
	f := &l.stack[l.at-l.floor]
	copy(f.kids[:l.k], l.kids[:l.k])
	f.k, f.next = l.k, 0
	l.top = l.at - l.floor + 1
	l.w.nodes++
	l.task.nodes++
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
		l.task.nodes++
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
			if l.step() {
				return
			}
			if !l.active && !fill(l) {
				active--
			}
		}
	}
}
