package solver

import "cubesolver/solver/search"

// The vocabulary of a search is package search's, under the names a
// program that solves cubes looks for here.
type (
	Mode          = search.Mode
	Options       = search.Options
	Solution      = search.Solution
	StopReason    = search.StopReason
	EventKind     = search.EventKind
	Event         = search.Event
	Result        = search.Result
	TableProgress = search.TableProgress
	TablesInfo    = search.TablesInfo
	OptimalTable  = search.OptimalTable
)

// MaxShortSearch is the deepest Options.ShortSearch looks.
const MaxShortSearch = search.MaxShortSearch

// The modes.
const (
	Standard = search.Standard
	Optimal  = search.Optimal
)

// ParseMode reads a mode's name, "standard" or "optimal" (in any case).
func ParseMode(s string) (Mode, error) { return search.ParseMode(s) }

// Why a search ended.
const (
	TargetReached = search.TargetReached
	TimeLimit     = search.TimeLimit
	Cancelled     = search.Cancelled
	Exhausted     = search.Exhausted
)

// The kinds of Event.
const (
	Progress = search.Progress
	Improved = search.Improved
	Finished = search.Finished
)

// The errors of Solve.
var (
	ErrNoSolution  = search.ErrNoSolution
	ErrInvalidCube = search.ErrInvalidCube
)
