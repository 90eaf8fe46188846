package optimal

import (
	"context"
	"sync"
	"testing"

	"cubesolver/tables/twophase"

	"cubesolver/tables"
	"cubesolver/tables/tablestest"
)

var (
	sharedOnce sync.Once
	shared     *twophase.Tables
	sharedErr  error
)

// loadShared loads (or builds) the standard search's tables once per test
// run, in the cache folder all packages' tests share: the optimal tables
// take their move tables.
func loadShared(t testing.TB) *twophase.Tables {
	t.Helper()
	sharedOnce.Do(func() {
		shared, _, sharedErr = twophase.Load(context.Background(), tables.Options{Dir: tablestest.Dir()})
	})
	if sharedErr != nil {
		t.Fatal(sharedErr)
	}
	return shared
}

// smallTables returns the move and symmetry tables the optimal tables
// are built from.
func smallTables(t testing.TB) *twophase.Tables { return loadShared(t) }
