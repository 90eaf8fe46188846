package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"cubesolver/assets"
	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

const solved = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"

// cli runs cubecli with args and stdin and returns its exit status and output.
func cli(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// stickers returns the solved string with the given changes.
func stickers(changes map[int]byte) string {
	b := []byte(solved)
	for i, c := range changes {
		b[i] = c
	}
	return string(b)
}

func TestFaceletsSuperflip(t *testing.T) {
	code, out, errOut := cli(t, "", "facelets", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2")
	if code != exitOK || out != "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB\n" {
		t.Errorf("status %d, output %q, errors %q", code, out, errOut)
	}
	// Separate arguments are joined.
	_, out2, _ := cli(t, "", "facelets", "U", "R2", "F", "B", "R", "B2", "R", "U2", "L", "B2", "R", "U'", "D'", "R2", "F", "R'", "L", "B2", "U2", "F2")
	if out2 != out {
		t.Errorf("joined arguments gave %q", out2)
	}
	if _, out, _ := cli(t, "", "facelets"); out != solved+"\n" {
		t.Errorf("no moves gave %q", out)
	}
}

func TestFaceletsBadNotation(t *testing.T) {
	code, out, errOut := cli(t, "", "facelets", "R U Q2 F")
	if code != exitUsage || out != "" || !strings.Contains(errOut, `"Q2"`) || !strings.Contains(errOut, "5") {
		t.Errorf("status %d, output %q, errors %q", code, out, errOut)
	}
}

func TestCheck(t *testing.T) {
	twist := cube.Solved()
	twist.CO[cube.URF] = 1
	flip := cube.Solved()
	flip.EO[cube.UF] = 1
	parity := cube.Solved()
	parity.EP[cube.UF], parity.EP[cube.UR] = cube.UR, cube.UF
	swapped := func(i, j int) string {
		b := []byte(solved)
		b[i], b[j] = b[j], b[i]
		return string(b)
	}
	tests := []struct {
		name, facelets string
		want           []string // substrings of the output
	}{
		{"twist", twist.Facelets().String(), []string{"twist error", "fix: the twist of the URF corner will be changed"}},
		{"flip", flip.Facelets().String(), []string{"flip error", "fix: the UF edge will be flipped"}},
		{"parity", parity.Facelets().String(), []string{"parity error", "fix: the UR and UF edges will be exchanged"}},
		{"colour count", stickers(map[int]byte{0: 'R'}), []string{"colour count error", "colour U is on 8 stickers"}},
		{"centres", swapped(4, 13), []string{"centres error", "U and D centres"}},
		{"impossible corner", swapped(20, 6), []string{"impossible corner error", "corner at URF"}},
		{"impossible edge", swapped(7, 10), []string{"impossible edge error", "edge at UR"}},
		{"duplicate corner", stickers(map[int]byte{9: 'B', 20: 'R', 46: 'F'}), []string{"duplicate corner error", "UBR corner appears twice", "URF corner is missing"}},
		{"duplicate edge", stickers(map[int]byte{19: 'R', 16: 'F'}), []string{"duplicate edge error", "UR edge appears twice"}},
		{"blank", stickers(map[int]byte{3: '.'}), []string{"blank stickers error", "U4", "fix: blank sticker U4 will be U", ": " + solved}},
		// One sticker of the wrong colour, mended as the window mends it
		// (check gave no fix).
		{"one sticker", stickers(map[int]byte{19: 'U'}), []string{"colour count error", "fix: sticker F2 will be F, not U", ": " + solved}},
		{"length", solved[:53], []string{"length error", "53"}},
		{"letter", stickers(map[int]byte{10: 'X'}), []string{"letter error", "'X'", "position 11"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, _ := cli(t, "", "check", tc.facelets)
			if code != exitNo {
				t.Errorf("status %d", code)
			}
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("output %q lacks %q", out, w)
				}
			}
		})
	}
	if code, out, _ := cli(t, "", "check", "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"); code != exitOK || out != "ok\n" {
		t.Errorf("superflip: status %d, output %q", code, out)
	}
	// A net typed face by face.
	if code, out, _ := cli(t, "", "check", solved[:9], solved[9:27], solved[27:]); code != exitOK || out != "ok\n" {
		t.Errorf("split net: status %d, output %q", code, out)
	}
	if code, _, errOut := cli(t, "", "check"); code != exitUsage || !strings.Contains(errOut, "usage:") {
		t.Errorf("no argument: status %d, errors %q", code, errOut)
	}
}

func TestCheckStdin(t *testing.T) {
	twist := cube.Solved()
	twist.CO[cube.DRB] = 2
	in := solved + "\n\n  " + twist.Facelets().String() + "  \r\n" + solved
	code, out, _ := cli(t, in, "check", "-")
	// A line out for every line in, the blank one too; the bad one says
	// which it is.
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != exitNo || len(lines) != 4 || lines[0] != "ok" || lines[1] != "" ||
		!strings.HasPrefix(lines[2], "line 3: twist error") || lines[3] != "ok" {
		t.Errorf("status %d, output %q", code, out)
	}
	if code, out, _ := cli(t, solved+"\n"+solved+"\n", "check", "-"); code != exitOK || out != "ok\nok\n" {
		t.Errorf("all good: status %d, output %q", code, out)
	}
}

func TestVerify(t *testing.T) {
	_, scrambled, _ := cli(t, "", "facelets", "R U F' D2")
	scrambled = strings.TrimSpace(scrambled)
	if code, out, _ := cli(t, "", "verify", scrambled, "D2 F", "U' R'"); code != exitOK || out != "solved\n" {
		t.Errorf("good solution: status %d, output %q", code, out)
	}
	// Solved but held upside down still counts.
	if code, out, _ := cli(t, "", "verify", scrambled, "D2 F U' R' x2"); code != exitOK || out != "solved\n" {
		t.Errorf("rotated: status %d, output %q", code, out)
	}
	code, out, _ := cli(t, "", "verify", scrambled, "D2 F U'")
	_, left, _ := cli(t, "", "facelets", "R")
	if code != exitNo || !strings.Contains(out, "not solved: 4 corners and 4 edges") || !strings.Contains(out, strings.TrimSpace(left)) {
		t.Errorf("bad solution: status %d, output %q", code, out)
	}
	if code, out, _ := cli(t, "", "verify", stickers(map[int]byte{0: 'R'}), "R"); code != exitNo || !strings.Contains(out, "colour count") {
		t.Errorf("invalid cube: status %d, output %q", code, out)
	}
	if code, _, errOut := cli(t, "", "verify", solved, "R Q"); code != exitUsage || !strings.Contains(errOut, `"Q"`) {
		t.Errorf("bad notation: status %d, errors %q", code, errOut)
	}
	if code, _, _ := cli(t, "", "verify"); code != exitUsage {
		t.Errorf("no arguments: status %d", code)
	}
	if code, _, errOut := cli(t, "", "verify", "R U"); code != exitUsage || !strings.Contains(errOut, "FACELETS first, then MOVES") {
		t.Errorf("moves alone: status %d, errors %q", code, errOut)
	}
	// The solved cube with no moves, given as "", is solved; MOVES left
	// out (a script's empty variable unquoted) is a usage error, not
	// "not solved".
	if code, out, _ := cli(t, "", "verify", solved, ""); code != exitOK || out != "solved\n" {
		t.Errorf("solved, no moves: status %d, output %q", code, out)
	}
	for _, args := range [][]string{
		{"verify", solved},
		{"verify", "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"},
		{"verify", "-"},
		{"verify", "-puzzle", "2x2", "UUUURRRRFFFFDDDDLLLLBBBB"},
	} {
		if code, out, errOut := cli(t, "", args...); code != exitUsage || out != "" || !strings.Contains(errOut, `no MOVES given after the cube (give "" to verify the cube with no moves)`) {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out, errOut)
		}
	}
	if code, out, _ := cli(t, "", "verify", "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB", ""); code != exitNo || !strings.HasPrefix(out, "not solved") {
		t.Errorf(`superflip, "": status %d, output %q`, code, out)
	}
	// A facelet string where MOVES belong is refused, not read as moves
	// run together ("UUUUUUUUU" as nine U turns: "not solved", status 1;
	// facelets printed some other cube, status 0). Moves of one letter a
	// word stay moves, however many.
	for _, args := range [][]string{
		{"verify", solved, solved},
		{"facelets", solved},
		{"facelets", solved[:27], solved[27:]},
		{"facelets", "-puzzle", "2x2", "UUUURRRRFFFFDDDDLLLLBBBB"},
		{"verify", "-puzzle", "2x2", "UUUURRRRFFFFDDDDLLLLBBBB", "UU FF UB RR RR FD DB DB FD LL LL UB"},
	} {
		if code, out, errOut := cli(t, "", args...); code != exitUsage || out != "" || !strings.Contains(errOut, "is a facelet string, not moves") {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out, errOut)
		}
	}
	if code, out, _ := cli(t, "", "verify", "-puzzle", "2x2", "UUUURRRRFFFFDDDDLLLLBBBB", strings.Repeat("R U F ", 8)); code != exitNo || !strings.HasPrefix(out, "not solved") {
		t.Errorf("24 moves of one letter: status %d, output %q", code, out)
	}
}

func TestVerifyStdin(t *testing.T) {
	_, r, _ := cli(t, "", "facelets", "R")
	code, out, _ := cli(t, r+"\n"+solved+"\n", "verify", "-", "R'")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	// r ends in a line break: a blank line 2, kept in the output.
	if code != exitNo || len(lines) != 3 || lines[0] != "solved" || lines[1] != "" || !strings.HasPrefix(lines[2], "line 3: not solved") {
		t.Errorf("status %d, output %q", code, out)
	}
}

func TestRandom(t *testing.T) {
	code, a, _ := cli(t, "", "random", "-n", "20", "-seed", "42")
	_, b, _ := cli(t, "", "random", "-seed", "42", "-n", "20")
	_, c, _ := cli(t, "", "random", "-n", "20", "-seed", "43")
	if code != exitOK || a != b {
		t.Fatalf("same seed, different output:\n%s\n%s", a, b)
	}
	if a == c {
		t.Errorf("different seeds, same output")
	}
	lines := strings.Split(strings.TrimSuffix(a, "\n"), "\n")
	if len(lines) != 20 {
		t.Fatalf("%d lines", len(lines))
	}
	if code, out, _ := cli(t, a, "check", "-"); code != exitOK || out != strings.Repeat("ok\n", 20) {
		t.Errorf("random cubes do not check: %q", out)
	}
	_, d, _ := cli(t, "", "random", "-n", "3")
	_, e, _ := cli(t, "", "random", "-n", "3")
	if d == e {
		t.Errorf("unseeded runs gave the same cubes")
	}
	if _, out, _ := cli(t, "", "random"); len(out) != 55 {
		t.Errorf("default: %q", out)
	}
	if code, _, _ := cli(t, "", "random", "-n", "-1"); code != exitUsage {
		t.Errorf("-n -1: status %d", code)
	}
	if code, _, _ := cli(t, "", "random", "extra"); code != exitUsage {
		t.Errorf("extra argument: status %d", code)
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"help"}, {"--help"}} {
		code, out, _ := cli(t, "", args...)
		if code != exitOK {
			t.Errorf("%v: status %d", args, code)
		}
		for _, c := range commands {
			if !strings.Contains(out, c.name) {
				t.Errorf("%v: %q not listed", args, c.name)
			}
		}
	}
	for _, c := range commands {
		code, out, _ := cli(t, "", "help", c.name)
		_, out2, _ := cli(t, "", c.name, "-h")
		if code != exitOK || !strings.HasPrefix(out, "usage: cubecli "+c.name) || out != out2 {
			t.Errorf("help %s: status %d, %q vs %q", c.name, code, out, out2)
		}
	}
	if code, _, errOut := cli(t, ""); code != exitUsage || !strings.Contains(errOut, "commands:") {
		t.Errorf("no arguments: status %d", code)
	}
	if code, _, errOut := cli(t, "", "frobnicate"); code != exitUsage || !strings.Contains(errOut, "frobnicate") {
		t.Errorf("unknown command: status %d, %q", code, errOut)
	}
	if code, _, _ := cli(t, "", "help", "frobnicate"); code != exitUsage {
		t.Errorf("help unknown: status %d", code)
	}
	// help is listed as a command, and has its own help.
	for _, args := range [][]string{{"help", "help"}, {"help", "-h"}} {
		if code, out, errOut := cli(t, "", args...); code != exitOK || !strings.HasPrefix(out, "usage: cubecli help [COMMAND]\n") {
			t.Errorf("%v: status %d, output %q, errors %q", args, code, out, errOut)
		}
	}
	if code, _, errOut := cli(t, "", "random", "-bogus"); code != exitUsage || !strings.Contains(errOut, "bogus") {
		t.Errorf("bad flag: status %d, %q", code, errOut)
	}
}

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"-version"}, {"--version"}} {
		code, out, _ := cli(t, "", args...)
		if code != exitOK || !strings.HasPrefix(out, "cubecli "+assets.AppVersion+" (build ") {
			t.Errorf("%v: status %d, %q", args, code, out)
		}
	}
	if code, _, errOut := cli(t, "", "version", "extra"); code != exitUsage || !strings.Contains(errOut, `"extra"`) {
		t.Errorf("version extra: status %d, %q", code, errOut)
	}
}

// A flag after the cube or the moves is not read as one (the flag package
// stops at the first argument): it is said so, not misread as a cube or a
// move.
func TestFlagsAfterArguments(t *testing.T) {
	for _, tc := range []struct {
		args []string
		flag string
	}{
		{[]string{"check", pocketSolved, "-puzzle", "2x2"}, "-puzzle"},
		{[]string{"check", "-", "-puzzle=2x2"}, "-puzzle"},
		{[]string{"verify", solved, "R", "-puzzle", "2x2"}, "-puzzle"},
		{[]string{"solve", "R U", "-max", "3"}, "-max"},
		{[]string{"solve", "R U", "--timeout=1s"}, "-timeout"},
		{[]string{"facelets", "R", "U", "-puzzle", "2x2"}, "-puzzle"},
		{[]string{"bench", "x", "-n", "3"}, "-n"},
		{[]string{"scan", "U.png", "-v"}, "-v"},
	} {
		code, out, errOut := cli(t, "", tc.args...)
		want := "flag " + tc.flag + " after the arguments: put flags first"
		if code != exitUsage || out != "" || !strings.Contains(errOut, want) || !strings.Contains(errOut, "usage: cubecli "+tc.args[0]) {
			t.Errorf("%q: status %d, output %q, errors %q", tc.args, code, out, errOut)
		}
	}
	// What is no flag of the command is left to the command, and so is
	// what follows "--".
	if code, _, errOut := cli(t, "", "check", solved, "-bogus"); code != exitUsage || strings.Contains(errOut, "put flags first") {
		t.Errorf("check SOLVED -bogus: status %d, errors %q", code, errOut)
	}
	if code, _, errOut := cli(t, "", "check", "--", solved, "-puzzle"); strings.Contains(errOut, "put flags first") {
		t.Errorf("check -- SOLVED -puzzle: status %d, errors %q", code, errOut)
	}
}

// The overview's list of the commands that take -puzzle 2x2 names every
// one that does (scan was left out).
func TestHelpPuzzleCommands(t *testing.T) {
	_, overview, _ := cli(t, "", "help")
	_, list, ok := strings.Cut(strings.Join(strings.Fields(overview), " "), "With -puzzle 2x2 (on ")
	list, _, _ = strings.Cut(list, ")")
	if !ok {
		t.Fatalf("no -puzzle paragraph in %q", overview)
	}
	named := map[string]bool{}
	for _, w := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' }) {
		named[w] = true
	}
	for _, c := range commands {
		_, help, _ := cli(t, "", c.name, "-h")
		if strings.Contains(help, "\n  -puzzle ") != named[c.name] {
			t.Errorf("%s: takes -puzzle %v, named in %q %v", c.name, !named[c.name], list, named[c.name])
		}
	}
}

// A facelet string copied from a web page has no-break spaces between its
// faces: they are spaces, as in moves; check called each a stray
// character ("54 letters and character U+00A0").
func TestFaceletsUnicodeSpaces(t *testing.T) {
	net := strings.Join([]string{solved[:9], solved[9:18], solved[18:27], solved[27:36], solved[36:45], solved[45:]}, "\u00a0")
	if code, out, errOut := cli(t, "", "check", net); code != exitOK || out != "ok\n" {
		t.Errorf("check: status %d, %q %q", code, out, errOut)
	}
	if code, out, errOut := cli(t, "", "check", "-puzzle", "2x2", "UUUU\u00a0RRRR\u00a0FFFF\u00a0DDDD\u00a0LLLL\u00a0BBBB"); code != exitOK || out != "ok\n" {
		t.Errorf("check -puzzle 2x2: status %d, %q %q", code, out, errOut)
	}
}

// A backslash typed among the stickers is named as typed, '\', not as Go
// quotes it, '\\' (two backslashes, which nobody typed).
func TestCheckBackslash(t *testing.T) {
	for _, args := range [][]string{{"check", solved[:53] + `\`}, {"check", "-puzzle", "2x2", `UUU\RRRRFFFFDDDDLLLLBBBB`}, {"solve", "-tables", tablestest.Dir(), `R\U`}} {
		code, out, _ := cli(t, "", args...)
		if code != exitNo || !strings.Contains(out, `'\'`) || strings.Contains(out, `\\`) {
			t.Errorf("%v: status %d, %q", args, code, out)
		}
	}
}

// verify -to says whether moves take a cube to a target, as solve -to
// finds them, where verify could only say whether they solve it: a
// target held another way at the end is reached (on the 3x3x3 its letters,
// named by the centres, are another string), and a cube with a twisted
// corner reaches a target twisted alike.
func TestVerifyToTarget(t *testing.T) {
	from := faceletsOf(t, "R U")
	for _, tc := range []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"-to", "R U F", from, "F"}, exitOK, "at the target\n"},
		{[]string{"-to", "R U F", from, "F x y"}, exitOK, "at the target\n"},
		{[]string{"-to", "checkerboard", solved, "M2 E2 S2"}, exitOK, "at the target\n"},
		{[]string{"-to", "R U F", from, "F'"}, exitNo, "not at the target: 4 corners and 4 edges differ from the target's"},
		// Another face turned is another cube, whichever way it is held.
		{[]string{"-to", "U", solved, "R"}, exitNo, "not at the target: "},
		{[]string{"-to", "R", solved, "L"}, exitNo, "not at the target: "},
		{[]string{"-to", "R U", solved, "F R"}, exitNo, "not at the target: "},
		{[]string{"-to", "R", solved, "R x y"}, exitOK, "at the target\n"},
		{[]string{"-to", "U", solved, "x y R"}, exitOK, "at the target\n"},
		// solve's answer as it prints it, its move count with it.
		{[]string{from, "U' R' (2f)"}, exitOK, "solved\n"},
		{[]string{from, "U' R' (2f*)"}, exitOK, "solved\n"},
		// A target written down held another way is the same cube.
		{[]string{"-to", heldBy(t, "R U F", "y"), from, "F"}, exitOK, "at the target\n"},
		{[]string{"-to", heldBy(t, "R U F", "x2 z"), heldBy(t, "R U F", "y"), ""}, exitOK, "at the target\n"},
		{[]string{"-to", heldBy(t, "R U F", "y"), heldBy(t, "R U", "z'"), "F"}, exitOK, "at the target\n"},
		{[]string{"-to", heldBy(t, "R U F", "y"), from, "B"}, exitNo, "not at the target: "},
		{[]string{"-to", stickers(map[int]byte{8: 'F', 9: 'U', 20: 'R'}), stickers(map[int]byte{8: 'F', 9: 'U', 20: 'R'}), "U U'"}, exitOK, "at the target\n"},
		{[]string{"-puzzle", "2x2", "-to", "R U F", faceletsOf(t, "-puzzle", "2x2", "R U"), "F y"}, exitOK, "at the target\n"},
		{[]string{"-puzzle", "2x2", "-to", pocketSolved, "UUUFURRRFRFFDDDDLLLLBBBB", ""}, exitNo, "not at the target: 1 corner differs"},
		{[]string{"-puzzle", "2x2", "-to", "UUUFURRRFRFFDDDDLLLLBBBB", "UUUFURRRFRFFDDDDLLLLBBBB", "R R'"}, exitOK, "at the target\n"},
	} {
		code, out, errOut := cli(t, "", append([]string{"verify"}, tc.args...)...)
		if code != tc.code || !strings.HasPrefix(out, tc.out) {
			t.Errorf("verify %q: status %d, %q %q", tc.args, code, out, errOut)
		}
	}
}

// heldBy is the stickers of the cube the moves make from solved, then
// turned in the hand by rotation (x, y, z turns): the same cube written
// down held another way, its centres elsewhere.
func heldBy(t *testing.T, moves, rotation string) string {
	t.Helper()
	f, err := cube.ParseFacelets(faceletsOf(t, moves))
	alg, err2 := cube.ParseAlg(rotation)
	if err != nil || err2 != nil {
		t.Fatal(err, err2)
	}
	for _, turn := range alg {
		f = f.Turned(turn)
	}
	return f.String()
}

// faceletsOf is cubecli facelets's answer to args.
func faceletsOf(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errOut := cli(t, "", append([]string{"facelets"}, args...)...)
	if code != exitOK {
		t.Fatalf("facelets %q: %d %q", args, code, errOut)
	}
	return strings.TrimSpace(out)
}

// verify's moves typed unquoted reach it as R, U and "R U" (the shell took
// the primes for quotes): refused as solve refuses them, where it verified
// other moves and said "not solved". Groups quoted apart still go.
func TestVerifyPrimesTakenAsQuotes(t *testing.T) {
	c := faceletsOf(t, "U R U' R'")
	for _, args := range [][]string{
		{"verify", c, "R", "U", "R U"}, {"verify", "-", "R", "U", "R U"}, {"verify", "-to", "checkerboard", c, "R", "U", "R U"},
		{"verify", "-puzzle", "2x2", "UUUURRRRFFFFDDDDLLLLBBBB", "R", "U", "R U"},
	} {
		code, out, errOut := cli(t, c+"\n", args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, `the argument "R U", among others, has spaces: the shell may have taken primes`) {
			t.Errorf("%q: status %d, output %q, errors %q", args, code, out, errOut)
		}
	}
	for _, moves := range [][]string{{"R U", "R' U'"}, {"R U R' U'"}, {"R", "U", "R'", "U'"}} {
		if code, out, errOut := cli(t, "", append([]string{"verify", c}, moves...)...); code != exitOK || out != "solved\n" {
			t.Errorf("%q: status %d, output %q, errors %q", moves, code, out, errOut)
		}
	}
}

// verify given moves where the cube goes, or a net typed face by face
// unquoted, says so (status 2), as check does, not "invalid cube: length
// error" (status 1).
func TestVerifyMovesWhereTheCubeGoes(t *testing.T) {
	code, out, errOut := cli(t, "", "verify", "R U", "U' R'")
	if code != exitUsage || out != "" || !strings.Contains(errOut, `"R U" is moves, not a facelet string`) {
		t.Errorf("moves first: status %d, output %q, errors %q", code, out, errOut)
	}
	args := append([]string{"verify"}, strings.Fields("UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBBB")...)
	code, out, errOut = cli(t, "", append(args, "U' R'")...)
	if code != exitUsage || out != "" || !strings.Contains(errOut, `"UUUUUUUUU" is a piece of a facelet string: give the cube's FACELETS as one argument`) {
		t.Errorf("a net face by face: status %d, output %q, errors %q", code, out, errOut)
	}
	// Stickers mistyped are a bad cube (status 1), as check says, not
	// moves.
	code, out, _ = cli(t, "", "verify", solved[:53], "R")
	if code != exitNo || !strings.Contains(out, "length error") {
		t.Errorf("53 stickers: status %d, output %q", code, out)
	}
	// A file named where the cube goes: verify takes no moves there.
	_, _, errOut = cli(t, "", "verify", "main_test.go", "R")
	if !strings.Contains(errOut, "a cube here is its facelet string;") {
		t.Errorf("a file: errors %q", errOut)
	}
}

// facelets - is refused saying facelets reads no standard input, where it
// said "unknown move "-"" (solve and check read cubes from '-').
func TestFaceletsDash(t *testing.T) {
	for _, pz := range []string{"3x3", "2x2"} {
		code, out, errOut := cli(t, "R U\n", "facelets", "-puzzle", pz, "-")
		if code != exitUsage || out != "" || !strings.Contains(errOut, "facelets does not read standard input") {
			t.Errorf("%s: status %d, output %q, errors %q", pz, code, out, errOut)
		}
	}
}
