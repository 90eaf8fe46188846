package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
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
