package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"cubesolver/tables/tablestest"
)

// Bytes that are no UTF-8 (a file saved in Latin-1, a line cut in a
// character) are quoted back as %q writes them, '\xb9', by every command
// and on both puzzles: check and verify printed '�' for them ("the first
// '�'", "the letter '�' ... (U1)") where solve printed "\xb9", and moves
// under a caret were shown with the bytes as they were.
func TestBadBytesQuotedAlike(t *testing.T) {
	dir := tablestest.Dir()
	const bad = "\xb9\xffUUU"
	badCube := "\xb9" + solved[1:]
	pocketCube := "\xb9UUURRRRFFFFDDDDLLLLBBBB"
	for _, tc := range []struct {
		stdin string
		args  []string
		want  string // in what it prints
	}{
		{bad, []string{"check", "-"}, `the first byte '\xb9' at position 1`},
		{bad, []string{"verify", "-", "R"}, `the first byte '\xb9' at position 1`},
		{bad, []string{"solve", "-tables", dir, "-"}, `the first byte '\xb9' at position 1`},
		{"R \xb9", []string{"check", "-"}, `1 letter and byte '\xb9' at position 2`},
		// Only bytes: said to be bytes ("has 3" read as three letters).
		{"\xff\xfe\x80\n", []string{"check", "-"}, `line 1: length error: a facelet string has 54 letters, this one has 3 bytes that are not UTF-8 text, the first byte '\xff' at position 1`},
		{"", []string{"check", "\xff\xfe\x80"}, `this one has 3 bytes that are not UTF-8 text, the first byte '\xff' at position 1`},
		{badCube, []string{"check", "-"}, `the byte '\xb9' at position 1 (U1) is on no centre`},
		{"", []string{"check", badCube}, `the byte '\xb9' at position 1 (U1) is on no centre`},
		{badCube, []string{"verify", "-", "R"}, `the byte '\xb9' at position 1 (U1) is on no centre`},
		{badCube, []string{"solve", "-tables", dir, "-"}, `the byte '\xb9' at position 1 (U1) is on no centre`},
		{"", []string{"solve", "-tables", dir, badCube}, `the byte '\xb9' at position 1 (U1) is on no centre`},
		{"\xb9 R U", []string{"solve", "-tables", dir, "-"}, `unknown move "\xb9" at position 1`},
		{"", []string{"solve", "-tables", dir, "R \xb9 U"}, `unknown move "\xb9" at position 3` + "\n  R \\xb9 U\n    ^\n"},
		{"", []string{"facelets", "R \xb9 U"}, `unknown move "\xb9" at position 3` + "\n  R \\xb9 U\n    ^\n"},
		{"", []string{"facelets", "R\x01 U"}, `unknown move "\x01" at position 2` + "\n  R\\x01 U\n   ^\n"},
		{"", []string{"verify", solved, "R \xb9 U"}, `unknown move "\xb9" at position 3` + "\n  R \\xb9 U\n    ^\n"},
		{"1 2 \xb9\n", []string{"scan", "-rgb", "-"}, `"\xb9" is not a whole number`},
		{bad, []string{"check", "-puzzle", "2x2", "-"}, `the byte '\xb9' at position 1 (U1) names no colour`},
		{bad, []string{"verify", "-puzzle", "2x2", "-", "R"}, `the byte '\xb9' at position 1 (U1) names no colour`},
		{bad, []string{"solve", "-puzzle", "2x2", "-tables", dir, "-"}, `the byte '\xb9' at position 1 (U1) names no colour`},
		{"", []string{"check", "-puzzle", "2x2", pocketCube}, `the byte '\xb9' at position 1 (U1) names no colour`},
		{"", []string{"solve", "-puzzle", "2x2", "-tables", dir, pocketCube}, `the byte '\xb9' at position 1 (U1) names no colour`},
		{"", []string{"facelets", "-puzzle", "2x2", "R \xb9 U"}, `unknown move "\xb9" at position 3` + "\n  R \\xb9 U\n    ^\n"},
		{"1 2 \xb9\n", []string{"scan", "-puzzle", "2x2", "-rgb", "-"}, `"\xb9" is not a whole number`},
	} {
		_, out, errOut := cli(t, tc.stdin, tc.args...)
		all := out + errOut
		if !strings.Contains(all, tc.want) || !utf8.ValidString(all) || strings.Contains(all, "\uFFFD") {
			t.Errorf("%q on standard input, %q: output %q, errors %q; want %q, and no byte or '\uFFFD' for the bytes", tc.stdin, tc.args, out, errOut, tc.want)
		}
	}
}

// Every line cubecli writes on standard error names the command first,
// "cubecli solve: ...", but the usage lines that follow a usage error and
// the moves shown under a caret (and a build's progress): the flag package's errors were written
// bare ('invalid value "abc" for flag -timeout: ...'), solve printed bad
// notation as its answer ("invalid scramble: ..."), and the notes on the
// tables said "cubecli:". The usage asked for with -h is as it was.
func TestEveryErrorLineNamesTheCommand(t *testing.T) {
	dir := tablestest.Dir()
	unusable := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(unusable, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	runs := [][]string{
		{"solve", "-timeout", "abc", solved},
		{"solve", "-tables", dir, "R U Q"},
		{"solve", "-tables", dir, "R", "U", "Q"},
		{"solve", "-puzzle", "2x2", "-tables", dir, "R M"},
		{"solve", "-timeout"},
		{"solve", "-nosuch", solved},
		{"solve", "-puzzle", "3x4", solved},
		{"solve", "-max", "x", solved},
		{"solve", "-v=maybe", solved},
		{"solve", "-mode", "optimal", "-table", "h0", "-tables", dir, "R U"},
		{"solve", "-puzzle", "2x2", "-tables", filepath.Join(unusable, "x"), "R U F"},
		{"check", "-nosuch", solved},
		{"verify", "-to", solved},
		{"verify", solved, "R Q"},
		{"facelets", "-puzzle", "4x4"},
		{"facelets", "R Q"},
		{"random", "-n", "x"},
		{"tables", "-size", "x", "-dir", dir},
		{"bench", "-timeout", "1"},
		{"bench", "-n", "many"},
		{"scan", "-rgb"},
		{"scan", "-rgb", filepath.Join(unusable, "x")},
		{"version", "-x"},
		{"help", "solve", "check"},
	}
	for _, args := range runs {
		_, _, errOut := cli(t, "", args...)
		if errOut == "" {
			t.Errorf("%q: said nothing on standard error", args)
		}
		prefix := "cubecli " + args[0] + ": "
		for line := range strings.Lines(errOut) {
			if !strings.HasPrefix(line, prefix) && !strings.HasPrefix(line, "usage: cubecli "+args[0]) &&
				!strings.HasPrefix(line, "Run 'cubecli help "+args[0]+"'") && !strings.HasPrefix(line, "  ") &&
				!strings.HasPrefix(line, "building tables: ") { // progress, no error
				t.Errorf("%q: the line %q does not start %q; all: %q", args, line, prefix, errOut)
			}
		}
	}
	// Asked for, the usage is on standard output whole: the flags and
	// their defaults, which the flag package writes.
	code, out, errOut := cli(t, "", "solve", "-h")
	if code != exitOK || errOut != "" || !strings.HasPrefix(out, "usage: cubecli solve [flags] ") ||
		!strings.Contains(out, "\nflags:\n") || !strings.Contains(out, "  -timeout duration\n") {
		t.Errorf("solve -h: status %d, output %q, errors %q", code, out, errOut)
	}
}
