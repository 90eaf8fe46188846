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
	Build     time.Duration // building it, on two cores
	Mean1     time.Duration // the mean proof of a random cube of 17 or 18 moves on one core (0: not measured)
	Mean2     time.Duration // the same on two cores
	Superflip time.Duration // the superflip's proof (20 moves), on two cores
	PeakMB    int           // the solving program's peak memory
}
