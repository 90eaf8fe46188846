package main

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"cubesolver/tables/tablestest"
)

// runAsync runs cubecli on its own goroutine with a context the test
// cancels, and returns its output and where its status will come.
func runAsync(t *testing.T, stdin io.Reader, args ...string) (cancel func(), out, errOut *lockedBuffer, done <-chan int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out, errOut = new(lockedBuffer), new(lockedBuffer)
	status := make(chan int, 1)
	go func() { status <- run(ctx, args, stdin, out, errOut) }()
	return cancel, out, errOut, status
}

// waitFor waits until s() contains want; the deadline only keeps a broken
// program from hanging the test, and is no measure of speed.
func waitFor(t *testing.T, what string, s func() string, want string) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Minute); !strings.Contains(s(), want); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s: no %q in %q", what, want, s())
		}
	}
}

// status waits for the run's status, or fails the test if it does not come:
// a command deaf to the interrupt.
func status(t *testing.T, what string, done <-chan int, errOut *lockedBuffer) int {
	t.Helper()
	select {
	case code := <-done:
		return code
	case <-time.After(5 * time.Minute):
		t.Fatalf("%s: still running after the interrupt; errors %q", what, errOut.String())
		return 0
	}
}

// Ctrl-C stops a command that waits for its next line of standard input
// (from a terminal, or a pipe that nobody writes to), at once, with status
// 130: it does not wait for the line.
func TestInterruptWhileReadingStdin(t *testing.T) {
	dir := tablestest.Dir()
	sharedTables(t)
	for _, tc := range []struct {
		line string
		args []string
	}{
		{solved, []string{"check", "-"}},
		{solved, []string{"verify", "-", "R", "R'"}},
		{solved, []string{"solve", "-tables", dir, "-"}},
		{solved, []string{"solve", "-tables", dir, "-mode", "optimal", "-table", "h0", "-"}},
		{pocketSolved, []string{"solve", "-puzzle", "2x2", "-tables", dir, "-"}},
	} {
		r, w := io.Pipe()
		cancel, out, errOut, done := runAsync(t, r, tc.args...)
		// The first line is answered; the command then waits for the next.
		if _, err := io.WriteString(w, tc.line+"\n"); err != nil {
			t.Fatal(err)
		}
		waitFor(t, strings.Join(tc.args, " "), out.String, "\n")
		cancel()
		code := status(t, strings.Join(tc.args, " "), done, errOut)
		w.Close()
		if code != exitInterrupted || !strings.HasSuffix(errOut.String(), "interrupted\n") {
			t.Errorf("%v: status %d, output %q, errors %q", tc.args, code, out.String(), errOut.String())
		}
	}
	// scan -rgb - reads all its input before it answers.
	r, w := io.Pipe()
	defer w.Close()
	cancel, out, errOut, done := runAsync(t, r, "scan", "-rgb", "-")
	io.WriteString(w, "255 255 255\n")
	cancel()
	if code := status(t, "scan -rgb -", done, errOut); code != exitInterrupted {
		t.Errorf("scan -rgb -: status %d, output %q, errors %q", code, out.String(), errOut.String())
	}
}
