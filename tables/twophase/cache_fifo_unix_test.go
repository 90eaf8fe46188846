//go:build unix

package twophase

import (
	"context"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe where a cache file should be is refused at once, not
// waited on forever. (Windows has no named pipes in its file system.)
func TestNonRegularCacheRefused(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, cacheName), 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := readCache(context.Background(), filepath.Join(dir, cacheName))
		done <- err
	}()
	for range 1 {
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "named pipe") {
				t.Errorf("a named pipe: %v", err)
			}
		case <-time.After(time.Minute): // a hang, not a slow machine
			t.Fatal("reading a named pipe as the cache never returned")
		}
	}
}
