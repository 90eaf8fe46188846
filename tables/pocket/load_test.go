package pocket

import (
	"testing"

	"cubesolver/tables/tablestest"
)

// Reading the table from the cache reports only a stage that says it is
// loading.
func TestLoadingStageSaysLoading(t *testing.T) {
	tablestest.ReadSaysLoading(t, t.TempDir(), Load, weights)
}
