//go:build unix

package optimal

import (
	"context"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe where the table's file should be is refused at once, not
// waited on forever. (Windows has no named pipes in its file system.)
func TestNonRegularTableRefused(t *testing.T) {
	tb := loadShared(t)
	dir := t.TempDir()
	small, _ := SizeNamed("small")
	if err := syscall.Mkfifo(filepath.Join(dir, small.fileName()), 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := read(context.Background(), filepath.Join(dir, small.fileName()), tb, small)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("a named pipe: %v", err)
		}
	case <-time.After(time.Minute): // a hang, not a slow machine
		t.Fatal("reading a named pipe as the table never returned")
	}
}
