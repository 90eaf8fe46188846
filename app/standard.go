package app

import (
	"context"
	"errors"

	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// TablesLoader returns the Loader of the real solver: it loads the tables
// from dir (building and caching them there the first time; "" means the
// default folder). Optimal mode also uses the big table cached there, if
// it has been built (see bigTable).
func TablesLoader(dir string) Loader {
	return func(ctx context.Context, progress func(tables.Progress)) (Solver, error) {
		t, _, err := tables.Load(ctx, tables.Options{Dir: dir, Progress: progress})
		if err != nil {
			return nil, err
		}
		s := solver.New(t)
		return &tablesSolver{s: s, optimal: provesOptimal(ctx, s), big: &bigTable{dir: dir, t: t}}, nil
	}
}

// optimalNote is said whenever Optimal is chosen while the solver has no
// real optimal search: the window must not pass a two-phase solution off
// as optimal.
const optimalNote = "Optimal mode is not available yet: this is the best two-phase solution found in the time limit, not necessarily the shortest."

// tablesSolver is the Solver on top of package solver: the two-phase
// search in standard mode, the optimal search in optimal mode.
type tablesSolver struct {
	s *solver.Solver
	// optimal is whether the solver's optimal mode proves its solutions
	// shortest (see provesOptimal); without it, optimal mode is the
	// two-phase search improving its solution until the time limit.
	optimal bool
	big     *bigTable // nil: optimal mode searches with the phase-1 table
}

// optimalTable implements bigTableHolder: the big table, if the solver
// has a real optimal search to use it.
func (t *tablesSolver) optimalTable() *bigTable {
	if !t.optimal {
		return nil
	}
	return t.big
}

// Supports implements modeSupporter.
func (t *tablesSolver) Supports(m Mode) bool { return m == Standard || t.optimal }

func (t *tablesSolver) Solve(ctx context.Context, c cube.Cubie, s Settings, report func(Event)) (Outcome, error) {
	opts := solver.Options{MaxLength: s.MaxLength, Timeout: s.Timeout, ShorterThan: s.ShorterThan}
	if s.ShorterThan > 0 {
		opts.KeepImproving = true
	}
	var note string
	if s.Mode == Optimal {
		opts.Mode = solver.Optimal
		if t.big != nil && t.optimal {
			opts.BigTable, note = t.big.get()
		}
		// Ignored by a real optimal search; for the two-phase stand-in it
		// keeps improving from the usual target until the time limit.
		opts.MaxLength = defaultTarget
		opts.KeepImproving = true
	}
	opts.OnEvent = func(ev solver.Event) {
		out := Event{
			Kind:           EventProgress,
			Phase1Depth:    ev.Phase1Depth,
			Phase2Depth:    ev.Phase2Depth,
			Depth:          ev.Depth,
			Nodes:          ev.Nodes,
			NodesPerSecond: ev.NodesPerSecond,
			BestLength:     ev.BestLength,
			Proven:         ev.Proven,
			Elapsed:        ev.Elapsed,
		}
		switch ev.Kind {
		case solver.Improved:
			if ev.Solution == nil {
				return
			}
			out.Kind = EventImproved
			out.Moves = ev.Solution.Moves
		case solver.Finished:
			// Solve's result says how it ended; this says the depths
			// the search reached, which the workers add up only as they
			// finish, after the last improvement was reported.
		}
		report(out)
	}
	res, err := t.s.Solve(ctx, c, opts)
	o := Outcome{Nodes: res.Nodes, Elapsed: res.Elapsed, Stop: res.Stop.String(), Proven: res.Proven}
	if s.Mode == Optimal && !t.optimal {
		note = optimalNote
	}
	o.Note = note
	if errors.Is(err, solver.ErrNoSolution) {
		return o, nil
	}
	if err != nil {
		return o, err
	}
	o.Moves, o.Found, o.FoundAt = res.Best.Moves, true, res.Best.Found
	return o, nil
}
