//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"cubesolver/tables/tablestest"
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

// bench -file may be a named pipe (a shell's <(...)); one that nobody
// opens to write blocks the opening, and Ctrl-C still stops it at once.
func TestBenchNamedPipeInterrupted(t *testing.T) {
	pipe := filepath.Join(t.TempDir(), "cubes")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	// Opened to write and closed, the pipe lets the reads left behind end.
	defer func() {
		if f, err := os.OpenFile(pipe, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	}()
	for _, args := range [][]string{
		{"bench", "-tables", tablestest.Dir(), "-file", pipe},
		{"bench", "-puzzle", "2x2", "-tables", tablestest.Dir(), "-file", pipe},
	} {
		cancel, out, errOut, done := runAsync(t, strings.NewReader(""), args...)
		cancel()
		if code := status(t, strings.Join(args, " "), done, errOut); code != exitInterrupted {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out.String(), errOut.String())
		}
	}
}
