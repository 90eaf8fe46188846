//go:build unix

package scan

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A named pipe is refused before it is opened: opening it would wait for
// a writer.
func TestOpenFilePipe(t *testing.T) {
	name := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(name, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	_, err := OpenFile(name)
	if !errors.Is(err, ErrNotRegular) || !strings.HasSuffix(err.Error(), "not a regular file but a named pipe") {
		t.Errorf("a named pipe: %v", err)
	}
}
