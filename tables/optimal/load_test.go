package optimal

import (
	"context"
	"errors"
	"os"
	"sync"
	"testing"

	"cubesolver/tables"
	"cubesolver/tables/tablestest"
)

// Reading h0 from the cache reports only a stage that says it is loading
// (the window says "Loading…" for it, "Building…" for the rest), and of
// a size's stages only that one does.
func TestLoadingStageSaysLoading(t *testing.T) {
	tb := loadShared(t)
	dir := tablestest.Dir()
	o, _, err := Load(context.Background(), tb, H0, tables.Options{Dir: dir}) // there now
	if err != nil {
		t.Fatal(err)
	}
	o.Close()
	var mu sync.Mutex
	var reports []tables.Progress
	o, info, err := Load(context.Background(), tb, H0, tables.Options{Dir: dir, Progress: func(p tables.Progress) {
		mu.Lock()
		reports = append(reports, p)
		mu.Unlock()
	}})
	if err != nil || !info.Loaded {
		t.Fatalf("read from the cache %v, %v", info.Loaded, err)
	}
	o.Close()
	mu.Lock()
	defer mu.Unlock()
	if len(reports) == 0 {
		t.Error("no progress reported")
	}
	for _, p := range reports {
		if !p.Loading() {
			t.Errorf("read from the cache: %+v does not say it is loading", p)
		}
	}
	loading := 0
	for s := range weights(sizes[0]) {
		if s.Loading() {
			loading++
		}
	}
	if loading != 1 {
		t.Errorf("%d stages say they are loading, want 1", loading)
	}
}

// Cancelling the reading of a table (one of gigabytes takes seconds)
// stops it with the context's error: the file is no fault, and is not
// built again.
func TestReadCancelled(t *testing.T) {
	tb := loadShared(t)
	dir := tablestest.Dir()
	o, info, err := Load(context.Background(), tb, H0, tables.Options{Dir: dir})
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
	if _, info, err := Load(ctx, tb, H0, tables.Options{Dir: dir}); !errors.Is(err, context.Canceled) || info.CacheFault != nil {
		t.Errorf("Load, cancelled: %v, fault %v", err, info.CacheFault)
	}
	if _, _, err := Open(ctx, dir, tb, H0); !errors.Is(err, context.Canceled) {
		t.Errorf("Open, cancelled: %v", err)
	}
	if after, err := os.Stat(info.Path); err != nil || !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("the file changed: %v", err)
	}
}
