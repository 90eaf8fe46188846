package twophase

import (
	"context"
	"errors"
	"testing"

	"cubesolver/tables"
	"cubesolver/tables/tablestest"
)

// Reading the tables from the cache reports only a stage that says it is
// loading.
func TestLoadingStageSaysLoading(t *testing.T) {
	tablestest.ReadSaysLoading(t, tablestest.Dir(), Load, stageWeights)
}

// Cancelling the reading of a cached table (a table of gigabytes takes
// seconds) stops it with the context's error, and builds nothing.
func TestReadCancelled(t *testing.T) {
	loadShared(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, info, err := Load(ctx, tables.Options{Dir: tablestest.Dir()}); !errors.Is(err, context.Canceled) || info.CacheFault != nil {
		t.Errorf("Load, cancelled: %v, fault %v", err, info.CacheFault)
	}
}
