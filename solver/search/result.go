package search

import (
	"errors"
	"strconv"
	"time"

	"cubesolver/solver/cube"
)

// ErrNoSolution is returned when the time ran out (or the search was
// cancelled) before any solution was found.
var ErrNoSolution = errors.New("no solution found in time")

// ErrInvalidCube is returned for a cube that is not reachable.
var ErrInvalidCube = errors.New("not a valid cube")

// Solution is a verified move sequence that solves the cube.
type Solution struct {
	Moves    []cube.Move
	Phase1   int           // moves of phase 1 (as searched; see Invert)
	Phase2   int           // moves of phase 2
	Premoves int           // moves after phase 2 that the search made before its cube; the parts can merge, so Len can be less than their sum
	Axis     int           // the axis the search ran along: 0 UD, 1 RL, 2 FB
	Invert   bool          // found by solving the inverse cube, so the order is reversed: premoves, phase 2, phase 1
	Found    time.Duration // since the search started
	Metric   Metric        // how its length is counted: HTM, or QTM for a pocket cube solved in QTM
}

// Len is the length in the half-turn metric.
func (s Solution) Len() int { return len(s.Moves) }

// QTM is the length in the quarter-turn metric.
func (s Solution) QTM() int { return cube.QTM(s.Moves) }

// String writes the moves and length in its metric, e.g. "R U R' (3f)",
// or "R U2 (3q)" in QTM.
func (s Solution) String() string {
	length := strconv.Itoa(len(s.Moves)) + "f"
	if s.Metric == QTM {
		length = strconv.Itoa(s.QTM()) + "q"
	}
	if len(s.Moves) == 0 {
		return "(" + length + ")"
	}
	return cube.FormatMoves(s.Moves) + " (" + length + ")"
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

// Result is the outcome of a search.
type Result struct {
	Best   Solution
	Stop   StopReason
	Proven bool // Best is known to be the shortest solution
	Nodes  int64
	// Tried (optimal mode) is how many moves the search made from the
	// nodes it expanded: each child generated, before its bounds are read
	// (a half turn that the node's inverse bound rules out is not made).
	// It is what nissy counts as its nodes, for comparing speeds.
	Tried   int64
	Elapsed time.Duration
	// TableLoad is how much of Elapsed went to loading the search's table
	// (the optimal table, read from its file or made, the first time a
	// search needs it) before the search itself began.
	TableLoad time.Duration
	// Undone says that Best is Options.Scramble undone: the search found
	// no solution as short as the scramble.
	Undone bool
	// Note is something the user should know about how the search ran
	// (an optimal search with the least table while the one chosen is
	// missing, say), or "".
	Note string
}
