package optimal

import (
	"context"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/internal/searchtest"
	"cubesolver/solver/search"
	"cubesolver/tables"
)

var checkCanonical = searchtest.CheckCanonical

// tester runs the optimal search as package solver does, with the tests'
// tables and, if set, the big table h.
type tester struct {
	t *tables.Tables
	h *tables.Huge
}

func testSolver(t testing.TB) *tester { return &tester{t: searchtest.Tables(t)} }

// withBig returns a tester that searches with the big table h.
func (s *tester) withBig(h *tables.Huge) *tester { return &tester{t: s.t, h: h} }

func (s *tester) Solve(ctx context.Context, c cube.Cubie, opts search.Options) (search.Result, error) {
	return run.Search(ctx, c, opts, func(r *run.Run, opts search.Options) { Solve(r, s.t, s.h, opts) })
}
