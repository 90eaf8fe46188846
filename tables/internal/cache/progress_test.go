package cache

import (
	"sync"
	"testing"
	"time"

	"cubesolver/solver/search"
)

// Ticks before the first stage report nothing: a report without a stage
// says neither loading nor building (Load's reading from the cache was
// once reported so, on a busy machine, before it said loading).
func TestNoReportBeforeAStage(t *testing.T) {
	var mu sync.Mutex
	var reports []search.TableProgress
	p := NewReporter(func(r search.TableProgress) {
		mu.Lock()
		reports = append(reports, r)
		mu.Unlock()
	}, map[search.Stage][]float64{search.StageLoading: {1}}, time.Millisecond)
	time.Sleep(20 * time.Millisecond) // ticks, most likely, with no stage yet
	p.Stage(search.StageLoading, 1)
	p.Close()
	mu.Lock()
	defer mu.Unlock()
	if len(reports) == 0 || !reports[len(reports)-1].Done {
		t.Fatalf("reports %+v: want a last one, done", reports)
	}
	for _, r := range reports {
		if r.Stage != search.StageLoading {
			t.Errorf("a report of stage %q: %+v", r.Stage, r)
		}
	}
}
