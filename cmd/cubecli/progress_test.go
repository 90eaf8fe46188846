package main

import (
	"bytes"
	"strings"
	"testing"

	"cubesolver/solver"
)

// TestProgressLines: a progress line with no solution yet says so, not
// "best -1"; optimal mode's first standard search says what it is, not
// standard mode's phase depths, which it does not count.
func TestProgressLines(t *testing.T) {
	cases := []struct {
		mode     solver.Mode
		ev       solver.Event
		want     []string
		unwanted []string
	}{
		{solver.Optimal, solver.Event{Kind: solver.Progress, BestLength: -1, Nodes: 5},
			[]string{"the standard search first", "no solution yet"}, []string{"best -1", "phase 1 depth"}},
		{solver.Optimal, solver.Event{Kind: solver.Progress, BestLength: 21, Nodes: 5},
			[]string{"the standard search first", "best 21"}, nil},
		{solver.Optimal, solver.Event{Kind: solver.Progress, BestLength: -1, Depth: 15, DepthDone: 0.5},
			[]string{"depth 15, 50% searched", "no solution yet"}, []string{"best -1"}},
		{solver.Standard, solver.Event{Kind: solver.Progress, BestLength: -1, Phase1Depth: 9},
			[]string{"phase 1 depth 9", "no solution yet"}, []string{"best -1"}},
	}
	for _, c := range cases {
		var out bytes.Buffer
		printEvent(&env{stderr: &out}, c.ev, c.mode)
		line := out.String()
		for _, w := range c.want {
			if !strings.Contains(line, w) {
				t.Errorf("%v: %q lacks %q", c.mode, line, w)
			}
		}
		for _, u := range c.unwanted {
			if strings.Contains(line, u) {
				t.Errorf("%v: %q has %q", c.mode, line, u)
			}
		}
	}
}
