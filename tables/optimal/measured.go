package optimal

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"cubesolver/solver/search"
)

// measured is how each size performs: the one place these figures are
// kept (the window, cubecli and the README take them from here; 'cubecli
// tables -sizes' prints them). Measured on a 2-core virtual machine (Intel
// Xeon, Sapphire Rapids), idle, with:
//
//	Build:     cubecli tables -optimal -size SIZE -rebuild (25 November 2026)
//	Median, Mean, P95: cubecli bench -mode optimal -table SIZE -workers 2 -v
//	           -file cmd/cubecli/bench/random50.facelets (28 and 29 November)
//	Superflip: CUBESOLVER_LONG=1 go test ./solver/internal/optimal -run Superflip -v
//	           (25 November)
//	PeakMB:    the peak resident memory of that bench run (/usr/bin/time -v)
//
// Measure again after a change to the tables or the search, and write the
// figures here.
var measured = map[string]search.Measured{
	search.SizeLeast: {Build: 5 * time.Second},
	search.SizeSmall: {Build: 38 * time.Second, Median: 34700 * time.Millisecond, Mean: 68300 * time.Millisecond, P95: 322 * time.Second,
		Superflip: 4*time.Minute + 33*time.Second, PeakMB: 426},
	search.Size1GB: {Build: 8*time.Minute + 42*time.Second, Median: 8630 * time.Millisecond, Mean: 15900 * time.Millisecond, P95: 62100 * time.Millisecond,
		Superflip: time.Minute + 40*time.Second, PeakMB: 1384},
	search.Size2GB: {Build: 9*time.Minute + 33*time.Second, Median: 6150 * time.Millisecond, Mean: 11400 * time.Millisecond, P95: 42900 * time.Millisecond,
		Superflip: 38 * time.Second, PeakMB: 2345},
	search.Size4GB: {Build: 10*time.Minute + 38*time.Second, Median: 2490 * time.Millisecond, Mean: 4880 * time.Millisecond, P95: 16000 * time.Millisecond,
		Superflip: 25 * time.Second, PeakMB: 4383},
	search.Size8GB: {Build: 11*time.Minute + 51*time.Second, Median: 1550 * time.Millisecond, Mean: 3080 * time.Millisecond, P95: 11000 * time.Millisecond,
		Superflip: 17 * time.Second, PeakMB: 8062},
}

// Speed says in words how fast optimal mode is with the size, from its
// proofs of random cubes on two cores: "random cubes typically in 6.2 s,
// 1 in 20 over 43 s".
func (s Size) Speed() string {
	m := s.Measured
	if m.Median == 0 {
		return "several times slower than " + search.SizeSmall
	}
	words := "random cubes typically in " + roughly(m.Median)
	if m.P95 > 0 {
		words += ", 1 in 20 over " + roughly(m.P95)
	}
	return words
}

// roughly words d to two figures at most: "1.5 s", "43 s", "5 min".
func roughly(d time.Duration) string {
	switch secs := d.Seconds(); {
	case secs < 10:
		return strconv.FormatFloat(math.Round(secs*10)/10, 'f', -1, 64) + " s"
	case secs < 100:
		return fmt.Sprintf("%.0f s", secs)
	default:
		return fmt.Sprintf("%.0f min", d.Minutes())
	}
}
