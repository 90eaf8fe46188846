package twophase

import (
	"context"
	"errors"
	"sync"
	"testing"

	"cubesolver/solver/search"
	"cubesolver/tables"
	"cubesolver/tables/tablestest"
)

// Reading a cached table, of any kind (the optimal tables: their own
// test), reports only stages that say they are loading (the window says "Loading…" for them, "Building…" for the
// rest), and the stages of building and saving never do.
func TestLoadingStagesSayLoading(t *testing.T) {
	ctx := context.Background()
	dir := tablestest.Dir()
	// Each table is in the cache folder after a first load.
	loads := map[string]func(tables.Options) (tables.Info, error){
		"tables": func(o tables.Options) (tables.Info, error) { _, info, err := Load(ctx, o); return info, err },
	}
	for name, load := range loads {
		if _, err := load(tables.Options{Dir: dir}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var mu sync.Mutex
		var reports []tables.Progress
		info, err := load(tables.Options{Dir: dir, Progress: func(p tables.Progress) {
			mu.Lock()
			reports = append(reports, p)
			mu.Unlock()
		}})
		if err != nil || !info.Loaded {
			t.Fatalf("%s: read from the cache %v, %v", name, info.Loaded, err)
		}
		mu.Lock()
		if len(reports) == 0 {
			t.Errorf("%s: no progress reported", name)
		}
		for _, p := range reports {
			if !p.Loading() {
				t.Errorf("%s, read from the cache: %+v does not say it is loading", name, p)
			}
		}
		mu.Unlock()
	}
	for _, weights := range []map[search.Stage][]float64{stageWeights} {
		loading := 0
		for s := range weights {
			if s.Loading() {
				loading++
			}
		}
		if loading != 1 {
			t.Errorf("stages %v: %d say they are loading, want 1", weights, loading)
		}
	}
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
