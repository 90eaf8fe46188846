package twophase

import (
	"runtime"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/search"
)

// engine is the standard search over one set of tables.
type engine struct {
	t *ttables.Tables
}

// Solve runs the standard search on r's cube with the tables t, opts
// (defaults filled in) shaping it, until it reaches its target, is
// exhausted or r stops: a proven-shortest solution for cubes a few moves
// from solved, then the two-phase search in every direction on all
// workers.
func Solve(r *run.Run, t *ttables.Tables, opts search.Options) {
	(&engine{t: t}).twoPhase(r, r.Cube(), opts)
}

// found records a solution of dir's cube in r: phase1 moves, then phase2,
// then pre premoves.
func found(r *run.Run, dir direction, moves []cube.Move, phase1, phase2, pre int) {
	r.Found(search.Solution{Moves: dir.unmap(moves), Phase1: phase1, Phase2: phase2, Premoves: pre,
		Axis: dir.axis, Invert: dir.invert})
}

func (s *engine) twoPhase(r *run.Run, c cube.Cubie, opts search.Options) {
	v := newViews(s.t, c)
	depths := &v.depths
	// The cube's plain lower bound: the largest phase-1 distance of the
	// cube and of its inverse (which has the same solutions, reversed)
	// along the three axes; a sign that the cube is near solved. noneUpTo
	// starts from the stronger lowerBound.
	bound := max(depths[0][0], depths[0][1], depths[0][2], depths[1][0], depths[1][1], depths[1][2])
	// noneUpTo is how many moves no solution has, as far as is known.
	noneUpTo := max(lowerBound(depths[0]), lowerBound(depths[1])) - 1
	// short looks for a shortest solution of at most maxDepth moves within
	// budget nodes and reports whether it found one, or proved that the
	// best so far is shortest.
	side := shortSide(depths)
	short := func(maxDepth, budget int) bool {
		moves, ok, complete, nodes := shortestWithin(s.t, *v.of(side), depths[side.index()/3], noneUpTo+1, maxDepth, budget, r.Interrupted)
		r.AddNodes(int64(nodes))
		if complete && !ok {
			noneUpTo = max(noneUpTo, maxDepth)
		}
		switch {
		case ok && len(moves) < r.BestLen():
			r.SetProven()
			found(r, side, moves, len(moves), 0, 0)
		case ok: // none shorter than asked exists
		case r.HasSolution() && noneUpTo >= r.BestLen()-1:
			r.SetProven() // none shorter than the one found
		default:
			return false
		}
		return true
	}
	// Before the two-phase search: up to shortDepth, or as deep as the
	// caller asks; or as deep as may be useful when the search is to go
	// on improving anyway and the cube may well be near solved. Then, if
	// not that deep, up to shortCheapDepth within a small budget.
	before := shortDepth
	if opts.ShortSearch > shortDepth {
		before = min(opts.ShortSearch, shortMaxDepth)
	}
	if opts.KeepImproving && bound <= shortBoundBefore {
		before = shortMaxDepth
	}
	if short(before, shortBudget) {
		return
	}
	if before < shortCheapDepth && short(shortCheapDepth, shortCheapBudget) {
		return
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	s.schedule(r, workers, v)
	if !r.HasSolution() {
		return
	}
	first := r.BestLen()
	if noneUpTo >= first-1 {
		r.SetProven() // the bound, or the search before, says so
		return
	}
	// A cube near solved, as its bound or a short first answer shows, or
	// as its phase-1 distances hint: look for a shorter solution outright,
	// as deep as not looked yet.
	d := min(first-1, shortMaxDepth)
	switch {
	case d <= noneUpTo:
	case bound <= shortBoundBefore || first <= shortFirstAfter:
		short(d, shortBudget)
	case sumOf(depths) <= shortSumAfter:
		short(d, shortHintBudget)
	}
}

// sumOf adds up the phase-1 distances of the six directions.
func sumOf(depths *[2][3]int) int {
	sum := 0
	for _, row := range depths {
		for _, x := range row {
			sum += x
		}
	}
	return sum
}
