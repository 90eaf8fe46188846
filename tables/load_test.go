package tables

import (
	"context"
	"errors"
	"os"
	"sync"
	"testing"

	"cubesolver/solver/search"
	"cubesolver/tables/tablestest"
)

// Reading a cached table, of any kind, reports only stages that say they
// are loading (the window says "Loading…" for them, "Building…" for the
// rest), and the stages of building and saving never do.
func TestLoadingStagesSayLoading(t *testing.T) {
	ctx := context.Background()
	dir := tablestest.Dir()
	tb := loadShared(t)
	// Each table is in the cache folder after a first load.
	loads := map[string]func(Options) (Info, error){
		"tables": func(o Options) (Info, error) { _, info, err := Load(ctx, o); return info, err },
		"h0": func(o Options) (Info, error) {
			opt, info, err := LoadOptimal(ctx, tb, OptimalH0, o)
			if err == nil {
				opt.Close()
			}
			return info, err
		},
		"pocket": func(o Options) (Info, error) { _, info, err := LoadPocket(ctx, o); return info, err },
	}
	for name, load := range loads {
		if _, err := load(Options{Dir: dir}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var mu sync.Mutex
		var reports []Progress
		info, err := load(Options{Dir: dir, Progress: func(p Progress) {
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
	for _, weights := range []map[search.Stage][]float64{stageWeights, optimalWeights(optimalSizes[0]), pocketWeights} {
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
// seconds) stops it with the context's error: the file is no fault, and
// is not built again.
func TestReadCancelled(t *testing.T) {
	tb := loadShared(t)
	dir := tablestest.Dir()
	o, info, err := LoadOptimal(context.Background(), tb, OptimalH0, Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	o.Close()
	before, err := os.Stat(info.Path)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, info, err := LoadOptimal(ctx, tb, OptimalH0, Options{Dir: dir}); !errors.Is(err, context.Canceled) || info.CacheFault != nil {
		t.Errorf("LoadOptimal, cancelled: %v, fault %v", err, info.CacheFault)
	}
	if _, _, err := OpenOptimal(ctx, dir, tb, OptimalH0); !errors.Is(err, context.Canceled) {
		t.Errorf("OpenOptimal, cancelled: %v", err)
	}
	if _, _, err := Load(ctx, Options{Dir: dir}); !errors.Is(err, context.Canceled) {
		t.Errorf("Load, cancelled: %v", err)
	}
	if after, err := os.Stat(info.Path); err != nil || !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("the file changed: %v", err)
	}
}
