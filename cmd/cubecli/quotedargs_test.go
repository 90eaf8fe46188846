package main

import (
	"strings"
	"testing"

	"cubesolver/tables/tablestest"
)

// Moves given as two quoted groups are not said to have had their primes
// taken for quotes: they were quoted. The message says they go in one
// argument. One argument with spaces among unquoted ones, as the shell
// makes of R U' R' typed unquoted, still gets the hint about primes.
func TestQuotedGroups(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-tables", tablestest.Dir(), "R U R' U'", "F D"}, `2 arguments ("R U R' U'", "F D") where the moves go: give them as one argument, in one pair of double quotes, e.g. "R U R' U' F D"`},
		{[]string{"facelets", "R U R'", "F"}, `2 arguments ("R U R'", "F") where the moves go`},
		{[]string{"facelets", "R U", "F D", "B"}, `3 arguments ("R U", "F D", "B")`},
		{[]string{"facelets", "R", "U R", "U"}, `the argument "U R", among others, has spaces: the shell may have taken primes (') for quotes`},
	} {
		code, out, errOut := cli(t, "", c.args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: status %d, %q, %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
}
