//go:build unix

package cache

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"cubesolver/solver/search"
)

// A program that finds another building the table waits for it, saying
// so in its progress (not as a build at 0%, nor as a read), and then
// reads what the other built instead of building it again.
func TestWaitForAnotherBuild(t *testing.T) {
	dir := t.TempDir()
	f := &File[string]{
		Name: "t-v1.bin", Loading: search.StageLoadingOptimal, Saving: search.StageSavingOptimal,
		Weights: map[search.Stage][]float64{search.StageLoadingOptimal: {0}, search.StageOptimalH0: {1}, search.StageSavingOptimal: {0.1}},
		Lock:    ".t-v1.bin.lock",
		Read: func(_ context.Context, path string) (string, error) {
			b, err := os.ReadFile(path)
			return string(b), err
		},
		Build: func(context.Context, *Reporter) (string, error) { return "", errors.New("built a second time") },
		Write: func(_ context.Context, path, v string) error { return os.WriteFile(path, []byte(v), 0o644) },
	}
	// The other program holds the lock while it builds.
	unlock, err := lockFile(filepath.Join(dir, f.Lock), func() { t.Error("the lock was not free") })
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var stages []search.Stage
	waiting := make(chan struct{})
	var once sync.Once
	done := make(chan error, 1)
	var got string
	go func() {
		v, _, err := f.Load(context.Background(), Options{Dir: dir, Progress: func(p search.TableProgress) {
			mu.Lock()
			stages = append(stages, p.Stage)
			mu.Unlock()
			if p.Waiting() {
				once.Do(func() { close(waiting) })
			}
		}})
		got = v
		done <- err
	}()
	select {
	case <-waiting:
	case <-time.After(time.Minute):
		t.Fatal("no progress said it waits for the other build")
	}
	if err := os.WriteFile(filepath.Join(dir, f.Name), []byte("the other's table"), 0o644); err != nil {
		t.Fatal(err)
	}
	unlock()
	if err := <-done; err != nil || got != "the other's table" {
		t.Fatalf("after the wait: %q, %v", got, err)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, s := range stages {
		if s != search.StageLoadingOptimal && s != search.StageWaiting {
			t.Errorf("stage %q reported while waiting", s)
		}
	}
}
