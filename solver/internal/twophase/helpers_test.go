package twophase

import (
	"context"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/internal/searchtest"
	"cubesolver/solver/search"
)

var (
	testTables     = searchtest.Tables
	checkCanonical = searchtest.CheckCanonical
	randomCubes    = searchtest.RandomCubes
)

// solve runs the standard search on c as package solver does.
func solve(ctx context.Context, tb *ttables.Tables, c cube.Cubie, opts search.Options) (search.Result, error) {
	return run.Search(ctx, c, opts, func(r *run.Run, opts search.Options) { Solve(r, tb, opts) })
}

// shorterThan starts a run of c in which only solutions shorter than n
// moves count.
func shorterThan(c cube.Cubie, n int) *run.Run {
	return run.New(c, search.Options{ShorterThan: n}.WithDefaults())
}

// phase1Depths returns the phase-1 distances of c's six directions.
func phase1Depths(tb *ttables.Tables, c cube.Cubie) *[2][3]int { return &newViews(tb, c).depths }

// clone returns a copy of s for a test to search alone.
func (s *twoPhase) clone() *twoPhase {
	c := new(twoPhase)
	s.cloneInto(c)
	return c
}

// shortest is shortestWithin with the standard search's budget.
func shortest(t *ttables.Tables, c cube.Cubie, dist [3]int, maxDepth int, stop func() bool) (moves []cube.Move, found, complete bool, nodes int) {
	return shortestWithin(t, c, dist, 0, maxDepth, shortBudget, stop)
}
