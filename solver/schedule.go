package solver

import (
	"sync"
	"sync/atomic"

	"cubesolver/solver/cube"
)

// schedule runs the two-phase search on workers goroutines. The work comes
// in tasks "search direction i with phase 1 exactly n moves long", handed
// out in order of n and then direction: the directions whose cube is
// closest to phase 2's subgroup are searched deepest first, since short
// phase-1 solutions make short solutions. (Ordering by the depth over each
// direction's own phase-1 distance instead measured 60% slower.) A shared
// counter hands out the tasks, so no worker idles while another has work.
func (s *Solver) schedule(r *run, c cube.Cubie, workers int, depths *[2][3]int) {
	searches := s.searches(r, c, workers, depths)
	var next atomic.Int64
	var wg sync.WaitGroup
	// Each worker has its own copy of every search (a search's state is its
	// path), all made before any worker starts.
	copies := make([][]*twoPhase, workers)
	for w := range copies {
		copies[w] = make([]*twoPhase, len(searches))
		for i, tp := range searches {
			copies[w][i] = tp.clone()
		}
	}
	work := func(mine []*twoPhase) {
		for {
			task := int(next.Add(1) - 1)
			n, tp := task/len(mine), mine[task%len(mine)]
			if n >= r.bestLen() || n >= maxPath {
				return // any solution found now would be longer
			}
			if tp.searchDepth(n) {
				return
			}
		}
	}
	// The first worker is this goroutine, the others run on helpers.
	for _, mine := range copies[1:] {
		wg.Add(1)
		goHelper(func() {
			defer wg.Done()
			work(mine)
		})
	}
	work(copies[0])
	wg.Wait()
}

// searches makes one search per distinct direction. When there are fewer
// directions than workers (a symmetric cube), each direction's tree is split
// between several searches by its first move, so every core has work.
func (s *Solver) searches(r *run, c cube.Cubie, workers int, depths *[2][3]int) []*twoPhase {
	dirs := distinctDirections(c)
	parts := max(1, workers/len(dirs))
	var out []*twoPhase
	for _, d := range dirs {
		for p := 0; p < parts; p++ {
			var first uint32
			for m := p; m < cube.NumMoves; m += parts {
				first |= 1 << m
			}
			out = append(out, newTwoPhase(s.t, r, d, first, c, depths[d.index()/3][d.axis]))
		}
	}
	return out
}
