package solver

import (
	"context"

	"cubesolver/solver/search"
	"cubesolver/tables"
)

// Load returns a solver with the tables cached in dir ("" means the
// user's cache folder, see tables.DefaultDir), building and caching them
// there on a first start; progress (which may be nil) hears how it goes
// several times a second. Its optimal mode opens the big table from dir
// when it is first used, if it has been built (BuildBigTable).
func Load(ctx context.Context, dir string, progress func(TableProgress)) (*Solver, error) {
	t, info, err := tables.Load(ctx, tables.Options{Dir: dir, Progress: progress})
	if err != nil {
		return nil, err
	}
	s := New(t)
	s.info = info
	s.big = &bigTable{dir: dir, t: t}
	return s, nil
}

// TablesInfo says how the tables were prepared: read from the cache or
// built, and any trouble with the cache file.
func (s *Solver) TablesInfo() search.TablesInfo { return s.info }

// UseBigTable makes the optimal search use h, which must have been made
// with this solver's tables.
func (s *Solver) UseBigTable(h *tables.Huge) { s.big.use(h) }

// BigTableMissing reports whether the optimal search's big table is
// neither loaded, nor being built, nor in the cache folder in a state to
// read: whether building it is worth offering.
func (s *Solver) BigTableMissing() bool { return s.big.missing() }

// BigTableBytes is the size of the big table, on disk and in memory.
func (s *Solver) BigTableBytes() int64 { return tables.HugeFileSize }

// BuildBigTable builds the optimal search's big table in the cache folder
// (or loads it, if it has appeared meanwhile), reporting to progress, and
// returns when it is done or ctx is cancelled; optimal searches use it
// from then on. It returns at once if the table is there or being built.
func (s *Solver) BuildBigTable(ctx context.Context, progress func(TableProgress)) error {
	return s.big.build(ctx, progress)
}
