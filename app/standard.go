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
// default folder).
func TablesLoader(dir string) Loader {
	return func(ctx context.Context, progress func(tables.Progress)) (Solver, error) {
		t, _, err := tables.Load(ctx, tables.Options{Dir: dir, Progress: progress})
		if err != nil {
			return nil, err
		}
		return &twoPhase{s: solver.New(t)}, nil
	}
}

// optimalNote is said whenever Optimal is chosen, until the optimal search
// exists: the window must not pass a two-phase solution off as optimal.
const optimalNote = "Optimal mode is not available yet: this is the best two-phase solution found in the time limit, not necessarily the shortest."

// twoPhase is the Solver on top of package solver's two-phase search.
// Optimal mode, for now, keeps improving the two-phase solution until the
// time limit and says so.
type twoPhase struct {
	s *solver.Solver
}

// Supports implements modeSupporter: only Standard, for now.
func (t *twoPhase) Supports(m Mode) bool { return m == Standard }

func (t *twoPhase) Solve(ctx context.Context, c cube.Cubie, s Settings, report func(Event)) (Outcome, error) {
	opts := solver.Options{MaxLength: s.MaxLength, Timeout: s.Timeout}
	if s.Mode == Optimal {
		// Until package solver has its optimal search: the shortest
		// two-phase solution the time limit allows.
		opts.MaxLength = defaultTarget
		opts.KeepImproving = true
	}
	opts.OnEvent = func(ev solver.Event) {
		out := Event{
			Kind:        EventProgress,
			Phase1Depth: ev.Phase1Depth,
			Phase2Depth: ev.Phase2Depth,
			Nodes:       ev.Nodes,
			BestLength:  ev.BestLength,
			Elapsed:     ev.Elapsed,
		}
		switch ev.Kind {
		case solver.Improved:
			if ev.Solution == nil {
				return
			}
			out.Kind = EventImproved
			out.Moves = ev.Solution.Moves
		case solver.Finished:
			return // Solve's result says it
		}
		report(out)
	}
	res, err := t.s.Solve(ctx, c, opts)
	o := Outcome{Nodes: res.Nodes, Elapsed: res.Elapsed, Stop: res.Stop.String()}
	if s.Mode == Optimal {
		o.Note = optimalNote
	}
	if errors.Is(err, solver.ErrNoSolution) {
		return o, nil
	}
	if err != nil {
		return o, err
	}
	o.Moves, o.Found = res.Best.Moves, true
	return o, nil
}
