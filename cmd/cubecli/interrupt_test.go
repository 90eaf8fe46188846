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

// An interrupt is said as one, "cubecli NAME: interrupted", and nothing
// else: no "context canceled" from the table loading or building it
// stopped, no "no solution found" for a search it stopped before any.
func TestInterruptSaysOnlyThat(t *testing.T) {
	dir := tablestest.Dir()
	sharedTables(t)
	random := "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, args := range [][]string{
		{"solve", "-tables", dir, random},
		{"solve", "-tables", dir, "-mode", "optimal", "-table", "h0", random},
		{"solve", "-puzzle", "2x2", "-tables", dir, pocketSolved},
		{"bench", "-tables", dir, "-n", "2"},
		{"bench", "-puzzle", "2x2", "-tables", dir, "-n", "2"},
		{"tables", "-dir", dir},
		{"tables", "-dir", dir, "-optimal", "-size", "h0"},
		{"tables", "-puzzle", "2x2", "-dir", dir},
	} {
		var out, errOut lockedBuffer
		code := run(ctx, args, strings.NewReader(""), &out, &errOut)
		if code != exitInterrupted || out.String() != "" || errOut.String() != "cubecli "+args[0]+": interrupted\n" {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out.String(), errOut.String())
		}
	}
	// Interrupted once the tables are open, before the search finds
	// anything: nothing was found, and nothing is printed.
	for _, args := range [][]string{
		{"solve", "-tables", dir, "-mode", "optimal", "-table", "h0", random},
		{"solve", "-tables", dir, "-mode", "optimal", "-table", "h0", "-"},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		var out lockedBuffer
		errOut := &hookWriter{hook: func(s string) {
			if strings.Contains(s, "optimal table h0") { // said before the first search
				cancel()
			}
		}}
		code := run(ctx, args, strings.NewReader(random+"\n"), &out, errOut)
		if code != exitInterrupted || out.String() != "" || !strings.HasSuffix(errOut.String(), "\ncubecli solve: interrupted\n") {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out.String(), errOut.String())
		}
		cancel()
	}
}

// hookWriter keeps what is written, and calls hook with each write.
type hookWriter struct {
	lockedBuffer
	hook func(string)
}

func (w *hookWriter) Write(p []byte) (int, error) {
	w.hook(string(p))
	return w.lockedBuffer.Write(p)
}
