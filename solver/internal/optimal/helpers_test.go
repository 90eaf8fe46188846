package optimal

import (
	"context"
	"sync"
	"testing"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/internal/searchtest"
	"cubesolver/solver/search"
	"cubesolver/tables"
	otables "cubesolver/tables/optimal"
	"cubesolver/tables/tablestest"
)

var checkCanonical = searchtest.CheckCanonical

// tester runs the optimal search as package solver does, with the tests'
// tables and an optimal table (h0 unless withTable gives another).
type tester struct {
	t *ttables.Tables
	o *otables.Table
}

var (
	h0Once sync.Once
	h0     *otables.Table
	h0Err  error
)

// testSolver returns a tester with h0, read from (or built in) the tests'
// shared cache folder.
func testSolver(t testing.TB) *tester {
	tb := searchtest.Tables(t)
	h0Once.Do(func() {
		h0, _, h0Err = otables.Load(context.Background(), tb, otables.H0, tables.Options{Dir: tablestest.Dir()})
	})
	if h0Err != nil {
		t.Fatal(h0Err)
	}
	return &tester{t: tb, o: h0}
}

// withTable returns a tester that searches with the optimal table o.
func (s *tester) withTable(o *otables.Table) *tester { return &tester{t: s.t, o: o} }

func (s *tester) Solve(ctx context.Context, c cube.Cubie, opts search.Options) (search.Result, error) {
	return run.Search(ctx, c, opts, func(r *run.Run, opts search.Options) { Solve(r, s.t, s.o, opts) })
}

// smallSize is the least size of the optimal table offered to users.
func smallSize(t testing.TB) otables.Size {
	size, ok := otables.SizeNamed("small")
	if !ok {
		t.Fatal("no size named small")
	}
	return size
}
