//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A named pipe, as a photo or as the -rgb file, is refused at once: opening
// it would wait for a writer, deaf to Ctrl-C.
func TestScanNamedPipe(t *testing.T) {
	pipe := filepath.Join(t.TempDir(), "pipe.png")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	for _, args := range [][]string{{"scan", "-rgb", pipe}, {"scan", pipe, pipe, pipe, pipe, pipe, pipe}} {
		code, out, errOut := cli(t, "", args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, "not a regular file but a named pipe") {
			t.Errorf("%q: status %d, %q %q", args, code, out, errOut)
		}
	}
}
