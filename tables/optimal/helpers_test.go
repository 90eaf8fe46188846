package optimal

import (
	"testing"

	"cubesolver/tables/twophase"

	"cubesolver/tables/tablestest"
)

// loadShared loads (or builds) the standard search's tables once per test
// run, in the cache folder all packages' tests share: the optimal tables
// take their move tables.
var loadShared = tablestest.Shared(twophase.Load)

// smallTables returns the move and symmetry tables the optimal tables
// are built from.
func smallTables(t testing.TB) *twophase.Tables { return loadShared(t) }
