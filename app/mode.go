package app

import "cubesolver/solver/search"

// Mode is the kind of search: the solver's own, which the window offers
// as it is.
type Mode = search.Mode

// The search modes.
const (
	Standard = search.Standard
	Optimal  = search.Optimal
)

// ParseMode reads "standard" or "optimal" (either case).
func ParseMode(s string) (Mode, error) { return search.ParseMode(s) }
