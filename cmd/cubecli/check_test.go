package main

import (
	"os"
	"strings"
	"testing"
)

// TestNoCubeOrMovesWhereStickersGo: an empty argument is no cube, and
// moves given to check are told apart from stickers mistyped, which keep
// their precise length error.
func TestNoCubeOrMovesWhereStickersGo(t *testing.T) {
	dir := t.TempDir() // solve must fail before it looks for tables
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"check", ""}, exitUsage, "no cube given: the argument is empty"},
		{[]string{"check", " ", ""}, exitUsage, "no cube given"},
		{[]string{"solve", "-tables", dir, ""}, exitUsage, "no cube given: the argument is empty"},
		{[]string{"solve", "-tables", dir, "-puzzle", "2x2", " "}, exitUsage, "no cube given"},
		{[]string{"check", "F", "F"}, exitUsage, `"F F" is moves, not stickers`},
		{[]string{"check", "R U2 F'"}, exitUsage, `"R U2 F'" is moves, not stickers`},
		{[]string{"check", "-puzzle", "2x2", "R U"}, exitUsage, `"R U" is moves`},
		{[]string{"check", strings.Repeat("U", 9) + strings.Repeat("R", 9) + strings.Repeat("F", 9) + strings.Repeat("D", 9) + strings.Repeat("L", 9) + strings.Repeat("B", 8)}, exitNo, "this one has 53"},
		{[]string{"check", "UUUUUUUUU", "RRRRRRRRR", "FFFFFFFFF", "DDDDDDDDD", "LLLLLLLLL", "BBBBBBBB"}, exitNo, "this one has 53"},
	} {
		code, out, errOut := cli(t, "", c.args...)
		if code != c.code || !strings.Contains(out+errOut, c.want) {
			t.Errorf("%q: status %d, %q %q; want %d and %q", c.args, code, out, errOut, c.code, c.want)
		}
	}
	code, out, _ := cli(t, "R U R' U'\n"+strings.Repeat("U", 9)+strings.Repeat("R", 9)+strings.Repeat("F", 9)+strings.Repeat("D", 9)+strings.Repeat("L", 9)+strings.Repeat("B", 9)+"\n", "check", "-")
	if lines := strings.Split(out, "\n"); code != exitUsage || len(lines) < 2 || !strings.Contains(lines[0], "is moves, not stickers") || lines[1] != "ok" {
		t.Errorf("check - with a line of moves: status %d, %q", code, out)
	}
	code, out, _ = cli(t, "F R\n", "check", "-puzzle", "2x2", "-")
	if code != exitUsage || !strings.Contains(out, "is moves, not stickers") {
		t.Errorf("check -puzzle 2x2 - with a line of moves: status %d, %q", code, out)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("solve with no cube wrote %v", entries)
	}
}
