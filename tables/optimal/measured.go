package optimal

import (
	"fmt"
	"strconv"
	"time"

	"cubesolver/solver/search"
)

// measured is how each size performs: the one place these figures are
// kept (the window, cubecli and the README take them from here; 'cubecli
// tables -sizes' prints them). Measured on 25 November 2026 on a 2-core
// virtual machine (Intel Xeon, Sapphire Rapids), idle but for the one-core
// runs of small and 2GB (the other core busy, pinned apart), with:
//
//	Build:     cubecli tables -optimal -size SIZE -rebuild
//	Mean1/2:   cubecli bench -mode optimal -table SIZE -workers 1|2 -file F
//	           (F: ten random positions of 17 and 18 moves)
//	Superflip: CUBESOLVER_LONG=1 go test ./solver/internal/optimal -run Superflip -v
//	PeakMB:    the peak resident memory of that bench run (/usr/bin/time -v)
//
// Measure again after a change to the tables or the search, and write the
// figures here.
var measured = map[string]search.Measured{
	search.SizeLeast: {Build: 5 * time.Second},
	search.SizeSmall: {Build: 38 * time.Second, Mean1: 25700 * time.Millisecond, Mean2: 12600 * time.Millisecond,
		Superflip: 4*time.Minute + 33*time.Second, PeakMB: 426},
	search.Size1GB: {Build: 8*time.Minute + 42*time.Second, Mean1: 10100 * time.Millisecond, Mean2: 5200 * time.Millisecond,
		Superflip: time.Minute + 40*time.Second, PeakMB: 1156},
	search.Size2GB: {Build: 9*time.Minute + 33*time.Second, Mean1: 5700 * time.Millisecond, Mean2: 2800 * time.Millisecond,
		Superflip: 38 * time.Second, PeakMB: 2345},
	search.Size4GB: {Build: 10*time.Minute + 38*time.Second, Mean1: 3100 * time.Millisecond, Mean2: 1500 * time.Millisecond,
		Superflip: 25 * time.Second, PeakMB: 4252},
	search.Size8GB: {Build: 11*time.Minute + 51*time.Second, Mean1: 2000 * time.Millisecond, Mean2: 1000 * time.Millisecond,
		Superflip: 17 * time.Second, PeakMB: 8014},
}

// Speed says in words how fast optimal mode is with the size, from its
// mean proof on two cores: "random cubes in about 13 s".
func (s Size) Speed() string {
	m := s.Measured.Mean2
	if m == 0 {
		return "several times slower than " + search.SizeSmall
	}
	secs := m.Seconds()
	if secs >= 2 {
		return fmt.Sprintf("random cubes in about %.0f s", secs)
	}
	return "random cubes in about " + strconv.FormatFloat(secs, 'f', -1, 64) + " s"
}
