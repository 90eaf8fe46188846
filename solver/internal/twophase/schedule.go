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
// out in order of n and then direction: the directions whose cube is
// closest to phase 2's subgroup are searched deepest first, since short
// phase-1 solutions make short solutions. (Ordering by the depth over each
// direction's own phase-1 distance instead measured 60% slower.) A shared
// counter hands out the tasks, so no worker idles while another has work.
//
// From premoveAfter levels after the first on, each level also has the
// premove searches (see premoves), whose phase 1 is a move shorter than
// the level: their solutions end in a move more.
func (s *engine) schedule(r *run.Run, workers int, v *views) {
	dirs := v.distinct()
	searches := s.searches(r, workers, dirs, v)
	first := firstLevel(&v.depths)
	from := first + premoveAfter
	var lazy struct { // the premove searches, made when first needed
		once     sync.Once
		searches []*twoPhase
	}
	perLevel := len(searches) + len(dirs)*len(premoves)
	// The levels before the first have no work: the tasks start there,
	// rather than the workers taking (and contending for) some 300 empty
	// ones first.
	var next atomic.Int64
	next.Store(int64(first * perLevel))
	var wg sync.WaitGroup
	// Each worker has its own copy of every search (a search's state is its
	// path), all made before any worker starts but the premove searches,
	// made when first needed. The first worker takes the searches made.
	copies := make([][]*twoPhase, workers)
	for w := range copies {
		copies[w] = make([]*twoPhase, perLevel)
		for i, tp := range searches {
			if w > 0 {
				tp = tp.clone()
			}
			copies[w][i] = tp
		}
	}
	work := func(mine []*twoPhase) {
		for {
			task := int(next.Add(1) - 1)
			n, i := task/perLevel, task%perLevel
			if n >= r.BestLen() || n >= maxPath {
				return // any solution found now would be longer
			}
			if i >= len(searches) {
				if n < from {
					continue
				}
				if mine[i] == nil {
					lazy.once.Do(func() { lazy.searches = s.premoveSearches(r, v, dirs) })
					for k, tp := range lazy.searches {
						mine[len(searches)+k] = tp.clone()
					}
				}
			}
			tp := mine[i]
			if tp.searchDepth(n - len(tp.starts[0].pre)) {
				return
			}
		}
	}
	// Each worker gives its searches' buffers back when it is done.
	release := func(mine []*twoPhase) {
		for _, tp := range mine {
			if tp != nil {
				tp.releaseBuffers()
			}
		}
	}
	// The first worker is this goroutine, the others run on helpers.
	for _, mine := range copies[1:] {
		wg.Add(1)
		run.Go(func() {
			defer wg.Done()
			defer r.RecoverPanic()
			work(mine)
			release(mine)
		})
	}
	work(copies[0])
	release(copies[0])
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

// premoveAfter is how many levels after the first the premove searches
// begin. Making them costs about 0.1 ms (their cubes' phase-1 distances),
// which most searches to 20 moves are over before: from one level after
// the first, searches to 20 moves took 8% longer and those to 19 4% less
// than from two.
const premoveAfter = 2

// searches makes one search per distinct direction. When there are fewer
// directions than workers (a symmetric cube), each direction's tree is split
// between several searches by its first move, so every core has work.
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
	return out
}
