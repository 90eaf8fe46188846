package solver

import (
	"context"
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
	big  *bigTable // the optimal search's big table
	info search.TablesInfo
}

// New returns a solver that uses t. Its optimal mode searches with the
// phase-1 table until it is given the big table (UseBigTable, or the
// solver comes from Load).
func New(t *tables.Tables) *Solver {
	t.Near() // built once, now rather than in the first search
	return &Solver{t: t, big: &bigTable{t: t, none: true}}
}

// Solve searches for a solution of c: with the two-phase algorithm in the
// standard mode, the proven shortest in the optimal mode. It returns the
// best solution and why it stopped: the target length was reached, the time
// limit passed, ctx was cancelled or the search was exhausted. It returns
// ErrNoSolution only if it stopped before finding any.
func (s *Solver) Solve(ctx context.Context, c cube.Cubie, opts Options) (Result, error) {
	var note string
	res, err := run.Search(ctx, c, opts, func(r *run.Run, opts Options) {
		switch opts.Mode {
		case Optimal:
			var big *tables.Huge
			if !opts.NoBigTable {
				big, note = s.big.get()
			}
			optimal.Solve(r, s.t, big, opts)
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
