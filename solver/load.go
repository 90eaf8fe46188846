package solver

import (
	"context"
	"fmt"

	"cubesolver/solver/search"
	"cubesolver/tables"
)

// Load returns a solver with the tables cached in dir ("" means the
// user's cache folder, see tables.DefaultDir), building and caching them
// there on a first start; progress (which may be nil) hears how it goes
// several times a second. Its optimal mode opens the optimal table chosen
// from dir when it is first used, if it has been built (BuildOptimalTable).
func Load(ctx context.Context, dir string, progress func(TableProgress)) (*Solver, error) {
	t, info, err := tables.Load(ctx, tables.Options{Dir: dir, Progress: progress})
	if err != nil {
		return nil, err
	}
	s := New(t)
	s.info = info
	s.opt = newOptimalTables(dir, t, false)
	return s, nil
}

// TablesInfo says how the tables were prepared: read from the cache or
// built, and any trouble with the cache file.
func (s *Solver) TablesInfo() search.TablesInfo { return s.info }

// UseOptimalTable makes the optimal search use o, which must have been
// made with this solver's tables.
func (s *Solver) UseOptimalTable(o *tables.Optimal) { s.opt.use(o) }

// OptimalTables lists the sizes of the optimal table, smallest first, and
// where each stands.
func (s *Solver) OptimalTables() []search.OptimalTable { return s.opt.list() }

// ChooseOptimalTable makes the optimal search use the table of that size
// (OptimalTables' Name) once it is built (BuildOptimalTable); until then
// it uses the least one.
func (s *Solver) ChooseOptimalTable(name string) error {
	size, ok := tables.OptimalSizeNamed(name)
	if !ok {
		return fmt.Errorf("no optimal table of size %q", name)
	}
	s.opt.choose(size)
	return nil
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
