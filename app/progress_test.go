package app

import (
	"strings"
	"testing"
	"time"
)

func TestRoundDuration(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0.0 ms"},
		{430 * time.Microsecond, "0.4 ms"},
		{9940 * time.Microsecond, "9.9 ms"},
		{12 * time.Millisecond, "12 ms"},
		{2500 * time.Millisecond, "2.5 s"},
		{42 * time.Second, "42 s"},
		{185 * time.Second, "3 min 05 s"},
	} {
		if got := roundDuration(c.d); got != c.want {
			t.Errorf("roundDuration(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}

func TestSearchStats(t *testing.T) {
	for _, c := range []struct {
		mode Mode
		ev   Event
		want []string
	}{
		{Standard, Event{Phase1Depth: 11, Phase2Depth: 9, BestLength: 20, Nodes: 1500, Elapsed: time.Millisecond},
			[]string{"Phase-1 depth 11 · phase-2 depth 9 · best 20 moves", "1.0 ms elapsed", "1.5k nodes"}},
		{Standard, Event{BestLength: -1, Elapsed: 5 * time.Millisecond}, []string{"best none yet"}},
		// A cube a few moves from solved is searched outright, without phases.
		{Standard, Event{BestLength: 4, Proven: true}, []string{"Shortest: 4 moves, proven"}},
		{Optimal, Event{Depth: 17, BestLength: 18}, []string{"Depth 17 · upper bound 18 moves"}},
		{Optimal, Event{Depth: 18, BestLength: 18, Proven: true}, []string{"Shortest: 18 moves, proven"}},
	} {
		got := searchStats(c.mode, c.ev)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("searchStats(%v, %+v) = %q, want %q in it", c.mode, c.ev, got, w)
			}
		}
	}
}
