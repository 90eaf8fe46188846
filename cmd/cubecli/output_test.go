package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"sync/atomic"
	"testing"

	"cubesolver/tables/tablestest"
)

// fullDisk fails every write, as standard output on a full disk does.
type fullDisk struct{}

func (fullDisk) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// Output that could not be written fails the run, saying so once, whatever
// the command: a script's "cubecli solve - < cubes > out" on a full disk
// was told it had succeeded.
func TestOutputNotWrittenFails(t *testing.T) {
	for _, args := range [][]string{
		{"facelets", "R U"}, {"check", solved}, {"verify", solved, ""}, {"random", "-n", "3"},
		{"random", "-puzzle", "2x2", "-n", "3"}, {"version"}, {"-h"}, {"help", "solve"},
	} {
		var errOut bytes.Buffer
		code := run(context.Background(), args, strings.NewReader(""), fullDisk{}, &errOut)
		if code != exitUsage || strings.Count(errOut.String(), "no space left on device") != 1 ||
			!strings.Contains(errOut.String(), "the output could not be written") {
			t.Errorf("%q: status %d, errors %q", args, code, errOut.String())
		}
	}
}

// closedAfter takes its first lines writes, then fails every one, as a
// pipe to head -1 does once head has gone (with SIGPIPE ignored; else the
// signal ends cubecli at that write).
type closedAfter struct{ lines int }

func (c *closedAfter) Write(p []byte) (int, error) {
	if c.lines == 0 {
		return 0, errors.New("broken pipe")
	}
	c.lines--
	return len(p), nil
}

// lineSource hands out the same line n times, a line a Read, and counts
// the lines read.
type lineSource struct {
	line  string
	n     int
	taken atomic.Int64
}

func (s *lineSource) Read(p []byte) (int, error) {
	if s.taken.Load() >= int64(s.n) {
		return 0, io.EOF
	}
	s.taken.Add(1)
	return copy(p, s.line+"\n"), nil
}

// Cubes read with '-' stop at the first answer that could not be written
// (solve - > /dev/full, or a pipe head -1 closed): the rest of the input
// is neither read nor answered (it was, every cube solved for nothing),
// and the run fails once, with status 2, as any output lost does.
func TestOutputNotWrittenStopsReading(t *testing.T) {
	dir := tablestest.Dir()
	sharedTables(t)
	const lines = 1000
	for _, tc := range []struct {
		line string
		args []string
	}{
		{solved, []string{"check", "-"}},
		{solved, []string{"verify", "-", "R", "R'"}},
		{"R U R' U'", []string{"solve", "-tables", dir, "-"}},
		{"R U R' U'", []string{"solve", "-tables", dir, "-mode", "optimal", "-table", "h0", "-"}},
		{pocketSolved, []string{"check", "-puzzle", "2x2", "-"}},
		{pocketSolved, []string{"verify", "-puzzle", "2x2", "-", "R R'"}},
		{"R U R' U'", []string{"solve", "-puzzle", "2x2", "-tables", dir, "-"}},
	} {
		for _, written := range []int{0, 1} { // > /dev/full; | head -1
			in := &lineSource{line: tc.line, n: lines}
			var errOut lockedBuffer
			code := run(context.Background(), tc.args, in, &closedAfter{lines: written}, &errOut)
			// The line answered, the one being read for it and the next
			// one, read ahead, at most.
			if taken := in.taken.Load(); taken > int64(written)+3 || code != exitUsage ||
				strings.Count(errOut.String(), "the output could not be written: broken pipe") != 1 {
				t.Errorf("%v, %d lines written: %d of %d lines read, status %d, errors %q",
					tc.args, written, taken, lines, code, errOut.String())
			}
		}
	}
}
