package search

import (
	"fmt"
	"strings"
	"time"

	"cubesolver/solver/cube"
)

// Mode chooses the search.
type Mode int

// The modes.
const (
	// Standard is Kociemba's two-phase algorithm: near-optimal solutions in
	// milliseconds.
	Standard Mode = iota
	// Optimal finds the proven shortest solution (half-turn metric); it can
	// take seconds to minutes.
	Optimal
)

// modeNames are the modes' names in flags and preferences.
var modeNames = [...]string{Standard: "standard", Optimal: "optimal"}

func (m Mode) String() string {
	if m == Optimal {
		return modeNames[Optimal]
	}
	return modeNames[Standard]
}

// ParseMode reads a mode's name, "standard" or "optimal" (in any case).
func ParseMode(s string) (Mode, error) {
	for m, name := range modeNames {
		if strings.EqualFold(s, name) {
			return Mode(m), nil
		}
	}
	return Standard, fmt.Errorf("unknown mode %q: use %s or %s", s, modeNames[Standard], modeNames[Optimal])
}

// Options shape a search.
type Options struct {
	// Mode is Standard (the default) or Optimal.
	Mode Mode
	// To, if set, is the cube to reach instead of the solved cube: the
	// search is of the relative cube (see cube.Relative), and every
	// solution takes the cube searched to To. Both are cubies, read
	// relative to their centres: a target written as stickers held another
	// way than the cube must be turned to be held alike first
	// (cube.Facelets.HeldAs), or its colours would be renamed where the
	// cube should be turned in the hand.
	To *cube.Cubie
	// MaxLength is the target: the search stops at the first solution of at
	// most this many moves (unless KeepImproving). 0 means 20. Optimal mode
	// ignores it.
	MaxLength int
	// Timeout bounds the search; the best solution found by then is
	// returned. 0 means 10 s.
	Timeout time.Duration
	// KeepImproving keeps searching for shorter solutions after the target
	// is reached, until Timeout or until no shorter one can exist.
	KeepImproving bool
	// ShorterThan, if above 0, makes a search look only for solutions
	// shorter than this many moves (one shorter than a solution already
	// found, say); if it finds none it returns ErrNoSolution. An optimal
	// search that finds none and stops Exhausted has shown that none
	// exists.
	ShorterThan int
	// FromDepth, if above 0, is where an optimal search begins its depths:
	// the caller knows that no solution has fewer moves (an earlier search
	// of the same cube searched every depth below it), and the proof rests
	// on that. Together with ShorterThan it goes on from where an earlier
	// search stopped.
	FromDepth int
	// ShortSearch, if above 0, makes a standard search look outright for
	// a shortest solution of at most this many moves (at most
	// MaxShortSearch) before
	// its two-phase search, whatever the cube: a cube that many moves or
	// fewer from solved then gets a shortest solution. A random cube pays
	// 1-2 ms for the proof that it has none, so by default (0) the search
	// does this only for cubes that cheap tests show to be near solved.
	ShortSearch int
	// Scramble, if set, is moves that make the cube from solved (a
	// scramble typed or pasted): the answer is then never longer than
	// them. A standard search looks outright for a shortest solution as
	// deep as the scramble (up to MaxShortSearch), and where the search
	// finds none as short as the scramble (or none in the time) the
	// scramble undone, simplified and checked on the cube, is the answer
	// (Result.Undone). Ignored with To, and if the moves do not make the
	// cube.
	Scramble []cube.Move
	// OnEvent, if set, receives progress, each better solution and a last
	// event with the result, one at a time and in order.
	OnEvent func(Event)
	// ProgressInterval is the time between progress events; 0 means 100 ms.
	ProgressInterval time.Duration
	// Workers is the number of goroutines; 0 means one per core.
	Workers int
}

// MaxShortSearch is the deepest Options.ShortSearch looks.
const MaxShortSearch = 12

// WithDefaults returns o with its zero values replaced by the defaults.
func (o Options) WithDefaults() Options {
	if o.MaxLength <= 0 {
		o.MaxLength = 20
	}
	if o.Timeout <= 0 {
		o.Timeout = 10 * time.Second
	}
	if o.ProgressInterval <= 0 {
		o.ProgressInterval = 100 * time.Millisecond
	}
	return o
}
