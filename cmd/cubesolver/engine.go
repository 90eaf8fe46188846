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
	ctx context.Context // the window's: the load stops with it, not with a search

	start     sync.Once
	ready     chan struct{} // closed when pocket and pocketErr are set
	pocket    *solver.Pocket
	pocketErr error
}

func newEngine(ctx context.Context, s *solver.Solver, dir string) *engine {
	return &engine{Solver: s, dir: dir, ctx: ctx, ready: make(chan struct{})}
}

// loadPocket starts loading the pocket cube's table, once.
func (e *engine) loadPocket() {
	e.start.Do(func() {
		go func() {
			e.pocket, e.pocketErr = solver.LoadPocket(e.ctx, e.dir, nil)
			close(e.ready)
		}()
	})
}

// SolvePocket implements app.PocketSolver. It waits for the table if it
// is still loading, or until ctx is cancelled.
func (e *engine) SolvePocket(ctx context.Context, from, to pocket.Cube, m search.Metric) (search.Result, error) {
	e.loadPocket()
	select {
	case <-e.ready:
	case <-ctx.Done():
		return search.Result{Stop: search.Cancelled}, search.ErrNoSolution
	}
	if e.pocketErr != nil {
		return search.Result{}, fmt.Errorf("the pocket cube's table: %w", e.pocketErr)
	}
	return e.pocket.Solve(from, to, m)
}
