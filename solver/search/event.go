package search

import "time"

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
	DepthDone float64
	DepthETA  time.Duration
	// Bounding (optimal mode), while above 0, is the length the standard
	// search is looking for a solution of, between depths, before the
	// optimal search begins that depth (one found spares it); it takes
	// up to half the time spent so far, seconds in a long proof, during
	// which Depth is the depth done before.
	Bounding       int
	Nodes          int64 // search nodes so far
	NodesPerSecond float64
	BestLength     int  // length of the best solution so far (the upper bound), -1 if none
	Proven         bool // the best solution is known to be optimal
	Elapsed        time.Duration
	// LoadingTable is set while the search is loading its table (see
	// Result.TableLoad), before it searches; TableLoad is how long that
	// took, once done. NodesPerSecond leaves it out.
	LoadingTable bool
	TableLoad    time.Duration
	Solution     *Solution  // Improved, Finished: the best solution
	Stop         StopReason // Finished: why it stopped
}
