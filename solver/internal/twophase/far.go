package twophase

import (
	"math/bits"
	"sync"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
)

// Far from phase 2's subgroup a phase-1 node reads its sym-move row and
// then the pruning entry of every child (six to eight moves out, entries
// of the near table and its rims instead or first): two waits for memory,
// one after the other, for about one child that goes on (the tree is
// nearly a bundle of paths).
// Expanded one at a time, these nodes took half the search's time waiting.
// So phase 1 expands far nodes in batches, depth first: it takes the next
// farBatch far nodes in depth-first order off a stack, asks for all their
// rows, then for all their children's entries, and only then reads them;
// the waits overlap. Nodes within recurseDepth of the subgroup are searched
// depth first one at a time (phase1).

// farBatch is how many far nodes are expanded together: 16 measured a
// little faster than 8 and 32, 8 than 4.
const farBatch = 16

// recurseDepth is the distance to the subgroup from which nodes are
// searched depth first one at a time (phase1): all they read is in the
// cache.
const recurseDepth = 5

// farKids are the children of a batch of far nodes (see expandFar): which
// node each is a child of, by which move, their coordinates, pruning-table
// index and distance (-1 while unknown). far takes one from a pool for its
// batches to fill: 10 KB that local arrays cleared every batch, and that a
// search of its own cost every Solve to clear and copy.
type farKids struct {
	parent, depth [farBatch * cube.NumMoves]int8
	move          [farBatch * cube.NumMoves]cube.Move
	coord         [farBatch * cube.NumMoves]ttables.Phase1Coord
	index         [farBatch * cube.NumMoves]int
}

var farKidsPool = sync.Pool{New: func() any { return new(farKids) }}

// farNode is a node of phase 1 waiting on the stack: its coordinates (see
// twoPhase.phase1), its distance to the subgroup and its path.
type farNode struct {
	ttables.Phase1Coord
	dist, n int8
	corners uint16 // for phase 2
	path    [maxPath]cube.Move
}

// far searches for phase-1 solutions of exactly total moves from the start,
// which must be further than recurseDepth from the subgroup. It returns
// true when the whole search must stop.
func (s *twoPhase) far(total int) bool {
	stack := append(s.farStack[:0], farNode{Phase1Coord: s.start, dist: int8(s.depth1), corners: s.corners})
	s.kids = farKidsPool.Get().(*farKids)
	defer func() {
		s.farStack = stack[:0]
		farKidsPool.Put(s.kids)
		s.kids = nil
	}()
	var batch [farBatch]farNode
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if int(top.dist) <= recurseDepth {
			nd := *top
			stack = stack[:len(stack)-1]
			if s.phase1Node(&nd, total) {
				return true
			}
			continue
		}
		if s.run.Stopped() {
			return true
		}
		// batch[0] is the next node in depth-first order.
		b := 0
		for b < farBatch && b < len(stack) && int(stack[len(stack)-1-b].dist) > recurseDepth {
			batch[b] = stack[len(stack)-1-b]
			b++
		}
		stack = stack[:len(stack)-b]
		stack = s.expandFar(batch[:b], total, stack)
		if s.nodes >= countEvery {
			s.addCounts(total)
		}
	}
	return false
}

// phase1Node searches below nd, a node within recurseDepth of the
// subgroup, with phase1Steps if it can, else phase1.
func (s *twoPhase) phase1Node(nd *farNode, total int) bool {
	copy(s.path[:nd.n], nd.path[:nd.n])
	s.baseCorners, s.baseN = nd.corners, int(nd.n) // the leaves below replay from here
	t, togo, dist := s.t, total-int(nd.n), int(nd.dist)
	if stepsFrom(dist, togo) {
		id := s.near.ID(s.near.Find(int(nd.Class), t.Phase1Index(nd.Phase1Coord)))
		return s.phase1Steps(id, int(nd.Sym), dist, int(nd.n), togo)
	}
	return s.phase1(nd.Phase1Coord, dist, int(nd.n), togo)
}

// stepsFrom reports whether a node at distance dist from the subgroup with
// togo moves left is searched with the near table's steps (phase1Steps):
// within their depth, with at most one move to spare.
func stepsFrom(dist, togo int) bool { return togo-dist <= 1 && dist <= ttables.NearStepDepth }

// expandFar pushes onto stack the children of the batch's nodes that can
// lead to a phase-1 solution of total moves, so that the first child of
// batch[0] comes off first: the step of phase1 (see step.go), with every
// node's entry asked for first, then every child's pruning entry that is
// to be read, so that the reads overlap.
func (s *twoPhase) expandFar(batch []farNode, total int, stack []farNode) []farNode {
	t, pf := s.t, &s.prefetch
	s.nodes += int64(len(batch))
	var index [farBatch]int // the entries of near and rim nodes
	var src [farBatch]source
	for i := range batch {
		nd := &batch[i]
		t.PrefetchFlipSliceRow(pf, int(nd.Class))
		t.PrefetchCornerRow(pf, int(nd.corners))
		// The entry the node's source reads (see step.go).
		switch src[i] = sourceOf(int(nd.dist), total-int(nd.n)); src[i] {
		case byNear:
			index[i] = t.Phase1Index(nd.Phase1Coord)
			s.near.Prefetch(pf, index[i])
		case byRim:
			index[i] = t.Phase1Index(nd.Phase1Coord)
			s.rim.Prefetch(pf, index[i])
		case byOuterRim:
			index[i] = t.Phase1Index(nd.Phase1Coord)
			s.outer.Prefetch(pf, index[i])
		case byFarRim:
			index[i] = t.Phase1Index(nd.Phase1Coord)
			s.farRim.Prefetch(pf, index[i])
		}
	}
	pf.Do()

	k, kids := 0, s.kids
	parent, ms, depths := &kids.parent, &kids.move, &kids.depth
	coords, kidIndex := &kids.coord, &kids.index
	for p := range batch {
		nd := &batch[p]
		moves := s.firstMoves
		if nd.n > 0 {
			moves = movesAfter[nd.path[nd.n-1]/3]
		}
		dist := int(nd.dist)
		var down, level uint32
		near := false
		if src[p] != byPrune {
			moves, down, level, near = s.kidMoves(src[p], moves, int(nd.Class), int(nd.Sym), index[p], dist, total-int(nd.n))
		}
		for ; moves != 0; moves &= moves - 1 {
			m := bits.TrailingZeros32(moves)
			parent[k], ms[k] = int8(p), cube.Move(m)
			coords[k] = t.Phase1Move(nd.Phase1Coord, m)
			if near {
				depths[k] = int8(nearDist(down, level, m, dist))
			} else {
				kidIndex[k] = t.Phase1Index(coords[k])
				t.PrefetchPrune1(pf, kidIndex[k])
				depths[k] = -1
			}
			k++
		}
	}
	pf.Do()

	for i := 0; i < k; i++ {
		if depths[i] >= 0 {
			continue
		}
		nd := &batch[parent[i]]
		d2 := ttables.NextDepth(int(nd.dist), t.Prune1(kidIndex[i]))
		if d2 < total-int(nd.n) {
			depths[i] = int8(d2)
		}
	}
	for i := k - 1; i >= 0; i-- {
		if depths[i] < 0 {
			continue
		}
		nd := &batch[parent[i]]
		stack = append(stack, farNode{Phase1Coord: coords[i],
			dist: depths[i], n: nd.n + 1, corners: uint16(t.CornerMove(int(nd.corners), int(ms[i]))), path: nd.path})
		stack[len(stack)-1].path[nd.n] = ms[i]
		// A child that phase1Node will look up in the near table first:
		// its entry is on its way by the time it comes off the stack.
		if stepsFrom(int(depths[i]), total-int(nd.n)-1) {
			s.near.Prefetch(pf, t.Phase1Index(coords[i]))
		}
	}
	pf.Do()
	return stack
}
