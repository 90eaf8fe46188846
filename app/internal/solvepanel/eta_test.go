package solvepanel

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"cubesolver/solver/search"
)

// The time left said during a build counts down steadily through an
// estimate that swings by a quarter either way; a real jump by half or
// more is said.
func TestETASteady(t *testing.T) {
	var e eta
	secs := func(s string) int {
		var n int
		for _, f := range strings.Fields(s) {
			if _, err := time.ParseDuration(f + "s"); err == nil {
				d, _ := time.ParseDuration(f + "s")
				n = int(d.Seconds())
			}
		}
		return n
	}
	last := 1 << 30
	for i := 1; i <= 20; i++ {
		elapsed := time.Duration(i) * time.Second
		left := 40*time.Second - elapsed
		if i%2 == 0 {
			left = left * 5 / 4 // the raw estimate swings
		} else {
			left = left * 3 / 4
		}
		got := e.say(search.TableProgress{Fraction: float64(i) / 40, Elapsed: elapsed, Remaining: left})
		if n := secs(got); n > last {
			t.Errorf("at %v the time left went up from %d s to %q", elapsed, last, got)
		} else if n > 0 {
			last = n
		}
	}
	// The estimate grows for good: within a second of reports (ten a
	// second), that is said.
	var got string
	for i := 0; i < 10; i++ {
		elapsed := 21*time.Second + time.Duration(i)*100*time.Millisecond
		got = e.say(search.TableProgress{Fraction: 0.3, Elapsed: elapsed, Remaining: 50 * time.Second})
	}
	if n := secs(got); n < 40 {
		t.Errorf("an estimate grown to 50 s left is said as %q", got)
	}
	if got := sayLeft(3 * time.Second); got != "under 10 s left" {
		t.Errorf("3 s left said as %q", got)
	}
	if got := sayLeft(90 * time.Second); got != "about 1 min 30 s left" {
		t.Errorf("90 s left said as %q", got)
	}
	if got := sayLeft(10 * time.Second); got != "about 10 s left" {
		t.Errorf("10 s left said as %q", got)
	}
}

// The percentage said beside the tables' bar is the one on the bar, for
// fractions that round up as well as down.
func TestTablesPercentIsTheBars(t *testing.T) {
	v := NewTablesView()
	for _, f := range []float64{0, 0.05, 0.125, 0.29, 0.329, 0.5, 0.53, 0.57, 0.59, 0.996, 1} {
		v.OptimalProgress(search.OptimalTable{Name: "small", Bytes: 259e6}, search.TableProgress{Fraction: f, Elapsed: time.Second})
		var onBar string
		for _, o := range test.WidgetRenderer(v.Bar).Objects() {
			if txt, ok := o.(*canvas.Text); ok {
				onBar = txt.Text
			}
		}
		if onBar == "" || !strings.Contains(v.Label.Text, ": "+onBar) {
			t.Errorf("at %v the bar says %q, the words %q", f, onBar, v.Label.Text)
		}
	}
}

// Percentages are rounded down, but a fraction whose product with 100
// falls just short in floating point (0.29, 0.57, 0.58) is not one less.
func TestPercentRoundsDown(t *testing.T) {
	for f, want := range map[float64]string{0: "0%", 0.0099: "0%", 0.29: "29%", 0.57: "57%", 0.58: "58%", 0.999: "99%", 1: "100%", -0.1: "0%", 1.2: "100%"} {
		if got := percent(f); got != want {
			t.Errorf("percent(%v) = %q, want %q", f, got, want)
		}
	}
}
