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
		t, info, err := tables.Load(ctx, tables.Options{Dir: dir, Progress: progress})
		if err != nil {
			return nil, err
		}
		return &tablesSolver{s: solver.New(t), big: &bigTable{dir: dir, t: t}, note: cacheNote(info)}, nil
	}
}

// cacheNote says what the user should know about the tables' cache: a
// damaged file that was rebuilt, or tables that could not be saved and
// so will be built again at every start.
func cacheNote(info tables.Info) string {
	switch {
	case info.SaveError != nil:
		return "The solver's tables could not be saved (" + info.SaveError.Error() +
			"), so they will be prepared again at the next start. Make the folder writable, or start with -tables DIR."
	case info.CacheFault != nil:
		return "The saved tables were damaged (" + info.CacheFault.Error() + "), so they were prepared again and replaced."
	}
	return ""
}

// tablesSolver is the Solver on top of package solver: the two-phase
// search in standard mode, the optimal search in optimal mode.
type tablesSolver struct {
	s    *solver.Solver
	big  *bigTable // nil: optimal mode searches with the phase-1 table
	note string    // about the tables' cache, for the user
}

// optimalTable implements bigTableHolder.
func (t *tablesSolver) optimalTable() *bigTable { return t.big }

// loadNote implements loadNoter.
func (t *tablesSolver) loadNote() string { return t.note }

func (t *tablesSolver) Solve(ctx context.Context, c cube.Cubie, s Settings, report func(Event)) (Outcome, error) {
	// A person waits for one cube at a time: 1-2 ms more to answer every
	// cube within 12 moves of solved with a proven shortest solution is
	// well spent.
	opts := solver.Options{MaxLength: s.MaxLength, Timeout: s.Timeout, ShorterThan: s.ShorterThan, ShortSearch: 12}
	if s.ShorterThan > 0 {
		opts.KeepImproving = true
	}
	var note string
	if s.Mode == Optimal {
		opts.Mode = solver.Optimal
		if t.big != nil {
			opts.BigTable, note = t.big.get()
		}
	}
	opts.OnEvent = func(ev solver.Event) {
		out := Event{
			Kind:           EventProgress,
			Phase1Depth:    ev.Phase1Depth,
			Phase2Depth:    ev.Phase2Depth,
			Depth:          ev.Depth,
			DepthDone:      ev.DepthDone,
			DepthETA:       ev.DepthETA,
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
	o := Outcome{Nodes: res.Nodes, Elapsed: res.Elapsed, Stop: res.Stop, Proven: res.Proven}
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
