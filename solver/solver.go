package solver

import (
	"context"
	"errors"
	"fmt"
	"time"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/optimal"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/internal/twophase"
	"cubesolver/solver/search"
)

// Solver solves cubes with one set of tables; it is safe for concurrent use.
type Solver struct {
	t    *ttables.Tables
	opt  *optimalTables // the optimal search's tables
	info search.TablesInfo
}

// newSolver returns a solver that uses t, with no cache folder: its
// optimal mode searches with the least optimal table (h0, made in memory
// on first use) until it is given another (optimalTables.use).
func newSolver(t *ttables.Tables) *Solver {
	t.Near() // built once, now rather than in the first search
	return &Solver{t: t, opt: newOptimalTables("", t, true)}
}

// Solve searches for a solution of c: with the two-phase algorithm in the
// standard mode, the proven shortest in the optimal mode. It returns the
// best solution and why it stopped: the target length was reached, the time
// limit passed, ctx was cancelled or the search was exhausted. It returns
// ErrNoSolution only if it stopped before finding any.
//
// With opts.To set it searches for moves that take c to that cube instead:
// c and the target may each have a piece turned in place or two pieces
// swapped, as long as the target can be reached from c; if it cannot, the
// error (a *cube.Error) says why.
func (s *Solver) Solve(ctx context.Context, c cube.Cubie, opts Options) (Result, error) {
	if opts.To != nil {
		opts.Scramble = nil // it makes the cube, not the relative cube searched
		return s.solveTo(ctx, c, *opts.To, opts)
	}
	if opts.Scramble != nil {
		return s.solveScramble(ctx, c, opts)
	}
	var note string
	var tableErr error
	res, err := run.Search(ctx, c, opts, func(r *run.Run, opts Options) {
		switch opts.Mode {
		case Optimal:
			// Read (or built) within the search, so that the time limit
			// and cancelling cut a read of gigabytes short too.
			o, n, err := s.opt.get(r.Context(), r.LoadingTable)
			note = n
			if err != nil {
				if !r.Stopped() {
					tableErr = err
				}
				return
			}
			optimal.Solve(r, s.t, o, opts)
		default:
			twophase.Solve(r, s.t, opts)
		}
	})
	if tableErr != nil {
		return Result{}, fmt.Errorf("solver: the optimal table: %w", tableErr)
	}
	res.Note = note
	return res, err
}

// solveScramble solves cube c, made by opts.Scramble from solved, so that
// the answer is no longer than the scramble: it looks outright for a
// shortest solution as deep as the scramble, where it can, and falls back
// on the scramble undone. A cuber who typed a 15-move scramble expects no
// 20-move answer.
func (s *Solver) solveScramble(ctx context.Context, c cube.Cubie, opts Options) (Result, error) {
	scramble := cube.Simplify(opts.Scramble)
	opts.Scramble = nil
	if len(scramble) <= MaxShortSearch {
		opts.ShortSearch = max(opts.ShortSearch, len(scramble))
	}
	res, err := s.Solve(ctx, c, opts)
	return noLongerThanScramble(res, err, c, scramble)
}

// noLongerThanScramble returns the result of solving cube c, made by
// scramble, so that its solution is no longer than the scramble: where the
// search found none that short (or none at all), the scramble undone,
// verified on c.
func noLongerThanScramble(res Result, err error, c cube.Cubie, scramble []cube.Move) (Result, error) {
	if err != nil && !errors.Is(err, ErrNoSolution) || err == nil && res.Best.Len() <= len(scramble) {
		return res, err
	}
	undo := cube.Simplify(cube.InvertMoves(scramble))
	if !c.Apply(undo).IsSolved() {
		return res, err // never given unless it solves the cube
	}
	res.Best, res.Proven, res.Undone = Solution{Moves: undo, Found: res.Elapsed}, false, true
	return res, nil
}

// SetHelperSpin sets how long the goroutines that run a search's second
// and further workers keep polling for the next search after one, burning
// a core meanwhile (2 ms by default): worth it for solves back to back (a
// benchmark, a robot), not for a person solving a cube now and then,
// whose program can set 0 so that they wait without using the processor.
func SetHelperSpin(d time.Duration) { run.SetHelperSpin(d) }

// solveTo searches for moves that take from to to: a search of the
// relative cube, whose every solution is checked on from as well.
func (s *Solver) solveTo(ctx context.Context, from, to cube.Cubie, opts Options) (Result, error) {
	x, err := cube.Relative(from, to)
	if err != nil {
		return Result{}, err
	}
	opts.To = nil
	res, err := s.Solve(ctx, x, opts)
	if err == nil && from.Apply(res.Best.Moves) != to {
		return Result{}, fmt.Errorf("solver: internal error: %s does not take the cube to its target", cube.FormatMoves(res.Best.Moves))
	}
	return res, err
}
