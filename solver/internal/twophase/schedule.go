package twophase

import (
	"slices"
	"sync"
	"sync/atomic"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
)

// schedule runs the two-phase search on workers goroutines. The work comes
// in tasks "search direction i with phase 1 exactly n moves long", handed
// out level by level, in order of n: the directions whose cube is closest
// to phase 2's subgroup are searched deepest first, since short phase-1
// solutions make short solutions. (Ordering the levels by the depth over
// each direction's own phase-1 distance instead measured 60% slower.) A
// shared counter hands out the tasks, so no worker idles while another has
// work.
//
// From a few levels after the first on, each level also has the premove
// searches (see premoves and premoveTiers), whose phase 1 is one to three
// moves shorter than the level: their solutions end in as many moves
// more. To 20 moves they come after the directions' own searches. Below
// that, every level's tasks are handed out the smallest trees first (see
// sortedLevel), and from a few levels after the first each direction's own
// search is split by first move into 18 tasks (see splitAfter): a search's
// tree grows about tenfold a level, and the first solution of the level,
// with which the search stops, comes sooner from many small trees than
// after the whole trees of those before them. bench -n 1000 -max 19
// -workers 1: 210k nodes a cube with the premove searches after the
// directions', 139k before them, 114k as they were on 26 November, 98k
// split, 87k sorted.
func (s *engine) schedule(r *run.Run, workers int, v *views) {
	dirs := v.distinct()
	searches := s.searches(r, workers, dirs, v)
	first := firstLevel(&v.depths)
	// The levels read only what the searches' making set (sortedLevel),
	// so they may while the first worker searches with them.
	lv := s.newLevels(r, v, dirs, searches, first)
	var next atomic.Int64 // the tasks handed out, from the first level on
	var wg sync.WaitGroup
	// Each worker has its own copy of every search (a search's state is its
	// path): of the directions' own, made before any worker starts, and of
	// each other group's, made when the worker first needs them. The first
	// worker takes the searches made.
	type worker struct {
		made [groupCount][]*twoPhase
	}
	workerList := make([]worker, workers)
	workerList[0].made[ownGroup] = searches
	for w := 1; w < workers; w++ {
		workerList[w].made[ownGroup] = cloneAll(searches)
	}
	work := func(mine *worker) {
		n, base, size := first, 0, lv.size(first) // the level of the tasks from base on
		for {
			k := int(next.Add(1) - 1)
			for n < maxPath && k >= base+size {
				base += size
				n++
				if n > longest(r) || r.Stopped() {
					return // before lv.size makes the level's searches
				}
				size = lv.size(n)
			}
			if n > longest(r) || n >= maxPath {
				return // any solution found now would be longer
			}
			if r.Stopped() {
				return // and make no premove searches for nothing
			}
			i, at := lv.at(n, k-base)
			if mine.made[i] == nil {
				mine.made[i] = cloneAll(lv.groups[i].searches())
			}
			tp := mine.made[i][at]
			if tp.searchDepth(n - len(tp.starts[0].pre)) {
				return
			}
		}
	}
	// Each worker gives its searches' buffers back when it is done.
	release := func(mine *worker) {
		for _, group := range mine.made {
			for _, tp := range group {
				tp.releaseBuffers()
			}
		}
	}
	// The first worker is this goroutine, the others run on helpers.
	for w := 1; w < workers; w++ {
		mine := &workerList[w]
		wg.Add(1)
		run.Go(func() {
			defer wg.Done()
			defer r.RecoverPanic()
			work(mine)
			release(mine)
		})
	}
	work(&workerList[0])
	release(&workerList[0])
	// Once the run has stopped (its target reached, its time up), what
	// the other workers still do counts for nothing: they stop at their
	// next node, and the solve does not wait for them. On a busy machine
	// a helper's thread can wait milliseconds for a core, and the solve
	// with it. Until then they may still find a better solution.
	if !r.Stopped() {
		wg.Wait()
	}
}

// firstLevel is the first level at which any direction has work: the
// least phase-1 distance.
func firstLevel(depths *[2][3]int) int {
	least := maxPath
	for _, row := range depths {
		least = min(least, slices.Min(row[:]))
	}
	return least
}

// premoveTiers are the premove searches, each tier from its after levels
// after the first (tightAfter for a tight target). Making a tier (about
// 37 us for the singles, 160 for the pairs, 0.6 ms for the triples) is a
// cost that a search over before does not pay. To 20 moves the singles
// from one level after the first take a sixth off the nodes (bench -n
// 1000 -workers 1: 2,116 a cube against 2,568) but raised the median solve
// on two workers (0.110-0.123 ms against 0.100-0.105, alternating, quiet);
// the pairs from three and the triples from four leave a search to 20
// moves as it was, and take a third off the nodes to 19 moves.
var premoveTiers = [...]struct {
	after, tightAfter int
	pres              []premove
}{
	{after: 2, tightAfter: 1, pres: readyPremoves(premoves)},
	{after: 3, tightAfter: 1, pres: readyPremoves(premovePairs)},
	{after: 4, tightAfter: 4, pres: readyPremoves(premoveTriples)},
}

// tightTarget is the longest target at which the premove searches begin
// at their tightAfter: a search to 19 moves mostly goes on for levels
// after the first, and its mean is the few that take seconds. From one
// level after the first, the singles and the pairs take a fifth off the
// mean to 19 moves (two workers, alternating, load 3-3.5: 18.9-19.4 ms,
// 23.2-28.0 from two and three levels after; p95 50-60 ms, 87-101;
// median 2.9 ms, 2.7-3.2; bench -n 1000 -max 19 -workers 1: 114k nodes a
// cube, 139k). It is also the longest at which the levels are sorted by
// slack (sortedLevel) and the directions' own searches split by first
// move (splitAfter).
const tightTarget = 19

// searches makes one search per distinct direction. When there are fewer
// directions than workers (a symmetric cube), each direction's tree is split
// between several searches by its first move, so every core has work. They
// come furthest from phase 2's subgroup first: at a level, theirs are the
// smallest trees (bench -n 1000 -workers 1, to 20 moves: 2,444k nodes a
// cube against 2,568k in the directions' order; alternating four runs,
// mean 0.310-0.341 ms against 0.325-0.388, the same on two workers).
func (s *engine) searches(r *run.Run, workers int, dirs []direction, v *views) []*twoPhase {
	parts := max(1, workers/len(dirs))
	var out []*twoPhase
	for _, d := range dirs {
		for p := 0; p < parts; p++ {
			var first uint32
			for m := p; m < cube.NumMoves; m += parts {
				first |= 1 << m
			}
			out = append(out, newDirectionSearch(s.t, r, v, d, first))
		}
	}
	slices.SortStableFunc(out, func(a, b *twoPhase) int { return b.depth1 - a.depth1 })
	return out
}
