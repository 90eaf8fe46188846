package search

import "time"

// The sizes of the optimal search's table, by the names a user picks
// them by (flags, preferences, the window's list); package tables says
// what each holds.
const (
	// SizeLeast is h0 alone, built in seconds: the optimal search uses
	// it while the size chosen is missing. It is not offered as a choice.
	SizeLeast = "h0"
	SizeSmall = "small"
	Size1GB   = "1GB"
	Size2GB   = "2GB"
	Size4GB   = "4GB"
	Size8GB   = "8GB"
)

// DefaultSize is the size chosen until the user picks another: the one
// built in about a minute.
const DefaultSize = SizeSmall

// SizeNames returns the names of the sizes offered, smallest first.
func SizeNames() []string { return []string{SizeSmall, Size1GB, Size2GB, Size4GB, Size8GB} }

// Measured is how a size of the optimal table performs, as measured
// (tables/optimal/measured.go says when, where and with what commands;
// 'cubecli tables -sizes' prints it).
type Measured struct {
	Build time.Duration // building it, on two cores
	// The proofs of the 50 random cubes kept for the benchmark
	// (cmd/cubecli/bench/random50.facelets: 13 of 17 moves, 35 of 18, 2
	// of 19), on two cores: the median, the mean, and the time 1 in 20
	// of them take longer than (0: not measured). A random cube's proof
	// varies tenfold, so the median says what to expect and P95 the tail.
	Median, Mean, P95 time.Duration
	Superflip         time.Duration // the superflip's proof (20 moves), on two cores
	PeakMB            int           // the solving program's peak memory
}
