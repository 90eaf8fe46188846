package search

import (
	"fmt"
	"time"
)

// TableProgress is a snapshot of the preparation of the solver's tables (built
// on a first start, read from the cache afterwards), sent several times a
// second.
type TableProgress struct {
	Stage     Stage         // what is being done, e.g. StagePrune1
	Step      int           // e.g. the depth being filled, 0 if none
	Fraction  float64       // of the whole preparation, 0..1
	Elapsed   time.Duration // since it started
	Remaining time.Duration // estimate, 0 if unknown
	Done      bool          // the last report
	// Again, on a build, says why it is more than a first start's build:
	// the saved tables could not be read (AgainUnreadable), or what is
	// built cannot be saved (AgainUnsavable); "" otherwise.
	Again string
}

// Why a build is more than a first start's (TableProgress.Again).
const (
	AgainUnreadable = "the saved tables could not be read"
	AgainUnsavable  = "its tables cannot be saved in their folder"
)

// Loading reports whether p is of reading the tables from the cache.
func (p TableProgress) Loading() bool { return p.Stage.Loading() }

// Waiting reports whether p is of waiting for another program's build of
// the table (StageWaiting).
func (p TableProgress) Waiting() bool { return p.Stage == StageWaiting }

// Stage is a step of preparing the tables, as the progress reports name
// it. Every stage the tables report is one of the constants below.
type Stage string

// Reading a cached table rather than building it.
const (
	StageLoading        Stage = "loading tables"
	StageLoadingOptimal Stage = "loading optimal table"
	StageLoadingPocket  Stage = "loading pocket cube table"
)

// Building the standard search's tables.
const (
	StageMoves    Stage = "move and symmetry tables"
	StagePrune1   Stage = "phase-1 pruning table"
	StagePrune2   Stage = "phase-2 pruning table"
	StagePacking  Stage = "packing tables"
	StageRim      Stage = "rim of the near table"
	StageOuterRim Stage = "outer rim of the near table"
	StageFarRim   Stage = "far rim of the near table"
)

// Building the optimal search's table.
const (
	StageOptimalCoords Stage = "optimal coordinates"
	StageOptimalH0     Stage = "optimal table: corners and edge slices"
	StageOptimalFine   Stage = "optimal table: flip"
	StageOptimalNear   Stage = "optimal table: near cubes"
)

// Building the pocket cube's table.
const (
	StagePocketMoves Stage = "pocket cube moves"
	StagePocketHTM   Stage = "pocket cube distances (HTM)"
	StagePocketQTM   Stage = "pocket cube distances (QTM)"
)

// Waiting for another program (a window or cubecli on the same cache
// folder) that is building the same table: it is read once built.
const StageWaiting Stage = "waiting for another program's build"

// Saving a table that was built.
const (
	StageSaving        Stage = "saving tables"
	StageSavingOptimal Stage = "saving optimal table"
	StageSavingPocket  Stage = "saving pocket cube table"
)

// Loading reports whether s is the reading of a cached table.
func (s Stage) Loading() bool {
	switch s {
	case StageLoading, StageLoadingOptimal, StageLoadingPocket:
		return true
	}
	return false
}

// TablesInfo says how the solver's tables were prepared.
type TablesInfo struct {
	Path       string        // the cache file
	Loaded     bool          // read from the cache rather than built
	CacheFault error         // why an existing cache file was not used, if it was not
	SaveError  error         // why the built tables could not be cached, if they could not
	Duration   time.Duration // of the whole preparation
	Bytes      int64         // the tables' size in memory
}

// OptimalTable is one size of the optimal search's pruning table, as a
// user picks it: larger ones prove solutions faster and take longer to
// build.
type OptimalTable struct {
	Name     string        // one of SizeNames, or SizeLeast
	Bytes    int64         // in memory and on disk
	Build    time.Duration // how long building it takes on two cores, as measured (Measured.Build)
	Speed    string        // how fast optimal mode is with it, in words, e.g. "random cubes typically in 6.2 s, 1 in 20 over 43 s" (from Measured)
	Measured Measured      // how it performs, as measured
	Built    bool          // it is in the cache folder (or in use)
	Building bool          // it is being built
	Chosen   bool          // optimal searches use it once it is built
}

// String names the size with its bytes, e.g. "small (259 MB)".
func (t OptimalTable) String() string {
	return fmt.Sprintf("%s (%.0f MB)", t.Name, float64(t.Bytes)/1e6)
}
