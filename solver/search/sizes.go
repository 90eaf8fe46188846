package search

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
