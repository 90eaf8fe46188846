package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

var solutionLine = regexp.MustCompile(`^((?:[URFDLB][2']? ?)*) ?\((\d+)f\)$`)

// checkSolution fails unless line is "MOVES (Nf)" with N the number of
// moves and MOVES solving the cube given as facelets.
func checkSolution(t *testing.T, facelets, line string, maxLen int) {
	t.Helper()
	m := solutionLine.FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("line %q is not MOVES (Nf)", line)
	}
	moves, err := cube.ParseMoves(m[1])
	if err != nil {
		t.Fatal(err)
	}
	n, _ := strconv.Atoi(m[2])
	f, _ := cube.ParseFacelets(facelets)
	c, _ := f.ToCubie()
	if n != len(moves) || n > maxLen || !c.Apply(moves).IsSolved() {
		t.Fatalf("%q does not solve %s in at most %d moves", line, facelets, maxLen)
	}
}

func TestSolveSuperflipAndStdin(t *testing.T) {
	dir := tablestest.Dir()
	superflip := "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"
	// A limit no machine reaches: the target (20) ends the search.
	code, out, errOut := cli(t, "", "solve", "-tables", dir, "-timeout", "1h", superflip)
	if code != exitOK {
		t.Fatalf("status %d: %s", code, errOut)
	}
	checkSolution(t, superflip, strings.TrimSpace(out), 20)

	_, randomOut, _ := cli(t, "", "random", "-n", "5", "-seed", "3")
	code, out, errOut = cli(t, randomOut+"\n"+solved+"\n", "solve", "-tables", dir, "-timeout", "1h", "-v", "-")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	cubes := strings.Split(strings.TrimSpace(randomOut), "\n")
	// A line out for every line in: the blank line before the solved cube
	// too.
	if code != exitOK || len(lines) != 7 || lines[5] != "" {
		t.Fatalf("status %d, %d lines: %q %s", code, len(lines), out, errOut)
	}
	for i, c := range cubes {
		checkSolution(t, c, lines[i], 20)
	}
	if lines[6] != "(0f)" {
		t.Errorf("solved cube gave %q", lines[6])
	}
	if !strings.Contains(errOut, "found") || !strings.Contains(errOut, "done: target reached") {
		t.Errorf("-v printed %q", errOut)
	}
}

func TestSolveBadInput(t *testing.T) {
	dir := tablestest.Dir()
	twisted := []byte(solved)
	twisted[8], twisted[9], twisted[20] = 'R', 'F', 'U' // URF corner twisted
	code, out, _ := cli(t, "", "solve", "-tables", dir, string(twisted))
	if code != exitNo || !strings.HasPrefix(out, "invalid cube: twist") {
		t.Errorf("twisted corner: status %d, %q", code, out)
	}
	if code, _, errOut := cli(t, "", "solve", "-max", "99", solved); code != exitUsage || !strings.Contains(errOut, "-max") {
		t.Errorf("-max 99: status %d, %q", code, errOut)
	}
	if code, _, _ := cli(t, "", "solve"); code != exitUsage {
		t.Errorf("no argument: status %d", code)
	}
	if code, _, errOut := cli(t, "", "solve", "-tables", dir, "R", "U", "-"); code != exitUsage || !strings.Contains(errOut, "'-' must be the only argument") {
		t.Errorf("moves and '-': status %d, %q", code, errOut)
	}
	// R U R' U' typed unquoted: the shell makes R, U and "R U" of it.
	if code, _, errOut := cli(t, "", "solve", "-tables", dir, "R", "U", "R U"); code != exitUsage || !strings.Contains(errOut, `"R U R' U'"`) {
		t.Errorf("primes taken as quotes by the shell: status %d, %q", code, errOut)
	}
	for _, args := range [][]string{{"facelets", "R", "U", "R U"}} {
		if code, _, errOut := cli(t, "", args...); code != exitUsage || !strings.Contains(errOut, `"R U R' U'"`) {
			t.Errorf("%s, primes taken as quotes by the shell: status %d, %q", args[0], code, errOut)
		}
	}
	if code, out, errOut := cli(t, "", "solve", "-tables", dir, "R", "U", "Q"); code != exitUsage || !strings.Contains(out+errOut, `unknown move "Q"`) {
		t.Errorf("a bad move typed unquoted: status %d, %q %q", code, out, errOut)
	}
	if code, _, errOut := cli(t, "", "solve", "-mode", "fast", solved); code != exitUsage || !strings.Contains(errOut, "fast") {
		t.Errorf("bad mode: status %d, %q", code, errOut)
	}
}

func TestBench(t *testing.T) {
	code, out, errOut := cli(t, "", "bench", "-tables", tablestest.Dir(), "-n", "5", "-v")
	if code != exitOK {
		t.Fatalf("status %d: %s %s", code, out, errOut)
	}
	for _, want := range []string{"to <= 20 moves: 5 cubes, mean", "first solution: 5 cubes", "search: ", "tables: loaded"} {
		if !strings.Contains(out, want) {
			t.Errorf("bench output lacks %q:\n%s", want, out)
		}
	}
	if code, _, errOut := cli(t, "", "bench", "-file", "/no/such/file"); code != exitUsage || !strings.Contains(errOut, "no/such/file") {
		t.Errorf("missing file: status %d, %q", code, errOut)
	}
}

// A cube not solved to -max moves fails the bench, as it fails solve: here
// scrambles of 5 and 6 moves, whose shortest solutions the search proves
// at once to be longer than 3 moves, whatever the machine's speed.
func TestBenchOverMaxFails(t *testing.T) {
	code, out, errOut := cli(t, "", "bench", "-tables", tablestest.Dir(), "-scramble-len", "5-6", "-as-moves", "-n", "4", "-max", "3", "-timeout", "1h")
	if code != exitShort || strings.Count(out, ": FAILED: ") != 4 || !strings.Contains(out, "there is none of at most 3") ||
		!strings.Contains(out, "to <= 3 moves and to their scrambles' lengths: no cubes solved") || !strings.Contains(out, "4 cubes FAILED (4 not solved to <= 3 moves)") {
		t.Errorf("status %d, output %q, errors %q", code, out, errOut)
	}
	// Each found a solution first, if not to 3 moves: the second line
	// says so (it said "no cubes solved" too).
	if !strings.Contains(out, "first solution: 4 cubes, mean") {
		t.Errorf("first solutions not counted: %q", out)
	}
}

// Fewer cubes than -scramble-len's lengths would leave the longest out
// without a word (they take turns): refused, on both puzzles.
func TestBenchFewerCubesThanLengths(t *testing.T) {
	for _, pz := range []string{"3x3", "2x2"} {
		code, out, errOut := cli(t, "", "bench", "-puzzle", pz, "-n", "10", "-scramble-len", "1-12")
		if code != exitUsage || out != "" || !strings.Contains(errOut, "-n 10 is fewer than the 12 lengths of -scramble-len 1-12: give -n 12 or more") {
			t.Errorf("%s: status %d, output %q, errors %q", pz, code, out, errOut)
		}
	}
}

// A cube argument solve cannot read is said at once, before the tables
// are loaded or built (a typo waited 20 s for a build, then was said).
func TestSolveTypoBeforeTables(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		cube, want string
		code       int
	}{
		{"R Q", `unknown move "Q"`, exitUsage},
		{"hello", "invalid cube: length error", exitNo},
		{stickers(map[int]byte{0: 'R', 9: 'U'}), "invalid cube", exitNo},
	} {
		for _, mode := range []string{"standard", "optimal"} {
			code, out, errOut := cli(t, "", "solve", "-tables", dir, "-mode", mode, tc.cube)
			if code != tc.code || !strings.Contains(out+errOut, tc.want) || strings.Contains(errOut, "tables") {
				t.Errorf("%s %q: status %d, output %q, errors %q", mode, tc.cube, code, out, errOut)
			}
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("tables built for cubes that were never solved: %v", entries)
	}
}

// In optimal mode, which searches past -max, a proven optimum longer than
// -max is not as asked, as in standard mode and on the pocket cube: it is
// printed with a note and status 3, and fails a bench (it was printed
// with status 0, and passed).
func TestOptimalOverMax(t *testing.T) {
	dir := tablestest.Dir()
	code, out, errOut := cli(t, "", "solve", "-tables", dir, "-mode", "optimal", "-table", "h0", "-max", "1", "-timeout", "1h", "R U")
	if code != exitShort || out != "U' R' (2f*)\n" || !strings.Contains(errOut, "there is no solution of at most 1 move; the shortest has 2") {
		t.Errorf("solve: status %d, output %q, errors %q", code, out, errOut)
	}
	code, out, errOut = cli(t, "", "bench", "-tables", dir, "-mode", "optimal", "-table", "h0", "-scramble-len", "2-3", "-n", "2", "-max", "1", "-timeout", "1h")
	if code != exitShort || !strings.Contains(out, "2 cubes FAILED (2 not solved to <= 1 moves)") {
		t.Errorf("bench: status %d, output %q, errors %q", code, out, errOut)
	}
}

// A -file bench cannot read is said so, not as a file of no cubes; a
// line too long to read is named by its number, as a bad cube's line is
// (it was not).
func TestBenchFileUnreadable(t *testing.T) {
	long := filepath.Join(t.TempDir(), "long.txt")
	if err := os.WriteFile(long, []byte("\n \n"+strings.Repeat("U", 70000)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, want string }{
		{t.TempDir(), "is a directory"},
		{long, "long.txt:3: the line is longer than the 64 KiB cubecli reads as one cube\n"},
	} {
		for _, pz := range []string{"3x3", "2x2"} {
			code, _, errOut := cli(t, "", "bench", "-puzzle", pz, "-tables", tablestest.Dir(), "-file", c.file)
			if code != exitUsage || !strings.Contains(errOut, c.want) {
				t.Errorf("%s %s: status %d, errors %q", pz, c.file, code, errOut)
			}
		}
	}
}

// bench -file - reads the cubes from standard input, as '-' does wherever
// cubecli takes cubes (it looked for a file named "-").
func TestBenchFileStdin(t *testing.T) {
	code, out, errOut := cli(t, solved+"\n"+solved+"\n", "bench", "-tables", tablestest.Dir(), "-file", "-")
	if code != exitOK || !strings.Contains(out, "to <= 20 moves: 2 cubes") {
		t.Errorf("3x3x3: status %d, output %q, errors %q", code, out, errOut)
	}
	code, out, errOut = cli(t, "UUUURRRRFFFFDDDDLLLLBBBB\n", "bench", "-puzzle", "2x2", "-tables", tablestest.Dir(), "-file", "-")
	if code != exitOK || !strings.Contains(out, "1 cube solved optimally") {
		t.Errorf("2x2x2: status %d, output %q, errors %q", code, out, errOut)
	}
	if code, _, errOut := cli(t, "R U\n", "bench", "-tables", tablestest.Dir(), "-file", "-"); code != exitUsage || !strings.Contains(errOut, "standard input:1: ") {
		t.Errorf("a bad line: status %d, errors %q", code, errOut)
	}
}

// solve -v on '-' says which line each line of progress is about, as its
// notes do: it printed the progress of every cube alike, with no way to
// tell whose it was.
func TestSolveVerboseStdinLines(t *testing.T) {
	code, out, errOut := cli(t, "R U\n\nR U F\n", "solve", "-tables", tablestest.Dir(), "-v", "-")
	if code != exitOK || out != "U' R' (2f)\n\nF' U' R' (3f)\n" {
		t.Fatalf("status %d, output %q, errors %q", code, out, errOut)
	}
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	for _, l := range lines {
		if !strings.HasPrefix(l, "line 1: ") && !strings.HasPrefix(l, "line 3: ") {
			t.Errorf("progress line %q names no input line", l)
		}
	}
	if !strings.Contains(errOut, "line 3: ") || !strings.Contains(errOut, "found F' U' R' (3f)") {
		t.Errorf("errors %q", errOut)
	}
}

// A scramble typed unquoted, as a cuber types it, is one cube; so are
// stickers typed face by face; both puzzles, both modes.
func TestSolveArgumentsTakenTogether(t *testing.T) {
	dir := tablestest.Dir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"R", "U", "F2"}, "F2 U' R' (3f)"},
		{[]string{"-puzzle", "2x2", "R", "U", "F2"}, "F2 U' R' (3f*)"},
		{[]string{"UUUUUUUUU", "RRRRRRRRR", "FFFFFFFFF", "DDDDDDDDD", "LLLLLLLLL", "BBBBBBBBB"}, "(0f)"},
	} {
		code, out, errOut := cli(t, "", append([]string{"solve", "-tables", dir}, c.args...)...)
		if code != exitOK || strings.TrimSpace(out) != c.want {
			t.Errorf("solve %v: status %d, %q (want %q) %s", c.args, code, out, c.want, errOut)
		}
	}
}

// Stickers labelled 1 to 6, which check and verify read, are a cube to
// solve as well, not moves: solved, or said to be too many.
func TestSolveDigitLabels(t *testing.T) {
	dir := tablestest.Dir()
	digits := "111111554366322322332332442221446446334554556555166166" // R U F
	if code, out, errOut := cli(t, "", "solve", "-tables", dir, digits); code != exitOK || out != "F' U' R' (3f)\n" {
		t.Errorf("solve %s: status %d, %q %q", digits, code, out, errOut)
	}
	if code, out, _ := cli(t, "", "solve", "-tables", dir, digits+"1"); code != exitNo || !strings.Contains(out, "has 54 letters, this one has 55") {
		t.Errorf("55 digits: status %d, %q", code, out)
	}
}

// A target written down held another way than the cube (another face up)
// is the same cube turned in the hand, not one with its colours renamed:
// the cube it is needs no moves, and the moves to a target held any way
// are those to the target held as the cube is, in both modes.
func TestSolveToTargetHeldAnotherWay(t *testing.T) {
	dir := tablestest.Dir()
	for _, tc := range []struct{ cube, to, want string }{
		{faceletsOf(t, "R U F"), heldBy(t, "R U F", "y"), "(0f"},
		{heldBy(t, "R U F", "y"), faceletsOf(t, "R U F"), "(0f"},
		{heldBy(t, "R U F", "z"), heldBy(t, "R U F", "x' y"), "(0f"},
		{faceletsOf(t, "R U F"), heldBy(t, "R U F D", "x2"), "D (1f"},
		// Held after z the cube's D face is on the left: its moves are
		// named as it is held.
		{heldBy(t, "R U F", "z"), heldBy(t, "R U F D", "y2"), "L (1f"},
	} {
		for _, mode := range [][]string{{"-mode", "standard"}, {"-mode", "optimal", "-table", "h0"}} {
			code, out, errOut := cli(t, "", append(append([]string{"solve", "-tables", dir}, mode...), "-to", tc.to, tc.cube)...)
			if code != exitOK || !strings.HasPrefix(out, tc.want) {
				t.Errorf("%s, -to %s, %s: status %d, %q, want %q (%s)", tc.cube, tc.to, mode, code, out, tc.want, errOut)
			}
		}
	}
}
