package main

import (
	"strings"
	"testing"

	"cubesolver/tables/tablestest"
)

// Algs as cubers paste them from alg.cubing.net and forums: a // comment
// is left out, ´ and ‘ are primes, [A, B] and [A: B] are commutators and
// conjugates, "(…)×2" is the group twice; "(…) x2" is refused, saying how
// to write each reading, where it was read as the rotation x2 after the
// group.
func TestPastedAlgs(t *testing.T) {
	for _, c := range []struct{ in, same string }{
		{"R U R' U' // sexy", "R U R' U'"},
		{"R U R´ U‘", "R U R' U'"},
		{"[R, U]", "R U R' U'"},
		{"[F: [R, U]]2", "F R U R' U' F' F R U R' U' F'"},
		{"(R U R' U') (x2)", "R U R' U' x2"},
		{"(R U R' U') ×2", "(R U R' U')2"},
		{"[R, U]*3", "[R, U]3"},
	} {
		_, got, _ := cli(t, "", "facelets", c.in)
		_, want, _ := cli(t, "", "facelets", c.same)
		if got != want || len(got) != 55 {
			t.Errorf("facelets %q = %q, want %q as for %q", c.in, got, want, c.same)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"(R U R' U') x2", `ambiguous "x2" at position 13: after ")" write (…)2 to repeat the group, or (x2) for the rotation`},
		{"(R U R' U')x3", `ambiguous "x3" at position 12: after ")" write (…)3 to repeat the group`},
		{"(R U R' U') x6", `unknown move "x6" at position 13: write (…)6 to repeat the group`},
		{"[R U]", `no , or : in "[" at position 1`},
		{"(R U) × 2", `bad repeat "×" at position 7: write the count right after it, as in (…)×2`},
		{"R U / F", "unknown move \"/\" at position 5: a comment starts with //\n  R U / F\n      ^"},
	} {
		code, out, errOut := cli(t, "", "facelets", c.in)
		if code != exitUsage || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("facelets %q: status %d, %q, %q; want %q", c.in, code, out, errOut, c.want)
		}
	}
	// solve reads them alike, and a // comment is no file's path.
	if code, out, errOut := cli(t, "", "solve", "-tables", tablestest.Dir(), "R U R' U' // sexy"); code != exitOK || out != "U R U' R' (4f)\n" {
		t.Errorf("solve with a comment: status %d, %q, %q", code, out, errOut)
	}
}
