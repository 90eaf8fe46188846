package solver

import (
	"context"
	"fmt"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/search"
	"cubesolver/tables"
	otables "cubesolver/tables/optimal"
)

// EnvDir names the environment variable that moves the tables' cache
// folder elsewhere (see DefaultDir).
const EnvDir = tables.EnvDir

// DefaultDir is where the tables are cached when no folder is given:
// $CUBESOLVER_TABLES if set, else the user's cache folder (e.g.
// ~/.cache/cubesolver).
func DefaultDir() string { return tables.DefaultDir() }

// CacheError says why a cache file was not used (TablesInfo.CacheFault):
// it was damaged, of another format, or not a regular file.
type CacheError = tables.CacheError

// DirError says why a folder cannot hold the tables (TableOptions.Unsaved,
// TablesInfo.SaveError): "cannot use DIR as the tables folder: ... is a
// file".
type DirError = tables.DirError

// TableOptions say where a solver's tables are cached and how to prepare
// them.
type TableOptions struct {
	Dir string // the cache folder; "" means DefaultDir()
	// Rebuild builds the tables even if the cache holds good ones.
	Rebuild bool
	// Progress, if set, hears how the preparation goes, several times a
	// second, from one goroutine.
	Progress func(TableProgress)
	// Unsaved, if set, hears before a build that the tables (or an
	// optimal table, later) cannot be saved, the folder being unusable
	// ("cannot use DIR as the tables folder: ... is a file"), and says
	// whether to build them in memory all the same (true) or to fail
	// with that error (false). Without it they are built, and
	// TablesInfo's SaveError (the optimal table's Info) says so. For the
	// optimal tables it is called when one is first needed, from the
	// goroutine of the search or build that needs it, and may be called
	// again for another; it should answer at once (searches wait on it).
	Unsaved func(error) bool
}

// Open returns a solver with the tables cached in opts.Dir, building and
// caching them there on a first start (or with Rebuild). A damaged or
// outdated cache file is rebuilt and replaced, and TablesInfo says so, as
// it says when the tables could not be saved. Cancelling ctx stops the
// reading or the building promptly and leaves the cache as it was. Its
// optimal mode opens the optimal table chosen (ChooseOptimalTable) from
// the same folder when first used, if it has been built
// (BuildOptimalTable, PrepareOptimalTable).
func Open(ctx context.Context, opts TableOptions) (*Solver, error) {
	t, info, err := ttables.Load(ctx, tables.Options{Dir: opts.Dir, Rebuild: opts.Rebuild, Progress: opts.Progress, Unsaved: opts.Unsaved})
	if err != nil {
		return nil, err
	}
	info.Bytes = int64(t.Bytes())
	s := newSolver(t)
	s.info = info
	s.opt = newOptimalTables(opts.Dir, t, false)
	s.opt.unsaved = opts.Unsaved
	return s, nil
}

// Load is Open with the tables in dir ("" means DefaultDir()), reporting to
// progress (which may be nil).
func Load(ctx context.Context, dir string, progress func(TableProgress)) (*Solver, error) {
	return Open(ctx, TableOptions{Dir: dir, Progress: progress})
}

// TablesInfo says how the tables were prepared: read from the cache or
// built, and any trouble with the cache file.
func (s *Solver) TablesInfo() search.TablesInfo { return s.info }

// OptimalTables lists the sizes of the optimal table, smallest first, and
// where each stands.
func (s *Solver) OptimalTables() []search.OptimalTable { return s.opt.list() }

// ChooseOptimalTable makes the optimal search use the table of that size
// (OptimalTables' Name, or search.SizeLeast) once it is built
// (BuildOptimalTable); until then it uses the least one.
func (s *Solver) ChooseOptimalTable(name string) error {
	size, ok := otables.SizeNamed(name)
	if !ok {
		return fmt.Errorf("no optimal table of size %q", name)
	}
	s.opt.choose(size)
	return nil
}

// OpenOptimalTable makes the chosen optimal table ready now rather than at
// the first optimal search: read from the cache folder (the least one,
// h0, is built there if it is missing, in seconds). It fails with an error
// satisfying errors.Is(err, os.ErrNotExist) if the table is not built, and
// with ctx's error if ctx is cancelled first (a table of gigabytes takes
// seconds to read).
func (s *Solver) OpenOptimalTable(ctx context.Context) (search.TablesInfo, error) {
	return s.opt.openChosen(ctx)
}

// PrepareOptimalTable makes the chosen optimal table ready now: read from
// the cache folder, or built and saved there if it is missing or damaged
// (or rebuild says so), reporting to progress (which may be nil). The
// TablesInfo says which, and any trouble with the cache file.
func (s *Solver) PrepareOptimalTable(ctx context.Context, rebuild bool, progress func(TableProgress)) (search.TablesInfo, error) {
	return s.opt.prepare(ctx, rebuild, false, progress)
}

// BuildOptimalTable builds the chosen optimal table in the cache folder (or
// loads it, if it has appeared meanwhile), reporting to progress, and
// returns when it is done or ctx is cancelled; optimal searches use it
// from then on. It returns at once if the table is there or being built.
func (s *Solver) BuildOptimalTable(ctx context.Context, progress func(TableProgress)) error {
	return s.opt.build(ctx, progress)
}

// OptimalTableMissing reports whether the chosen optimal table is neither
// loaded, nor being built, nor in the cache folder in a state to read:
// whether building it is worth offering.
func (s *Solver) OptimalTableMissing() bool { return s.opt.missing() }
