package solver

import (
	"time"

	"cubesolver/solver/cube"
	"cubesolver/tables"
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

func (m Mode) String() string {
	if m == Optimal {
		return "optimal"
	}
	return "standard"
}

// Options shape a search.
type Options struct {
	// Mode is Standard (the default) or Optimal.
	Mode Mode
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
	// ShorterThan, if above 0, makes a standard search look only for
	// solutions shorter than this many moves (one shorter than a solution
	// already found, say); if it finds none it returns ErrNoSolution.
	ShorterThan int
	// ShortSearch, if above 0, makes a standard search look outright for
	// a shortest solution of at most this many moves (at most 12) before
	// its two-phase search, whatever the cube: a cube that many moves or
	// fewer from solved then gets a shortest solution. A random cube pays
	// 1-2 ms for the proof that it has none, so by default (0) the search
	// does this only for cubes that cheap tests show to be near solved.
	ShortSearch int
	// OnEvent, if set, receives progress, each better solution and a last
	// event with the result, one at a time and in order.
	OnEvent func(Event)
	// ProgressInterval is the time between progress events; 0 means 100 ms.
	ProgressInterval time.Duration
	// Workers is the number of goroutines; 0 means one per core.
	Workers int
	// BigTable is the optimal mode's big pruning table (tables.LoadHuge);
	// nil means the search uses the phase-1 table, several times slower.
	BigTable *tables.Huge
}

func (o Options) withDefaults() Options {
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

// Solution is a verified move sequence that solves the cube.
type Solution struct {
	Moves    []cube.Move
	Phase1   int           // moves of phase 1 (as searched; see Invert)
	Phase2   int           // moves of phase 2
	Premoves int           // moves after phase 2 that the search made before its cube (see premoves); the parts can merge, so Len can be less than their sum
	Axis     int           // the axis the search ran along: 0 UD, 1 RL, 2 FB
	Invert   bool          // found by solving the inverse cube, so the order is reversed: premoves, phase 2, phase 1
	Found    time.Duration // since the search started
}

// Len is the length in the half-turn metric.
func (s Solution) Len() int { return len(s.Moves) }

// String writes the moves and length, e.g. "R U R' (3f)".
func (s Solution) String() string {
	if len(s.Moves) == 0 {
		return "(0f)"
	}
	return cube.FormatMoves(s.Moves) + " (" + itoa(len(s.Moves)) + "f)"
}

// StopReason says why a search ended.
type StopReason int

// Why a search ended.
const (
	TargetReached StopReason = iota // a solution of at most MaxLength moves was found
	TimeLimit                       // Timeout passed
	Cancelled                       // the context was cancelled
	Exhausted                       // the search space was used up (in optimal mode: the solution is proven shortest)
)

func (r StopReason) String() string {
	return [...]string{"target reached", "time limit", "cancelled", "search exhausted"}[r]
}

// EventKind tells the events apart.
type EventKind int

// The kinds of Event.
const (
	Progress EventKind = iota // a periodic snapshot
	Improved                  // a better solution was found
	Finished                  // the last event: the result
)

// Event is what a search reports while it runs.
type Event struct {
	Kind            EventKind
	Phase1Depth     int   // deepest phase-1 depth being searched
	Phase2Depth     int   // depth of the latest phase-2 search
	Phase1Solutions int64 // phase-1 solutions tried in phase 2
	Depth           int   // optimal mode: the depth being searched
	// DepthTimes (optimal mode) is how long each finished depth took,
	// indexed by depth; depths below the first searched are 0.
	DepthTimes []time.Duration
	// DepthDone (optimal mode) is the fraction of Depth searched, from 0
	// to 1, and DepthETA the time it should take to finish it at the pace
	// so far (0 while too little is done to tell). Both weigh the
	// subtrees searched by their expected size, an estimate.
	DepthDone      float64
	DepthETA       time.Duration
	Nodes          int64 // search nodes so far
	NodesPerSecond float64
	BestLength     int  // length of the best solution so far (the upper bound), -1 if none
	Proven         bool // the best solution is known to be optimal
	Elapsed        time.Duration
	Solution       *Solution  // Improved, Finished: the best solution
	Stop           StopReason // Finished: why it stopped
}

// Result is the outcome of Solve.
type Result struct {
	Best    Solution
	Stop    StopReason
	Proven  bool // Best is known to be the shortest solution
	Nodes   int64
	Elapsed time.Duration
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
