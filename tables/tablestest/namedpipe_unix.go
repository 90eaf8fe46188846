//go:build unix

package tablestest

import (
	"strings"
	"syscall"
	"testing"
	"time"
)

// NamedPipeRefused makes a named pipe at path, where a table's file should
// be, and checks that read refuses it at once with an error that says so,
// rather than waiting forever for a writer; what names the file in the
// failure. Where no named pipe can be made it skips the test. (Windows has
// no named pipes in its file system.)
func NamedPipeRefused(t *testing.T, path, what string, read func() error) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan error, 1)
	go func() { done <- read() }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("a named pipe: %v", err)
		}
	case <-time.After(time.Minute): // a hang, not a slow machine
		t.Fatalf("reading a named pipe as %s never returned", what)
	}
}
