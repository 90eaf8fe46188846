package solvepanel

import (
	"fmt"
	"math"
	"slices"
	"time"

	"cubesolver/solver/search"
)

// ModeLabels are the names shown in the window.
var ModeLabels = [...]string{search.Standard: "Standard", search.Optimal: "Optimal"}

// Settings are the search settings chosen in the window and saved with
// it; searchOptions turns them into what the solver is asked.
type Settings struct {
	Mode search.Mode
	// MaxLength is standard mode's target: stop at the first solution of
	// at most this many moves (HTM).
	MaxLength int
	// Timeout bounds a standard search, OptimalTimeout an optimal one; the
	// best solution found by then is kept. They are apart because a proof
	// takes seconds to minutes where a standard answer takes milliseconds:
	// an optimal search goes on until proven unless the user says otherwise.
	Timeout        time.Duration
	OptimalTimeout time.Duration
	// OptimalTable is the name of the optimal search's table chosen (see
	// OptimalTables): one of search.SizeNames.
	OptimalTable string
	// ShorterThan, if above 0, makes a search look only for solutions
	// shorter than this ("Find a shorter one"): a standard search improving
	// until the time limit, an optimal one until it finds the shortest or
	// shows that none is shorter. FromDepth, if above 0, is where the
	// optimal search goes on from: an earlier search of the cube showed
	// that no solution has fewer moves. Neither is saved.
	ShorterThan int
	FromDepth   int
	// ToTarget solves to the target cube described in the editor rather
	// than to the solved cube.
	ToTarget bool
	// Metric counts the pocket cube's moves: HTM or QTM. (The 3x3x3 is
	// solved in HTM.)
	Metric search.Metric
}

// MetricLabels are the metrics' names as the window shows them.
var MetricLabels = [...]string{search.HTM: "HTM", search.QTM: "QTM"}

// SearchOptions are the solver's options for a search with settings s.
func (s Settings) SearchOptions() search.Options {
	// A person waits for one cube at a time: 1-2 ms more to answer every
	// cube within 12 moves of solved with a proven shortest solution is
	// well spent.
	return search.Options{
		Mode:          s.Mode,
		MaxLength:     s.MaxLength,
		Timeout:       s.Limit(),
		ShorterThan:   s.ShorterThan,
		FromDepth:     s.FromDepth,
		KeepImproving: s.ShorterThan > 0, // improve on the solution shown until the time limit
		ShortSearch:   12,
	}
}

// Limit is the time limit of the mode chosen.
func (s Settings) Limit() time.Duration {
	if s.Mode == search.Optimal {
		return s.OptimalTimeout
	}
	return s.Timeout
}

// setLimit sets the time limit of the mode chosen.
func (s *Settings) setLimit(d time.Duration) {
	if s.Mode == search.Optimal {
		s.OptimalTimeout = d
	} else {
		s.Timeout = d
	}
}

// The choices offered in the window.
const (
	minTarget     = 16
	MaxTarget     = 24
	DefaultTarget = 20
)

// NoLimit is the time limit of a search that goes on until it is done:
// in optimal mode, until the solution is proven shortest.
const NoLimit = time.Duration(math.MaxInt64)

// timeoutChoices are the time limits offered.
var timeoutChoices = []time.Duration{
	time.Second, 5 * time.Second, 10 * time.Second, 30 * time.Second,
	time.Minute, 5 * time.Minute, 30 * time.Minute, NoLimit,
}

// DefaultSettings are the settings of a first start.
func DefaultSettings() Settings {
	return Settings{Mode: search.Standard, MaxLength: DefaultTarget, Timeout: 10 * time.Second,
		OptimalTimeout: NoLimit, OptimalTable: DefaultOptimalTable}
}

// DefaultOptimalTable is the size chosen on a first start.
const DefaultOptimalTable = search.DefaultSize

// Normalize brings s within the choices the window offers.
func (s Settings) Normalize() Settings {
	if s.Mode != search.Optimal {
		s.Mode = search.Standard
	}
	s.MaxLength = min(max(s.MaxLength, minTarget), MaxTarget)
	s.Timeout = nearestTimeout(s.Timeout, DefaultSettings().Timeout)
	s.OptimalTimeout = nearestTimeout(s.OptimalTimeout, DefaultSettings().OptimalTimeout)
	// A name saved by an older or newer version that is not offered
	// now is not kept. (The picker lists what the solver offers once it
	// is loaded.)
	if !slices.Contains(search.SizeNames(), s.OptimalTable) {
		s.OptimalTable = DefaultOptimalTable
	}
	if s.Metric != search.QTM {
		s.Metric = search.HTM
	}
	return s
}

// nearestTimeout is the choice closest to d (a saved limit may be one no
// longer offered, or garbage); def for none.
func nearestTimeout(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	best := timeoutChoices[0]
	for _, c := range timeoutChoices {
		if absDuration(c-d) < absDuration(best-d) {
			best = c
		}
	}
	return best
}

func absDuration(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}

// formatTimeout writes a time limit the way the choices of mode m read:
// "10 s", "5 min"; without one a standard search goes on until it reaches
// its target, an optimal one until its solution is proven shortest.
func formatTimeout(d time.Duration, m search.Mode) string {
	if d == NoLimit {
		if m == search.Optimal {
			return "No limit (until proven)"
		}
		return "No limit (until done)"
	}
	if d >= time.Minute && d%time.Minute == 0 {
		return fmt.Sprintf("%d min", d/time.Minute)
	}
	return fmt.Sprintf("%g s", d.Seconds())
}
