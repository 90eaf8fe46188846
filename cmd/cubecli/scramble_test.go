package main

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// randomScramble returns n random moves, no face turned twice in a row.
func randomScramble(r *rand.Rand, n int) []cube.Move {
	var moves []cube.Move
	for len(moves) < n {
		m := cube.Move(r.IntN(cube.NumMoves))
		if len(moves) == 0 || m.Face() != moves[len(moves)-1].Face() {
			moves = append(moves, m)
		}
	}
	return moves
}

// TestSolveScramble gives solve scrambles of 1 to 12 moves, a line each:
// every answer solves its cube and is no longer than its scramble, even
// for a scramble of half turns, on which the outright search for a
// shortest solution is blind, and a bad scramble is said so on its line.
func TestSolveScramble(t *testing.T) {
	dir := tablestest.Dir()
	code, out, errOut := cli(t, "", "solve", "-tables", dir, "R U R' U'")
	if code != exitOK || out != "U R U' R' (4f)\n" {
		t.Fatalf("status %d, %q %s", code, out, errOut)
	}

	r := rand.New(rand.NewPCG(12, 34))
	var scrambles []string
	for n := 1; n <= 12; n++ {
		for range 2 {
			scrambles = append(scrambles, cube.FormatMoves(randomScramble(r, n)))
		}
	}
	halfTurns := "U2 R2 F2 D2 L2 B2 U R2 D' F2 U2 B2" // in phase 2's subgroup
	scrambles = append(scrambles, halfTurns, "(R U R' U')3 x y2")
	in := strings.Join(scrambles, "\n") + "\nR Q\n" + solved + "\n"
	code, out, errOut = cli(t, in, "solve", "-tables", dir, "-timeout", "1h", "-")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != exitUsage || len(lines) != len(scrambles)+2 { // bad notation, exit 2
		t.Fatalf("status %d, %d lines: %q %s", code, len(lines), out, errOut)
	}
	for i, s := range scrambles {
		alg, err := cube.ParseAlg(s)
		if err != nil {
			t.Fatal(err)
		}
		checkSolution(t, alg.ApplyUpright(cube.SolvedFacelets()).String(), lines[i], len(cube.Simplify(alg.MovesUpright())))
	}
	if bad := lines[len(scrambles)]; bad != `line 27: invalid scramble: unknown move "Q" at position 3` {
		t.Errorf("bad scramble: %q", bad)
	}
	if last := lines[len(lines)-1]; last != "(0f)" {
		t.Errorf("solved cube: %q", last)
	}

	// No time to search (and too long to look for a shortest solution
	// outright): the scramble undone, where the facelets get none.
	code, out, errOut = cli(t, "", "solve", "-tables", dir, "-timeout", "1ns", "R U F D L B R U F D L B R")
	if code != exitOK || out != "R' B' L' D' F' U' R' B' L' D' F' U' R' (13f)\n" {
		t.Errorf("no time: status %d, %q %s", code, out, errOut)
	}
	// -v says why the answer is not the search's.
	_, _, errOut = cli(t, "", "solve", "-tables", dir, "-timeout", "1ns", "-v", "R U F D L B R U F D L B R")
	if !strings.Contains(errOut, "none shorter than the scramble found: the scramble undone, R' B' L'") {
		t.Errorf("-v: %q", errOut)
	}
}

// TestSolveProvenLonger asks for fewer moves than the cube needs: the search
// proves its answer shortest, and the note says there is none, not that
// none was found in the time.
// A facelet string with a stray character is a bad cube, said so, and not
// moves run together (UUUUUUUUU is nine turns of U) solved as another
// cube; a scramble's bad move is bad notation, shown under a caret.
func TestSolveTypos(t *testing.T) {
	dir := tablestest.Dir()
	code, out, errOut := cli(t, "", "solve", "-tables", dir, solved+",")
	if code != exitNo || !strings.HasPrefix(out, "invalid cube: length error") {
		t.Errorf("stray comma: status %d, %q %q", code, out, errOut)
	}
	code, out, errOut = cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, "UUUURRRRFFFFDDDDLLLLBBB1")
	if code != exitNo || !strings.HasPrefix(out, "invalid cube: letter error: the letter '1' at position 24") {
		t.Errorf("pocket cube's stray digit: status %d, %q %q", code, out, errOut)
	}
	// Bad notation is an error, said on standard error as facelets and
	// verify say it (it was printed as the answer, without "cubecli solve:").
	code, out, errOut = cli(t, "", "solve", "-tables", dir, "R U Q")
	if code != exitUsage || out != "" || errOut != "cubecli solve: invalid scramble: unknown move \"Q\" at position 5\n  R U Q\n      ^\n" {
		t.Errorf("bad move: status %d, %q %q", code, out, errOut)
	}
	// The pocket cube's bad moves are shown so too, a middle layer's turn
	// where it is written.
	for _, c := range []struct{ moves, want string }{
		{"R U Q", "cubecli solve: invalid scramble: unknown move \"Q\" at position 5\n  R U Q\n      ^\n"},
		{"R U (R M)2", "cubecli solve: invalid scramble: move \"M\" at position 8: it turns a middle layer, which a 2x2x2 does not have\n  R U (R M)2\n         ^\n"},
	} {
		code, out, errOut = cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, c.moves)
		if code != exitUsage || out != "" || errOut != c.want {
			t.Errorf("pocket cube, %q: status %d, %q %q", c.moves, code, out, errOut)
		}
	}
}

func TestSolveProvenLonger(t *testing.T) {
	code, out, errOut := cli(t, "", "solve", "-tables", tablestest.Dir(), "-max", "3", "R U F D")
	if code != exitShort || out != "D' F' U' R' (4f)\n" ||
		errOut != "cubecli solve: there is no solution of at most 3 moves; the shortest has 4\n" {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
}

// A standard search that stops at the time limit with an answer longer
// than -max says so on standard error, as the window's note does, and
// exits 3: here the scramble undone, 13 moves, with no time to search.
func TestSolveLongerThanMaxSaid(t *testing.T) {
	code, out, errOut := cli(t, "", "solve", "-tables", tablestest.Dir(), "-timeout", "1ns", "-max", "12", "R U F D L B R U F D L B R")
	want := "cubecli solve: no solution of at most 12 moves found in 1ns; the shortest found has 13 (a longer -timeout, or -mode optimal, may find one)\n"
	if code != exitShort || out != "R' B' L' D' F' U' R' B' L' D' F' U' R' (13f)\n" || errOut != want {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
}

// TestBenchAsMoves solves scrambles of 11 and 12 moves given as their
// moves: none is answered longer than its scramble.
func TestBenchAsMoves(t *testing.T) {
	code, out, errOut := cli(t, "", "bench", "-tables", tablestest.Dir(), "-scramble-len", "11-12", "-n", "16", "-seed", "3", "-as-moves", "-timeout", "1h")
	if code != exitOK || strings.Contains(out, "FAILED") || !strings.Contains(out, "16 cubes") {
		t.Errorf("status %d: %s %s", code, out, errOut)
	}
}

func TestSolvePocketScramble(t *testing.T) {
	dir := tablestest.Dir()
	code, out, errOut := cli(t, "R U R' U'\nR Q\n", "solve", "-puzzle", "2x2", "-tables", dir, "-")
	if code != exitUsage || out != "U R U' R' (4f*)\nline 2: invalid scramble: unknown move \"Q\" at position 3\n" {
		t.Errorf("status %d, %q %s", code, out, errOut)
	}
}

// A pocket cube's scramble with "i" for inverse (Ri) is moves, solved; it
// was read as rows of stickers and refused ("the letter 'i' names no
// colour").
func TestSolvePocketScrambleInverseI(t *testing.T) {
	dir := tablestest.Dir()
	scramble := "R U Ri Ui F R U Fi R U Ri Fi U R Ui F Ri"
	code, out, errOut := cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, scramble)
	if code != exitOK || !strings.HasSuffix(out, "*)\n") {
		t.Fatalf("status %d, %q %s", code, out, errOut)
	}
	_, want, _ := cli(t, "", "facelets", "-puzzle", "2x2", strings.ReplaceAll(scramble, "i", "'"))
	moves := strings.TrimSpace(out[:strings.LastIndex(out, " (")])
	if code, got, _ := cli(t, "", "verify", "-puzzle", "2x2", strings.TrimSpace(want), moves); code != exitOK || got != "solved\n" {
		t.Errorf("%s does not solve the scramble: status %d, %q", out, code, got)
	}
}

// A pocket cube's stickers typed in rows of two, given to the 3x3x3's
// solve, are stickers, the wrong count of them said; they were read as
// moves run together ("UL" as U L) and another cube solved.
func TestSolvePocketStickersAs3x3(t *testing.T) {
	dir := tablestest.Dir()
	code, out, errOut := cli(t, "", "solve", "-tables", dir, "UL UB RD BB RU RL DU DR FF LF FL DB")
	if code != exitNo || !strings.Contains(out, "has 24 (a 2x2x2's)") {
		t.Errorf("status %d, %q %s", code, out, errOut)
	}
	code, out, errOut = cli(t, "", "solve", "-puzzle", "2x2", "-tables", dir, strings.Repeat("UUU RRR FFF ", 6))
	if code != exitNo || !strings.Contains(out, "has 54 (a 3x3x3's)") {
		t.Errorf("rows of three: status %d, %q %s", code, out, errOut)
	}
}
