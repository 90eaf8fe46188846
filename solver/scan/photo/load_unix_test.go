//go:build unix

package photo

import (
	"errors"
	"path/filepath"
	"syscall"
	"testing"

	"cubesolver/solver/scan"
)

// A named pipe given as a photo is refused, not opened: opening it would
// wait for a writer.
func TestLoadPipe(t *testing.T) {
	name := filepath.Join(t.TempDir(), "U.png")
	if err := syscall.Mkfifo(name, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	if _, err := Load(name); !errors.Is(err, scan.ErrNotRegular) {
		t.Errorf("a named pipe: %v", err)
	}
}
