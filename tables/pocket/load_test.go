package pocket

import (
	"context"
	"testing"

	"cubesolver/tables"
	"cubesolver/tables/tablestest"
)

// Reading the table from the cache reports only a stage that says it is
// loading.
func TestLoadingStageSaysLoading(t *testing.T) {
	tablestest.ReadSaysLoading(t, t.TempDir(), func(o tables.Options) (tables.Info, error) {
		_, info, err := Load(context.Background(), o)
		return info, err
	}, weights)
}
