package solver

import (
	"context"
	"fmt"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/optimal"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/internal/twophase"
	"cubesolver/solver/search"
	"cubesolver/tables"
)

// Solver solves cubes with one set of tables; it is safe for concurrent use.
type Solver struct {
	t    *tables.Tables
	opt  *optimalTables // the optimal search's tables
	info search.TablesInfo
}

// New returns a solver that uses t. Its optimal mode searches with the
// least optimal table (h0, made on first use) until it is given another
// (UseOptimalTable), or, for a solver from Load, until the chosen one is
// built.
func New(t *tables.Tables) *Solver {
	t.Near() // built once, now rather than in the first search
	return &Solver{t: t, opt: newOptimalTables("", t, true)}
}

// Solve searches for a solution of c: with the two-phase algorithm in the
// standard mode, the proven shortest in the optimal mode. It returns the
// best solution and why it stopped: the target length was reached, the time
// limit passed, ctx was cancelled or the search was exhausted. It returns
// ErrNoSolution only if it stopped before finding any.
func (s *Solver) Solve(ctx context.Context, c cube.Cubie, opts Options) (Result, error) {
	var note string
	var o *tables.Optimal
	if opts.Mode == Optimal && c.Verify() {
		var err error
		if o, note, err = s.opt.get(ctx); err != nil {
			return Result{}, fmt.Errorf("solver: the optimal table: %w", err)
		}
	}
	res, err := run.Search(ctx, c, opts, func(r *run.Run, opts Options) {
		switch opts.Mode {
		case Optimal:
			optimal.Solve(r, s.t, o, opts)
		default:
			twophase.Solve(r, s.t, opts)
		}
	})
	res.Note = note
	return res, err
}

// SetHelperSpin sets how long the goroutines that run a search's second
// and further workers keep polling for the next search after one, burning
// a core meanwhile (2 ms by default): worth it for solves back to back (a
// benchmark, a robot), not for a person solving a cube now and then,
// whose program can set 0 so that they wait without using the processor.
func SetHelperSpin(d time.Duration) { run.SetHelperSpin(d) }
