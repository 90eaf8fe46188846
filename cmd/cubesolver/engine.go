package main

import (
	"context"
	"fmt"
	"sync"

	"cubesolver/solver"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/search"
)

// engine is the solver the window gets: package solver's for the 3x3x3,
// with the pocket cube's beside it. The pocket cube's table (about a
// second to build the first time, then read from the same cache folder)
// is loaded in the background as soon as the 3x3x3's tables are ready, and
// a pocket cube solved before then waits for it.
type engine struct {
	*solver.Solver
	dir string

	pocketOnce sync.Once
	pocket     *solver.Pocket
	pocketErr  error
}

// loadPocket loads the pocket cube's table once; callers meanwhile wait.
func (e *engine) loadPocket(ctx context.Context) {
	e.pocketOnce.Do(func() { e.pocket, e.pocketErr = solver.LoadPocket(ctx, e.dir, nil) })
}

// SolvePocket implements app.PocketSolver.
func (e *engine) SolvePocket(ctx context.Context, from, to pocket.Cube, m search.Metric) (search.Result, error) {
	e.loadPocket(ctx)
	if e.pocketErr != nil {
		return search.Result{}, fmt.Errorf("the pocket cube's table: %w", e.pocketErr)
	}
	return e.pocket.Solve(from, to, m)
}
