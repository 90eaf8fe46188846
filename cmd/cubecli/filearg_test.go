package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/tables/tablestest"
)

// A file's name given where the cube goes was read as a facelet string,
// and got a length error that did not say why. A name that is a file or
// folder, or reads as a path, and is no cube, is now said to be one, with
// '-' for reading cubes from standard input (exit 2); a facelet string
// with blank stickers ('.') is still read as one.
func TestFileNameForCube(t *testing.T) {
	dir := t.TempDir()
	there := filepath.Join(dir, "cubes.txt")
	if err := os.WriteFile(there, []byte(solved+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"check", "cubes.txt"}, `no such file "cubes.txt"`},
		{[]string{"check", "my/cube"}, `no such file "my/cube"`},
		{[]string{"check", there}, `is a file, not a cube`},
		{[]string{"check", dir}, `is a folder, not a cube`},
		{[]string{"verify", "scan.json", "R"}, `no such file "scan.json"`},
		{[]string{"check", "-puzzle", "2x2", "cube.txt"}, `no such file "cube.txt"`},
	} {
		code, out, errOut := cli(t, "", c.args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, c.want) || !strings.Contains(errOut, "'-' reads cubes from standard input") {
			t.Errorf("%q: status %d, %q, %q; want %q and '-'", c.args, code, out, errOut, c.want)
		}
	}
	// Not paths: a facelet string with a blank sticker, a bad letter.
	for _, s := range []string{solved[:53] + ".", solved[:50] + "B.BB", solved[:53] + "Q", "UUU"} {
		code, _, errOut := cli(t, "", "check", s)
		if code != exitNo || strings.Contains(errOut, "file") {
			t.Errorf("check %q: status %d, %q", s, code, errOut)
		}
	}
}

// A solved cube is answered "(0f)" as before, for scripts that read
// "MOVES (Nf)", and standard error says it is already solved; on '-' the
// lines are left as they were.
func TestSolveSolvedSaysSo(t *testing.T) {
	dir := tablestest.Dir()
	for _, c := range []struct {
		args     []string
		out, err string
	}{
		{[]string{"solve", "-tables", dir, solved}, "(0f)\n", "cubecli solve: already solved (0 moves)\n"},
		{[]string{"solve", "-tables", dir, "x y"}, "(0f)\n", "cubecli solve: already solved (0 moves)\n"},
		{[]string{"solve", "-tables", dir, "-to", "R", "R"}, "(0f)\n", "cubecli solve: already at the target (0 moves)\n"},
		{[]string{"solve", "-tables", dir, "-puzzle", "2x2", "UUUURRRRFFFFDDDDLLLLBBBB"}, "(0f*)\n", "cubecli solve: already solved (0 moves)\n"},
		{[]string{"solve", "-tables", dir, "R U"}, "U' R' (2f)\n", ""},
	} {
		code, out, errOut := cli(t, "", c.args...)
		if code != exitOK || out != c.out || errOut != c.err {
			t.Errorf("%q: status %d, %q, %q; want %q, %q", c.args, code, out, errOut, c.out, c.err)
		}
	}
	if code, out, errOut := cli(t, solved+"\n", "solve", "-tables", dir, "-"); code != exitOK || out != "(0f)\n" || errOut != "" {
		t.Errorf("'-': status %d, %q, %q", code, out, errOut)
	}
}

// A / that is a stray character, in a facelet string or moves run
// together, is named with a caret as other bad characters are, not taken
// for a file's path ("no such file"); a name with a / and no spaces that
// is neither is still a path.
func TestSlashIsNoPath(t *testing.T) {
	for _, args := range [][]string{
		{"check", solved[:52] + "/" + solved[53:]},
		{"check", "-puzzle", "2x2", "UUU/RRRRFFFFDDDDLLLLBBBB"},
		{"solve", "-tables", tablestest.Dir(), "R/U"},
		{"solve", "-tables", tablestest.Dir(), "R U / F"},
		{"facelets", "R/U"},
	} {
		code, out, errOut := cli(t, "", args...)
		if code == exitOK || strings.Contains(out+errOut, "file") || !strings.Contains(out+errOut, `'/'`) && !strings.Contains(out+errOut, `"/"`) {
			t.Errorf("%q: status %d, %q, %q", args, code, out, errOut)
		}
	}
	for _, s := range []string{"/no/such/cube", "my/cube", "cubes/a.txt"} {
		if code, _, errOut := cli(t, "", "check", s); code != exitUsage || !strings.Contains(errOut, "no such file") {
			t.Errorf("check %q: status %d, %q", s, code, errOut)
		}
	}
}
