package app

import (
	"context"
	"errors"
	"io/fs"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/search"
)

// Solver is what the window needs from a search. The program hands it
// package solver's *Solver (see cmd/cubesolver); tests use small fakes.
// The window speaks to it in package search's types only, so that it
// builds without the solver's tables.
type Solver interface {
	// Solve searches for solutions of c, reporting progress and every
	// better solution to opts.OnEvent (from any goroutine, one call at a
	// time), and returns the best solution when it stops: at the target,
	// the time limit, when ctx is cancelled or when nothing shorter
	// exists. It returns search.ErrNoSolution if it stopped before it
	// found any, which the window says as such, not as a failure.
	Solve(ctx context.Context, c cube.Cubie, opts search.Options) (search.Result, error)
}

// Loader makes the Solver, which may take a while (the tables are built
// on a first start). It reports its progress to progress, from one
// goroutine, several times a second.
type Loader func(ctx context.Context, progress func(search.TableProgress)) (Solver, error)

// TablesReporter is implemented by a Solver that can say how its tables
// were prepared; the window tells the user of a damaged cache rebuilt, or
// of tables that could not be saved and will be built again at the next
// start.
type TablesReporter interface {
	TablesInfo() search.TablesInfo
}

// OptimalTables is implemented by a Solver whose optimal search has a
// pruning table in several sizes, each built once into the cache folder:
// the larger, the faster the proofs and the longer the build. The window
// lets the user pick one and build it; until the chosen one is built the
// searches use a least table, and their Result.Note says so.
type OptimalTables interface {
	// OptimalTables lists the sizes, smallest first, and where each
	// stands (built, being built, chosen).
	OptimalTables() []search.OptimalTable
	// ChooseOptimalTable makes the size of that name (an OptimalTables
	// Name) the one optimal searches use once it is built.
	ChooseOptimalTable(name string) error
	// BuildOptimalTable builds the chosen size, reporting to progress, and
	// returns when it is done or ctx is cancelled; optimal searches use it
	// from then on. It returns at once if the table is there or being
	// built.
	BuildOptimalTable(ctx context.Context, progress func(search.TableProgress)) error
}

// tablesNoteOf returns what the user should know about how s's tables were
// prepared, or "".
func tablesNoteOf(s Solver) string {
	if r, ok := s.(TablesReporter); ok {
		return cacheNote(r.TablesInfo())
	}
	return ""
}

// cacheNote says what the user should know about the tables' cache: a
// damaged file that was rebuilt, or tables that could not be saved and
// so will be built again at every start.
func cacheNote(info search.TablesInfo) string {
	switch {
	case info.SaveError != nil:
		// Make it writable only where that is what is wrong: not of a
		// file given as the folder, say.
		advice := "Start with -tables DIR, a folder that can be written."
		if errors.Is(info.SaveError, fs.ErrPermission) {
			advice = "Make the folder writable, or start with -tables DIR."
		}
		return "The solver's tables could not be saved (" + info.SaveError.Error() +
			"), so they will be prepared again at the next start. " + advice
	case info.CacheFault != nil:
		return "The saved tables were damaged (" + info.CacheFault.Error() + "), so they were prepared again and replaced."
	}
	return ""
}

// optimalTablesOf returns s's optimal tables, or nil if it has none (or
// s is nil).
func optimalTablesOf(s Solver) OptimalTables {
	o, _ := s.(OptimalTables)
	return o
}

// PocketSolver is implemented by a Solver that solves the 2x2x2 pocket
// cube: the fewest moves in metric m that take from, as it is held, to to
// (held any way), proven optimal. Without it the window cannot solve a
// pocket cube, and says so.
type PocketSolver interface {
	SolvePocket(ctx context.Context, from, to pocket.Cube, m search.Metric) (search.Result, error)
}
