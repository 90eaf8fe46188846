package pocket

import (
	"context"
	"sync"
	"testing"

	"cubesolver/tables"
)

// Reading the table from the cache reports only a stage that says it is
// loading (the window says "Loading…" for it), and of the build's stages
// only that one does.
func TestLoadingStageSaysLoading(t *testing.T) {
	dir := t.TempDir()
	if _, _, err := Load(context.Background(), tables.Options{Dir: dir}); err != nil { // built, about a second
		t.Fatal(err)
	}
	var mu sync.Mutex
	var reports []tables.Progress
	_, info, err := Load(context.Background(), tables.Options{Dir: dir, Progress: func(p tables.Progress) {
		mu.Lock()
		reports = append(reports, p)
		mu.Unlock()
	}})
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
		t.Errorf("%d stages say they are loading, want 1", loading)
	}
}
