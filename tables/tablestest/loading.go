package tablestest

import (
	"context"
	"sync"
	"testing"

	"cubesolver/solver/search"
	"cubesolver/tables"
)

// ReadSaysLoading checks that a table read from the cache folder dir (by
// load; built first if it is not there) reports only
// stages that say they are loading (the window says "Loading…" for them,
// "Building…" for the rest), and that of the stages its build weighs
// (weights) only one does.
func ReadSaysLoading[T any](t *testing.T, dir string, load Loader[T], weights map[search.Stage][]float64) {
	t.Helper()
	var mu sync.Mutex
	var reports []tables.Progress
	record := tables.Options{Dir: dir, Progress: func(p tables.Progress) {
		mu.Lock()
		reports = append(reports, p)
		mu.Unlock()
	}}
	_, info, err := load(context.Background(), record)
	if err == nil && !info.Loaded { // built now: read it
		mu.Lock()
		reports = nil
		mu.Unlock()
		_, info, err = load(context.Background(), record)
	}
	if err != nil || !info.Loaded {
		t.Fatalf("read from the cache %v, %v", info.Loaded, err)
	}
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
	for s := range weights {
		if s.Loading() {
			loading++
		}
	}
	if loading != 1 {
		t.Errorf("%d stages of the build say they are loading, want 1", loading)
	}
}
