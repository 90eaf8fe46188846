package main

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/iotest"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// A line of standard input too long to be a cube is reported on its line,
// naming the limit, and the cubes after it are still answered, in every
// batch command. Moves too (a long scramble): the line was said to be no
// facelet string, "a facelet string is 54 letters".
func TestLongLineInBatch(t *testing.T) {
	dir := tablestest.Dir()
	const want = "line 2: the line is 100000 bytes long, longer than the 64 KiB cubecli reads as one cube"
	for _, long := range []string{strings.Repeat("U", 100_000), strings.Repeat("R ", 50_000)} {
		in := solved + "\n" + long + "\n" + solved + "\n"
		for _, args := range [][]string{
			{"check", "-"},
			{"verify", "-", ""},
			{"solve", "-tables", dir, "-timeout", "1h", "-"},
		} {
			code, out, errOut := cli(t, in, args...)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != 3 || lines[1] != want {
				t.Errorf("%v, %.4q...: %d lines %.300q, errors %q", args, long, len(lines), out, errOut)
				continue
			}
			if lines[0] == "" || lines[2] == "" || lines[0] != lines[2] {
				t.Errorf("%v: the cubes around the long line got %q and %q", args, lines[0], lines[2])
			}
			if code != exitNo {
				t.Errorf("%v: status %d", args, code)
			}
		}
	}
}

// Empty standard input is an error, not a silent success.
func TestEmptyStdin(t *testing.T) {
	for _, in := range []string{"", "\n\n  \n"} {
		code, _, errOut := cli(t, in, "check", "-")
		if code != exitUsage || !strings.Contains(errOut, "standard input holds no cubes") {
			t.Errorf("%q: status %d, errors %q", in, code, errOut)
		}
	}
}

// Impossible flag values are refused; a target not met is said, with its
// own status.
func TestSolveFlagsAndUnmetTarget(t *testing.T) {
	dir := tablestest.Dir()
	for _, args := range [][]string{
		{"solve", "-max", "0", solved}, {"solve", "-max", "31", solved},
		{"solve", "-timeout", "0", solved}, {"solve", "-timeout", "-1s", solved},
		{"bench", "-max", "99"}, {"bench", "-workers", "-1"}, {"bench", "-timeout", "0s"},
		{"bench", "-scramble-len", "0-3"}, {"bench", "-scramble-len", "5-2"}, {"bench", "-short", "13"},
		{"bench", "-as-moves"},
		// -n and -seed choose random cubes: with -file they were ignored.
		{"bench", "-file", "cubes.txt", "-n", "5"}, {"bench", "-file", "cubes.txt", "-seed", "2"},
		{"bench", "-puzzle", "2x2", "-file", "cubes.txt", "-n", "5"},
	} {
		if code, _, errOut := cli(t, "", args...); code != exitUsage || !strings.Contains(errOut, "usage:") {
			t.Errorf("%v: status %d, errors %q", args, code, errOut)
		}
	}
	// The other mode's search flags are refused, as the pocket cube
	// refuses the 3x3x3's, not ignored (-table 8GB in standard mode was
	// no error; -short in optimal mode did nothing).
	for _, args := range [][]string{
		{"solve", "-table", "8GB", solved}, {"solve", "-mode", "optimal", "-short", "3", solved},
		{"bench", "-table", "h0"}, {"bench", "-mode", "optimal", "-short", "3"},
	} {
		args = append([]string{args[0], "-tables", dir}, args[1:]...)
		if code, out, errOut := cli(t, "", args...); code != exitUsage || out != "" || !strings.Contains(errOut, "give -mode optimal too") && !strings.Contains(errOut, "-short 3 is for the standard search") {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out, errOut)
		}
	}
	// A flag at its default asks for what the search does anyway, and is
	// no reason to refuse: -table auto in standard mode and -short 0 in
	// optimal mode were refused.
	for _, args := range [][]string{
		{"solve", "-table", "auto", solved}, {"solve", "-mode", "optimal", "-table", "h0", "-short", "0", solved},
		{"solve", "-puzzle", "2x2", "-short", "0", "-table", "auto", "R U"},
	} {
		args = append([]string{args[0], "-tables", dir}, args[1:]...)
		// Standard error may say the tables are being built (a fresh
		// cache, as CI has) or which optimal table is used: the status
		// says whether the flags were taken.
		if code, out, errOut := cli(t, "", args...); code != exitOK || out == "" {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out, errOut)
		}
	}
	for _, args := range [][]string{
		{"bench", "-n", "1", "-table", "auto"}, {"bench", "-n", "1", "-mode", "optimal", "-table", "h0", "-short", "0", "-scramble-len", "3-3"},
		{"bench", "-n", "1", "-puzzle", "2x2", "-short", "0", "-workers", "0", "-table", "auto"},
	} {
		args = append([]string{args[0], "-tables", dir}, args[1:]...)
		if code, out, errOut := cli(t, "", args...); code != exitOK || !strings.Contains(out, "1 cube,") && !strings.Contains(out, "1 cube solved") {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out, errOut)
		}
	}
	// A random cube needs 16 or more moves: -max 10 cannot be met. The
	// search gets a second; what it prints is longer than 10.
	random := cube.Random(newRand(5)).Facelets().String()
	code, out, errOut := cli(t, "", "solve", "-tables", dir, "-max", "10", "-timeout", "1s", random)
	if code != exitShort || !strings.Contains(errOut, "no solution of at most 10 moves") || !strings.Contains(out, "f)") {
		t.Errorf("-max 10: status %d, output %q, errors %q", code, out, errOut)
	}
}

// A bad argument of a megabyte is shown as a window around the error.
func TestBadNotationWindow(t *testing.T) {
	moves := "R U" + strings.Repeat(" ", 1<<20) + "Q " + strings.Repeat("F ", 1000)
	code, _, errOut := cli(t, "", "facelets", moves)
	if code != exitUsage || len(errOut) > 500 || !strings.Contains(errOut, `unknown move "Q"`) || !strings.Contains(errOut, "…") {
		t.Errorf("status %d, %d bytes of errors: %.300q", code, len(errOut), errOut)
	}
	// The caret points at the Q.
	lines := strings.Split(errOut, "\n")
	if len(lines) < 3 {
		t.Fatalf("no window in %q", errOut)
	}
	caret := strings.Index(lines[2], "^")
	if shown := []rune(lines[1]); caret < 0 || caret >= len(shown) || shown[caret] != 'Q' {
		t.Errorf("the caret does not point at the Q:\n%s\n%s", lines[1], lines[2])
	}
}

// An interrupted optimal search prints the best solution found so far,
// unmarked, and exits with its own status.
func TestInterruptedOptimalPrintsBest(t *testing.T) {
	dir := tablestest.Dir()
	random := cube.Random(newRand(7)).Facelets().String()
	ctx, cancel := context.WithCancel(context.Background())
	var out, errOut lockedBuffer
	done := make(chan int)
	go func() {
		done <- run(ctx, []string{"solve", "-tables", dir, "-mode", "optimal", "-table", "h0", "-v", random},
			strings.NewReader(""), &out, &errOut)
	}()
	// Interrupt once the first solution is there (the search then goes
	// on for many seconds with the least optimal table).
	for deadline := time.Now().Add(5 * time.Minute); !strings.Contains(errOut.String(), "found") && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	code := <-done
	if code != exitInterrupted || !strings.Contains(errOut.String(), "interrupted") {
		t.Fatalf("status %d, errors %q", code, errOut.String())
	}
	line := strings.TrimSpace(out.String())
	if strings.Contains(line, "*") || !strings.HasSuffix(line, "f)") {
		t.Fatalf("printed %q, want the best so far, unmarked", line)
	}
	checkSolution(t, random, line, 30)
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

// lockedBuffer is a bytes.Buffer that one goroutine writes while another
// reads.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// A solution longer than -max is an answer, printed as one on its line
// (no "line N:", which marks a line that is no cube); the note on standard
// error says which line it is about, and the status is 3.
func TestSolveStdinLongerThanMax(t *testing.T) {
	dir := tablestest.Dir()
	_, four, _ := cli(t, "", "facelets", "R U R' U'")
	_, two, _ := cli(t, "", "facelets", "R U")
	// Four moves from solved: the search proves at once that no three do.
	code, out, errOut := cli(t, two+four, "solve", "-tables", dir, "-timeout", "1h", "-max", "3", "-")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != exitShort || len(lines) != 2 {
		t.Fatalf("status %d, output %q, errors %q", code, out, errOut)
	}
	checkSolution(t, strings.TrimSpace(two), lines[0], 3)
	checkSolution(t, strings.TrimSpace(four), lines[1], 4)
	if errOut != "cubecli solve: line 2: there is no solution of at most 3 moves; the shortest has 4\n" {
		t.Errorf("errors %q", errOut)
	}
	// Given as an argument, the same cube gets the same line.
	code, out, errOut = cli(t, "", "solve", "-tables", dir, "-timeout", "1h", "-max", "3", strings.TrimSpace(four))
	if code != exitShort || out != lines[1]+"\n" || errOut != "cubecli solve: there is no solution of at most 3 moves; the shortest has 4\n" {
		t.Errorf("as an argument: status %d, output %q, errors %q", code, out, errOut)
	}
}

// A cube with no solution found in the time is said on its line, on '-',
// not printed bare, as an answer would be.
func TestNoSolutionLine(t *testing.T) {
	e := &env{line: 2}
	if got := e.noSolution(time.Second); got != "line 2: no solution found in 1s" {
		t.Errorf("on '-': %q", got)
	}
	e.line = 0
	if got := e.noSolution(time.Second); got != "no solution found in 1s" {
		t.Errorf("an argument: %q", got)
	}
}

// A byte-order mark at the start of the input (Windows Notepad writes one)
// is no part of the first line's cube, wherever cubes are read from a
// stream or a file.
func TestByteOrderMark(t *testing.T) {
	dir := tablestest.Dir()
	const bom = "\uFEFF"
	for _, tc := range []struct {
		in   string
		args []string
		want string
	}{
		{bom + solved + "\r\n", []string{"check", "-"}, "ok\n"},
		{bom + pocketSolved + "\r\n", []string{"check", "-puzzle", "2x2", "-"}, "ok\n"},
		{bom + solved + "\r\n", []string{"verify", "-", "R", "R'"}, "solved\n"},
		{bom + solved + "\r\n", []string{"solve", "-tables", dir, "-"}, "(0f)\n"},
		{bom + "R U\r\n", []string{"solve", "-tables", dir, "-"}, "U' R' (2f)\n"},
		{bom + pocketSolved + "\r\n", []string{"solve", "-puzzle", "2x2", "-tables", dir, "-"}, "(0f*)\n"},
	} {
		if code, out, errOut := cli(t, tc.in, tc.args...); code != exitOK || out != tc.want {
			t.Errorf("%v: status %d, output %q, errors %q", tc.args, code, out, errOut)
		}
	}
	for _, tc := range []struct{ cube, puzzle, want string }{
		{solved, "3x3", "to <= 20 moves: 1 cube,"},
		{pocketSolved, "2x2", "1 cube solved optimally"},
	} {
		file := filepath.Join(t.TempDir(), "cubes.txt")
		if err := os.WriteFile(file, []byte(bom+tc.cube+"\r\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := cli(t, "", "bench", "-puzzle", tc.puzzle, "-tables", dir, "-file", file)
		if code != exitOK || !strings.Contains(out, tc.want) {
			t.Errorf("bench -puzzle %s -file: status %d, output %q, errors %q", tc.puzzle, code, out, errOut)
		}
	}
}

// A -timeout without its unit is refused saying what a time is; the flag
// package said only "parse error", of a number.
func TestTimeoutWithoutUnit(t *testing.T) {
	for _, args := range [][]string{{"solve", "-timeout", "1", solved}, {"bench", "-timeout", "10"}} {
		code, out, errOut := cli(t, "", args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, `invalid value "`+args[2]+`" for flag -timeout: want a time with its unit, e.g. 10s`) {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out, errOut)
		}
	}
}

// Lines ended the old Macs' way (a lone carriage return), or Windows' way,
// are lines: two scrambles are two cubes, not one run together.
func TestBatchLineEnds(t *testing.T) {
	dir := tablestest.Dir()
	for _, in := range []string{"R U\rF\r", "R U\r\nF\r\n", "R U\rF", "R U\nF"} {
		code, out, errOut := cli(t, in, "solve", "-tables", dir, "-")
		if code != exitOK || out != "U' R' (2f)\nF' (1f)\n" {
			t.Errorf("%q: status %d, %q %q", in, code, out, errOut)
		}
	}
	// A blank line between, ended either way, is a blank line answered.
	if code, out, _ := cli(t, "R\r\r\nF\n", "solve", "-tables", dir, "-"); code != exitOK || out != "R' (1f)\n\nF' (1f)\n" {
		t.Errorf("a blank line: status %d, %q", code, out)
	}
	for _, in := range []string{"ab\rc\r\nd\re", "\r\r\n\n", "x\r", "\r"} {
		var got []byte
		r := &lineEnds{r: iotest.OneByteReader(strings.NewReader(in))}
		buf := make([]byte, 3)
		for {
			n, err := r.Read(buf)
			got = append(got, buf[:n]...)
			if err != nil {
				break
			}
		}
		want := strings.ReplaceAll(strings.ReplaceAll(in, "\r\n", "\n"), "\r", "\n")
		if string(got) != want {
			t.Errorf("%q read one byte at a time: %q, want %q", in, got, want)
		}
	}
}

// A batch ends with its most serious line's status: a line that could not
// be read (2) or a bad cube (1) is not hidden by a cube solved longer than
// -max (3) before or after it.
func TestBatchWorstStatus(t *testing.T) {
	dir := tablestest.Dir()
	long := "R U F D L B" // 6 moves: longer than -max 3
	twisted := stickers(map[int]byte{8: 'F', 9: 'U', 20: 'R'})
	for _, tc := range []struct {
		in   string
		want int
	}{
		{long + "\nR Q\n", exitUsage},
		{"R Q\n" + long + "\n", exitUsage},
		{long + "\n" + twisted + "\n", exitNo},
		{twisted + "\nR Q\n" + long + "\n", exitUsage},
		{"R\n" + long + "\n", exitShort},
		{"R\nU\n", exitOK},
	} {
		if code, out, errOut := cli(t, tc.in, "solve", "-tables", dir, "-max", "3", "-"); code != tc.want {
			t.Errorf("%q: status %d, want %d (%q %q)", tc.in, code, tc.want, out, errOut)
		}
	}
}

// A comment, from // to the end of the line, is left out of stickers as
// of moves, and a line of '-' that is only a comment is a blank line.
func TestCommentsInBatch(t *testing.T) {
	dir := tablestest.Dir()
	f := faceletsOf(t, "R U F")
	in := "// my cubes\nR U // a scramble\n" + f + " // stickers\n  // indented\n"
	if code, out, errOut := cli(t, in, "solve", "-tables", dir, "-"); code != exitOK || out != "\nU' R' (2f)\nF' U' R' (3f)\n\n" {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
	if code, out, _ := cli(t, "", "check", f+" // mine"); code != exitOK || out != "ok\n" {
		t.Errorf("check with a comment: status %d, %q", code, out)
	}
	if code, _, errOut := cli(t, "// nothing\n", "solve", "-tables", dir, "-"); code != exitUsage || !strings.Contains(errOut, "holds no cubes") {
		t.Errorf("comments alone: status %d, %q", code, errOut)
	}
}
