package search

import "time"

// TableProgress is a snapshot of the preparation of the solver's tables (built
// on a first start, read from the cache afterwards), sent several times a
// second.
type TableProgress struct {
	Stage     string        // what is being done, e.g. "phase-1 pruning table"
	Step      int           // e.g. the depth being filled, 0 if none
	Fraction  float64       // of the whole preparation, 0..1
	Elapsed   time.Duration // since it started
	Remaining time.Duration // estimate, 0 if unknown
	Done      bool          // the last report
}

// The stages of reading tables from the cache rather than building them.
const (
	StageLoading       = "loading tables"
	StageLoadingBig    = "loading big table"
	StageLoadingPocket = "loading pocket cube table"
)

// Loading reports whether p is of reading the tables from the cache.
func (p TableProgress) Loading() bool {
	return p.Stage == StageLoading || p.Stage == StageLoadingBig || p.Stage == StageLoadingPocket
}

// TablesInfo says how the solver's tables were prepared.
type TablesInfo struct {
	Path       string        // the cache file
	Loaded     bool          // read from the cache rather than built
	CacheFault error         // why an existing cache file was not used, if it was not
	SaveError  error         // why the built tables could not be cached, if they could not
	Duration   time.Duration // of the whole preparation
}

// OptimalTable is one size of the optimal search's pruning table, as a
// user picks it: larger ones prove solutions faster and take longer to
// build.
type OptimalTable struct {
	Name     string        // "small", "1GB", ...
	Bytes    int64         // in memory and on disk
	Build    time.Duration // how long building it takes on two cores, as measured
	Speed    string        // how fast optimal mode is with it, as measured, e.g. "random cubes in about 10 s"
	Built    bool          // it is in the cache folder (or in use)
	Building bool          // it is being built
	Chosen   bool          // optimal searches use it once it is built
}
