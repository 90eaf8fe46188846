package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/tables/tablestest"
)

const pocketSolved = "UUUURRRRFFFFDDDDLLLLBBBB"

func TestPocketTablesStats(t *testing.T) {
	if raceEnabled {
		t.Skip("counts every pocket cube's distance twice, arithmetic many times slower under the race detector: make test-go runs it; tables/pocket's tests build the tables under the detector")
	}
	code, out, errOut := cli(t, "", "tables", "-puzzle", "2x2", "-dir", tablestest.Dir(), "-stats")
	if code != exitOK {
		t.Fatalf("status %d, errors %q", code, errOut)
	}
	want := `pocket cube distances (HTM):
0 1
1 9
2 54
3 321
4 1847
5 9992
6 50136
7 227536
8 870072
9 1887748
10 623800
11 2644
pocket cube distances (QTM):
0 1
1 6
2 27
3 120
4 534
5 2256
6 8969
7 33058
8 114149
9 360508
10 930588
11 1350852
12 782536
13 90280
14 276
`
	if _, stats, _ := strings.Cut(out, "\n"); stats != want {
		t.Errorf("output:\n%s", out)
	}
	if code, _, errOut := cli(t, "", "tables", "-puzzle", "2x2", "-optimal"); code != exitUsage || !strings.Contains(errOut, "every pocket cube answer is optimal") {
		t.Errorf("-optimal: status %d, %q", code, errOut)
	}
	if code, _, errOut := cli(t, "", "tables", "-puzzle", "2x2", "-size", "2GB"); code != exitUsage || !strings.Contains(errOut, "-size 2GB is for the 3x3x3's searches") {
		t.Errorf("-size: status %d, %q", code, errOut)
	}
	// -rebuild builds it even where a good one is cached.
	dir := t.TempDir()
	for _, args := range [][]string{{}, {"-rebuild"}} {
		code, out, errOut := cli(t, "", append([]string{"tables", "-puzzle", "2x2", "-dir", dir}, args...)...)
		if code != exitOK || !strings.HasPrefix(out, "built the pocket cube's table") {
			t.Errorf("%q: status %d, %q %q", args, code, out, errOut)
		}
	}
}

func TestPocketFaceletsCheckVerify(t *testing.T) {
	code, out, _ := cli(t, "", "facelets", "-puzzle", "2x2", "R U R' U'")
	scrambled := strings.TrimSpace(out)
	if code != exitOK || len(scrambled) != 24 {
		t.Fatalf("facelets: %d %q", code, out)
	}
	// A rotation turns the cube in the hand; it is still solved.
	if _, out, _ := cli(t, "", "facelets", "-puzzle", "2x2", "x y"); strings.TrimSpace(out) == pocketSolved {
		t.Errorf("x y left the stickers where they were: %s", out)
	}
	for _, c := range []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"check", "-puzzle", "2x2", scrambled}, exitOK, "ok"},
		{[]string{"check", "-puzzle", "2x2", "WWWWRRRRGGGGYYYYOOOOBBBB"}, exitOK, "ok"},
		{[]string{"check", "-puzzle", "2x2", "UUUFURRRFRFFDDDDLLLLBBBB"}, exitNo, "twist error"},
		{[]string{"check", "-puzzle", "2x2", "UUUURRRRFFFFDDDDLLLLBBB"}, exitNo, "has 24 letters, this one has 23"},
		{[]string{"check", "-puzzle", "2x2", solved}, exitNo, "this one has 54 (a 3x3x3's)"},
		// A letter too many: which one, when the cube is real without it;
		// and so for the 3x3x3.
		{[]string{"check", "-puzzle", "2x2", "LBFLUUUBRFLDFBRDRFDLURDDB"}, exitNo, "the letter 'D' at position 12 looks extra: without it the cube is valid"},
		{[]string{"check", solved[:30] + "R" + solved[30:]}, exitNo, "the letter 'R' at position 31 looks extra"},
		{[]string{"verify", "-puzzle", "2x2", scrambled, "U R U' R'"}, exitOK, "solved"},
		{[]string{"verify", "-puzzle", "2x2", scrambled, "U R U' R' y x2"}, exitOK, "solved"},
		{[]string{"verify", "-puzzle", "2x2", scrambled, "U"}, exitNo, "not solved: "},
		{[]string{"verify", "-puzzle", "2x2", scrambled, "M"}, exitUsage, ""},
		{[]string{"facelets", "-puzzle", "2x2", "R E"}, exitUsage, ""},
		{[]string{"check", "-puzzle", "4x4", scrambled}, exitUsage, ""},
	} {
		code, out, errOut := cli(t, "", c.args...)
		if code != c.code || !strings.HasPrefix(out, c.out) && !strings.Contains(out, c.out) {
			t.Errorf("%v: status %d, output %q, errors %q", c.args, code, out, errOut)
		}
	}
	if _, _, errOut := cli(t, "", "verify", "-puzzle", "2x2", scrambled, "M"); !strings.Contains(errOut, "middle layer") {
		t.Errorf("M on a 2x2x2: %q", errOut)
	}
}

func TestPocketRandomAndSolve(t *testing.T) {
	dir := tablestest.Dir()
	code, out, _ := cli(t, "", "random", "-puzzle", "2x2", "-n", "20", "-seed", "3")
	lines := strings.Fields(out)
	if code != exitOK || len(lines) != 20 {
		t.Fatalf("random: %d %q", code, out)
	}
	for _, metric := range []string{"htm", "qtm"} {
		code, out, errOut := cli(t, strings.Join(lines, "\n")+"\n", "solve", "-puzzle", "2x2", "-tables", dir, "-metric", metric, "-")
		results := strings.Split(strings.TrimSpace(out), "\n")
		if code != exitOK || len(results) != 20 {
			t.Fatalf("solve %s: %d %q %q", metric, code, out, errOut)
		}
		for i, res := range results {
			moves, length, ok := strings.Cut(res, " (")
			unit := map[string]string{"htm": "f*)", "qtm": "q*)"}[metric]
			if !ok || !strings.HasSuffix(length, unit) {
				t.Fatalf("%s: %q", metric, res)
			}
			f, _ := pocket.Parse(lines[i])
			alg, err := pocket.ParseAlg(moves)
			if err != nil {
				t.Fatal(err)
			}
			if c, err := f.Apply(alg).Cube(); err != nil || !c.IsSolved() {
				t.Errorf("%s does not solve %s", res, lines[i])
			}
		}
	}
}

func TestPocketSolveToTarget(t *testing.T) {
	dir := tablestest.Dir()
	r := rand.New(rand.NewPCG(5, 6))
	from, to := pocket.RandomHeld(r), pocket.RandomHeld(r)
	code, out, errOut := cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, "-to", to.Facelets().String(), from.Facelets().String())
	moves, _, _ := strings.Cut(out, " (")
	m, err := pocket.ParseMoves(moves)
	if code != exitOK || err != nil || !pocket.Equal(from.Apply(m), to) {
		t.Fatalf("status %d, %q %q", code, out, errOut)
	}
	code, out, _ = cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, "-to", "stripes", pocketSolved)
	if code != exitOK || out != "U2 F2 R2 U2 (4f*)\n" {
		t.Errorf("to stripes: %d %q", code, out)
	}
	// A target given as a scramble's moves, as the cube may be.
	code, out, errOut = cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, "-to", "R U'", pocketSolved)
	if code != exitOK || out != "R U' (2f*)\n" {
		t.Errorf("to R U': %d %q %q", code, out, errOut)
	}
	if code, _, errOut := cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, "-to", "R M", pocketSolved); code != exitUsage || !strings.Contains(errOut, "invalid scramble") {
		t.Errorf("to R M: %d %q", code, errOut)
	}
	// A twisted corner reaches a target twisted alike, not solved.
	twisted := "UUUFURRRFRFFDDDDLLLLBBBB"
	if code, out, _ := cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, "-to", twisted, twisted); code != exitOK || out != "(0f*)\n" {
		t.Errorf("twisted to itself: %d %q", code, out)
	}
	if code, out, _ := cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, "-to", pocketSolved, twisted); code != exitNo || !strings.Contains(out, "cannot be reached") {
		t.Errorf("twisted to solved: %d %q", code, out)
	}
	for _, args := range [][]string{
		{"-to", "checkerboard", pocketSolved},
		{"-metric", "ftm", pocketSolved},
		{pocketSolved, pocketSolved},
	} {
		if code, _, errOut := cli(t, "", append([]string{"solve", "-puzzle", "2x2", "-tables", dir}, args...)...); code != exitUsage || len(args) == 2 && !strings.Contains(errOut, "solve takes one cube") {
			t.Errorf("%v: %d %q", args, code, errOut)
		}
	}
}

func TestSolveToTarget3x3(t *testing.T) {
	sharedTables(t)
	dir := tablestest.Dir()
	r := rand.New(rand.NewPCG(7, 8))
	from, to := cube.Random(r), cube.Random(r)
	code, out, errOut := cli(t, "", "solve", "-tables", dir, "-to", to.Facelets().String(), from.Facelets().String())
	moves, _, _ := strings.Cut(out, " (")
	m, err := cube.ParseMoves(moves)
	if code != exitOK || err != nil || from.Apply(m) != to {
		t.Fatalf("status %d, %q %q", code, out, errOut)
	}
	if code, out, _ := cli(t, "", "solve", "-tables", dir, "-mode", "optimal", "-table", "h0", "-to", "checkerboard", solved); code != exitOK || out != "U2 D2 R2 L2 F2 B2 (6f*)\n" {
		t.Errorf("to checkerboard: %d %q", code, out)
	}
	// A target given as a scramble's moves, as the cube may be: it was
	// refused as no facelet string.
	if code, out, errOut := cli(t, "", "solve", "-tables", dir, "-to", "R U R' U'", solved); code != exitOK || out != "R U R' U' (4f)\n" {
		t.Errorf("to R U R' U': %d %q %q", code, out, errOut)
	}
	if code, _, errOut := cli(t, "", "solve", "-tables", dir, "-to", "R Q", solved); code != exitUsage || !strings.Contains(errOut, "invalid scramble") {
		t.Errorf("to R Q: %d %q", code, errOut)
	}
	twisted := stickers(map[int]byte{8: 'F', 9: 'U', 20: 'R'})
	if code, out, _ := cli(t, "", "solve", "-tables", dir, "-to", solved, twisted); code != exitNo || !strings.Contains(out, "cannot be reached") {
		t.Errorf("twisted to solved: %d %q", code, out)
	}
	for _, args := range [][]string{{"-to", "xyz", solved}, {"-metric", "qtm", solved}} {
		if code, _, errOut := cli(t, "", append([]string{"solve", "-tables", dir}, args...)...); code != exitUsage {
			t.Errorf("%v: %d %q", args, code, errOut)
		}
	}
}

func TestPocketBench(t *testing.T) {
	code, out, errOut := cli(t, "", "bench", "-puzzle", "2x2", "-tables", tablestest.Dir(), "-n", "500", "-metric", "qtm")
	if code != exitOK || !strings.Contains(out, "500 cubes solved optimally and verified") {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
	// -v prints each answer as solve prints it, proven: "(Nq*)", not "(Nq)".
	code, out, errOut = cli(t, "", "bench", "-puzzle", "2x2", "-tables", tablestest.Dir(), "-n", "3", "-metric", "qtm", "-v")
	if lines := strings.Split(out, "\n"); code != exitOK || len(lines) < 3 || !strings.HasSuffix(lines[0], "q*)") || !strings.HasSuffix(lines[2], "q*)") {
		t.Errorf("-v: status %d, %q %q", code, out, errOut)
	}
}

// Every flag of solve and bench is checked with -puzzle 2x2 as without it;
// those that apply are honoured (-max, -scramble-len, -cpuprofile), those
// for the 3x3x3's searches refused.
func TestPocketFlags(t *testing.T) {
	dir := tablestest.Dir()
	_, four, _ := cli(t, "", "facelets", "-puzzle", "2x2", "R U R' U'")
	four = strings.TrimSpace(four)
	code, out, errOut := cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, "-max", "3", four)
	if code != exitShort || !strings.HasSuffix(out, " (4f*)\n") || errOut != "cubecli solve: there is no solution of at most 3 moves; the shortest has 4\n" {
		t.Errorf("solve -max 3: status %d, output %q, errors %q", code, out, errOut)
	}
	code, out, errOut = cli(t, four+"\n", "solve", "-puzzle", "2x2", "-tables", dir, "-metric", "qtm", "-max", "3", "-")
	if code != exitShort || !strings.HasSuffix(out, " (4q*)\n") || !strings.Contains(errOut, "line 1: there is no solution of at most 3 quarter turns") {
		t.Errorf("solve -metric qtm -max 3 -: status %d, output %q, errors %q", code, out, errOut)
	}
	if code, out, _ := cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, "-max", "4", "-mode", "optimal", four); code != exitOK || !strings.HasSuffix(out, " (4f*)\n") {
		t.Errorf("solve -max 4 -mode optimal: status %d, output %q", code, out)
	}
	for _, args := range [][]string{
		{"solve", "-mode", "bogus", four}, {"solve", "-max", "-5", four}, {"solve", "-max", "0", four},
		{"solve", "-timeout", "-1s", four}, {"solve", "-short", "99", four}, {"solve", "-short", "3", four},
		{"solve", "-table", "h0", four},
		{"bench", "-mode", "bogus"}, {"bench", "-max", "99"}, {"bench", "-as-moves"}, {"bench", "-table", "h0"},
		{"bench", "-short", "1"}, {"bench", "-workers", "2"}, {"bench", "-scramble-len", "0-3"}, {"bench", "-timeout", "0s"},
		{"bench", "-scramble-len", "1-3", "-file", "cubes.txt"},
	} {
		args := append([]string{args[0], "-puzzle", "2x2", "-tables", dir}, args[1:]...)
		if code, out, errOut := cli(t, "", args...); code != exitUsage || out != "" || !strings.Contains(errOut, "usage:") {
			t.Errorf("%q: status %d, output %q, errors %q", args, code, out, errOut)
		}
	}
	// Scrambles of 1 to 5 moves, the i-th of i % 5 moves: none gets a
	// longer answer (a random cube needs about 9).
	profile := filepath.Join(t.TempDir(), "cpu.prof")
	code, out, errOut = cli(t, "", "bench", "-puzzle", "2x2", "-tables", dir, "-n", "10", "-scramble-len", "1-5", "-v", "-cpuprofile", profile)
	if code != exitOK || !strings.Contains(out, "10 cubes solved optimally") {
		t.Fatalf("bench -scramble-len 1-5: status %d, output %q, errors %q", code, out, errOut)
	}
	for i, line := range strings.Split(out, "\n")[:10] {
		if n := strings.Count(strings.SplitN(line, " ", 3)[2], " "); n > i%5+1 {
			t.Errorf("cube %d, a scramble of %d moves: %q", i+1, i%5+1, line)
		}
	}
	if st, err := os.Stat(profile); err != nil || st.Size() == 0 {
		t.Errorf("-cpuprofile wrote no profile: %v", err)
	}
	if code, out, _ := cli(t, "", "bench", "-puzzle", "2x2", "-tables", dir, "-n", "5", "-max", "3"); code != exitShort || !strings.Contains(out, "there is none of at most 3") {
		t.Errorf("bench -max 3: status %d, output %q", code, out)
	}
}

// A pocket cube typed row by row, its rows of two stickers spaced out, is
// the cube check and verify read, not moves run together ("UU" as U U),
// which made another cube and a confident answer for it.
func TestPocketCheckFix(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"UUU.RRRRFFFFDDDDLLLLBBBB", "fix: blank sticker U4 will be U (one way only makes a real cube): " + pocketSolved},
		{"UUUFRRRRFFFFDDDDLLLLBBBB", "fix: sticker U4 will be U, not F (the only sticker whose change makes a real cube): " + pocketSolved},
		{"UU..RRRRFFFFDDDDLLLLBBBB", "fix: blank stickers will be U3 U, U4 U (one way only makes a real cube): " + pocketSolved},
	} {
		if code, out, _ := cli(t, "", "check", "-puzzle", "2x2", c.in); code != exitNo || !strings.Contains(out, c.want) {
			t.Errorf("%s: status %d, output %q", c.in, code, out)
		}
	}
}

func TestPocketSolveRowsOfTwo(t *testing.T) {
	rows := "UU FF UB RR RR FD DB DB FD LL LL UB" // R U
	if code, out, errOut := cli(t, "", "solve", "-puzzle", "2x2", "-tables", tablestest.Dir(), rows); code != exitOK || out != "U' R' (2f*)\n" {
		t.Errorf("status %d, %q %s", code, out, errOut)
	}
}

// A pattern of the other puzzle given to -to is named as one: "superflip"
// to a pocket cube read as stickers ("the letter 's' ... names no
// colour"), and "stripes" to a 3x3x3 as a facelet string of 7 letters.
func TestTargetPatternOfTheOtherPuzzle(t *testing.T) {
	if _, err := pocketTarget("superflip"); err == nil || !strings.Contains(err.Error(), "a pattern of the 3x3x3, not of the 2x2x2 (stripes,") {
		t.Errorf("superflip on the 2x2x2: %v", err)
	}
	if _, err := targetCube("Stripes"); err == nil || !strings.Contains(err.Error(), "a pattern of the 2x2x2 (give -puzzle 2x2), not of the 3x3x3 (checkerboard,") {
		t.Errorf("stripes on the 3x3x3: %v", err)
	}
	if code, _, errOut := cli(t, "", "solve", "-to", "diagonal swap", solved); code != exitUsage || !strings.Contains(errOut, "give -puzzle 2x2") {
		t.Errorf("solve -to 'diagonal swap' a 3x3x3: %d %q", code, errOut)
	}
}

// A file's name given to -to is said to be one, on both puzzles, whether
// the file is there or not: not read as moves ("unknown move in2.t") or
// as too few stickers.
func TestTargetNamesAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "target.txt")
	if err := os.WriteFile(file, []byte(solved+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, to := range []string{file, "cubes.txt", "my/target"} {
		for _, puzzle := range []string{"3x3", "2x2"} {
			code, out, errOut := cli(t, "", "solve", "-puzzle", puzzle, "-to", to, "R U")
			if code != exitUsage || out != "" || !strings.Contains(errOut, fmt.Sprintf("-to %q names a file", to)) {
				t.Errorf("-puzzle %s -to %s: status %d, %q %q", puzzle, to, code, out, errOut)
			}
		}
	}
}
