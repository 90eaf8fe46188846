package app

import (
	"context"
	"time"

	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// Solver is what the window needs from a search. The real one runs
// package solver's two-phase and optimal searches on the big tables (see
// standard.go); tests use a small fake.
type Solver interface {
	// Solve searches for solutions of c, reporting progress and every
	// better solution to report (from any goroutine, one call at a time),
	// and returns the best solution when it stops: at the target, the time
	// limit, when ctx is cancelled or when nothing shorter exists.
	Solve(ctx context.Context, c cube.Cubie, s Settings, report func(Event)) (Outcome, error)
}

// Loader makes the Solver, which may take a while (the tables are built
// on a first start). It reports its progress to progress, from one
// goroutine, several times a second.
type Loader func(ctx context.Context, progress func(tables.Progress)) (Solver, error)

// EventKind tells the events apart.
type EventKind int

// The kinds of Event.
const (
	EventProgress EventKind = iota // a snapshot of the search
	EventImproved                  // a better solution was found
)

// Event is what a search reports while it runs: plain data, turned into
// widget updates on the UI goroutine.
type Event struct {
	Kind EventKind

	// Standard mode.
	Phase1Depth int
	Phase2Depth int

	// Optimal mode: the depth being searched completely, the fraction of
	// it searched so far and an estimate of the time it still takes (0 if
	// unknown).
	Depth     int
	DepthDone float64
	DepthETA  time.Duration

	Nodes          int64
	NodesPerSecond float64 // 0: worked out from Nodes and Elapsed
	BestLength     int     // length of the best solution so far (the upper bound), -1 if none
	Proven         bool    // the best solution so far is known to be shortest
	Elapsed        time.Duration
	Moves          []cube.Move // EventImproved: the better solution
}

// Outcome is how a search ended.
type Outcome struct {
	Moves   []cube.Move
	Found   bool              // Moves is a solution (an empty one for a solved cube)
	Proven  bool              // Moves is known to be a shortest solution
	Stop    solver.StopReason // why it stopped
	Nodes   int64
	Elapsed time.Duration
	FoundAt time.Duration // when Moves was found, since the search started
	// Note is something the user should know about this result.
	Note string
}

// loadNoter is implemented by a Solver that has something to say about
// how its tables were loaded: a damaged cache rebuilt, or tables that
// could not be saved and will be built again at the next start.
type loadNoter interface {
	loadNote() string
}

// loadNoteOf returns what s has to say about its tables, or "".
func loadNoteOf(s Solver) string {
	if n, ok := s.(loadNoter); ok {
		return n.loadNote()
	}
	return ""
}

// bigTableHolder is implemented by a Solver whose optimal mode can use the
// big table; the window offers to build it when it is missing.
type bigTableHolder interface {
	optimalTable() *bigTable // nil: none
}

// optimalTableOf returns s's big table, or nil if it has none.
func optimalTableOf(s Solver) *bigTable {
	if h, ok := s.(bigTableHolder); ok {
		return h.optimalTable()
	}
	return nil
}
