package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// session runs the work behind the window: loading (or building) the
// tables from the start, and one search at a time. Its state lives on the
// UI goroutine; the loader and the searches run on their own goroutines
// and come back through post (fyne.Do).
type session struct {
	loader  Loader
	solver  Solver // nil until the tables are ready
	loadErr error
	loading search.TableProgress // the latest report while loading

	run *solveRun // the search running or waiting, nil if none

	tables *tablesView
	search *searchView
	sol    *solutionView
	panel  *solvePanel

	// The cube being edited, and whether it can be solved.
	facelets cube.Facelets
	verdict  verdict

	// onIdle, if set, is called on the UI goroutine when a search ends;
	// tests wait on it.
	onIdle func()
	// post runs a function on the UI goroutine, from the table loader's and
	// the search's goroutines: fyne.Do. Fyne's test driver runs fyne.Do at
	// once on the calling goroutine, so tests queue the calls instead and
	// run them on the test goroutine, as the window runs them on its own.
	post func(func())
	// onSolved, if set, is called when a search ends with a verified
	// solution, after it is shown (the -play flag plays it).
	onSolved func()

	// ctx lives as long as the window: the table builds stop with it.
	ctx context.Context
	// canvas shows the offer to build the big table; nil: never offered.
	canvas fyne.Canvas
	// bigAsked is set once the big table has been offered this run;
	// bigDeclined keeps, across runs, that the user said "Not now" (nil:
	// not kept).
	bigAsked    bool
	bigDeclined fyne.Preferences
	// onBigTable, if set, is called on the UI goroutine when a build of
	// the big table ends; tests wait on it.
	onBigTable func(error)
}

// solveRun is one press of Solve.
type solveRun struct {
	start    cube.Facelets
	cubie    cube.Cubie
	settings Settings
	ctx      context.Context
	cancel   context.CancelFunc
	waiting  bool         // for the tables
	last     search.Event // the latest snapshot, always of kind Progress
	best     []cube.Move
	found    bool
}

// loadTables starts the loader; the window stays usable meanwhile.
func (s *session) loadTables(ctx context.Context) {
	s.ctx = ctx
	start := time.Now()
	go func() {
		sv, err := s.loader(ctx, func(p search.TableProgress) {
			s.post(func() { s.tablesProgress(p) })
		})
		s.post(func() { s.tablesLoaded(sv, err, time.Since(start)) })
	}()
}

func (s *session) tablesProgress(p search.TableProgress) {
	if s.solver != nil || s.loadErr != nil {
		return
	}
	s.loading = p
	s.tables.progress(p)
	if s.run != nil && s.run.waiting {
		s.search.waiting(p)
	}
}

func (s *session) tablesLoaded(sv Solver, err error, took time.Duration) {
	if err != nil {
		s.loadErr = err
		s.tables.failed(err)
		if r := s.run; r != nil {
			s.sol.setNote("Cannot search: the tables are missing.", widget.DangerImportance)
			s.end(r, "Cannot search")
		}
		s.updateControls()
		return
	}
	s.solver = sv
	s.tables.ready(took, tablesNoteOf(sv))
	s.updateBigTable()
	s.updateControls()
	if r := s.run; r != nil && r.waiting {
		s.begin(r)
	}
}

// settingsChanged is told of every change of the settings: the first
// choice of optimal mode offers to build the big table, and the button
// that builds it is there only in optimal mode.
func (s *session) settingsChanged(st Settings) {
	if st.Mode == Optimal {
		s.offerBigTable()
	}
	s.updateBigTable()
}

// bigTableOffer is what the user is asked, once a run, before the big
// table, of size bytes, is built.
func bigTableOffer(size int64) string {
	return "Optimal mode is several times faster with its big table: " + megabytes(size) +
		" on disk, built once, in a minute or two. Build it now, in the background?"
}

// offerBigTable asks whether to build the big table if the solver could
// use it and it is not in the cache folder: once a run, and never again
// once the user has said "Not now" (the button along the bottom builds
// it later).
func (s *session) offerBigTable() {
	if s.bigAsked || s.bigDeclined != nil && s.bigDeclined.Bool(prefBigDeclined) {
		return
	}
	s.askBigTable()
}

// askBigTable asks whether to build the big table, if the solver could
// use it and it is not in the cache folder.
func (s *session) askBigTable() {
	if s.canvas == nil || s.solver == nil {
		return
	}
	b := bigTableOf(s.solver)
	if b == nil || !b.BigTableMissing() {
		s.updateBigTable()
		return
	}
	s.bigAsked = true
	showChoice(s.canvas, "Build the big table?", bigTableOffer(b.BigTableBytes()), "Build", "Not now",
		func() { s.buildBigTable(b) }, func() {
			if s.bigDeclined != nil {
				s.bigDeclined.SetBool(prefBigDeclined, true)
			}
		})
}

// updateBigTable offers the button that builds the big table in optimal
// mode while the table is missing.
func (s *session) updateBigTable() {
	var size int64 // 0: no button
	if b := bigTableOf(s.solver); s.panel.settings.Mode == Optimal && b != nil && b.BigTableMissing() {
		size = b.BigTableBytes()
	}
	s.tables.offerBig(size)
}

// buildBigTable builds b on its own goroutine, its progress shown along
// the bottom; editing and solving go on meanwhile (optimal searches with
// the standard tables until it is ready). Closing the window stops it.
func (s *session) buildBigTable(b BigTableBuilder) {
	ctx := s.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	start := time.Now()
	s.tables.offerBig(0)
	s.tables.bigProgress(search.TableProgress{Stage: "starting"})
	go func() {
		err := b.BuildBigTable(ctx, func(p search.TableProgress) {
			s.post(func() { s.tables.bigProgress(p) })
		})
		s.post(func() {
			if err != nil {
				s.tables.bigFailed(err)
			} else {
				s.tables.bigReady(time.Since(start))
			}
			s.updateBigTable()
			if s.onBigTable != nil {
				s.onBigTable(err)
			}
		})
	}()
}

// cubeChanged is told of every edit. A search for a cube that is no longer
// the one shown is cancelled: its answer would not fit.
func (s *session) cubeChanged(f cube.Facelets, v verdict) {
	s.facelets, s.verdict = f, v
	if r := s.run; r != nil && r.start != f {
		s.sol.setNote("The cube was edited, so the search was stopped.", widget.WarningImportance)
		s.end(r, "Search stopped")
	}
	s.sol.cubeChanged(f)
	s.updateControls()
}

// updateControls enables Solve and Cancel as the state allows.
func (s *session) updateControls() {
	blocker := s.verdict.solveBlocker()
	if blocker == "" && s.loadErr != nil {
		blocker = "Cannot solve: the solver's tables are missing."
	}
	s.panel.setState(blocker, s.run != nil)
	s.sol.setSearching(s.run != nil || s.solver == nil)
}

// solve starts a search for the cube shown, or queues it until the tables
// are ready.
func (s *session) solve() {
	if !s.verdict.ok || s.run != nil || s.loadErr != nil {
		return
	}
	r := s.newRun(s.panel.settings)
	s.sol.set(nil, "")
	s.updateControls()
	if s.solver == nil {
		r.waiting = true
		s.search.waiting(s.loading)
		return
	}
	s.begin(r)
}

// solveShorter looks for a solution shorter than the one shown, with the
// standard search improving until the time limit; the one shown stays
// until a shorter one is found.
func (s *session) solveShorter() {
	shown := s.sol.sol
	if s.run != nil || s.solver == nil || shown == nil || s.sol.stale || len(shown.moves) == 0 || !s.verdict.ok {
		return
	}
	st := s.panel.settings
	st.Mode, st.ShorterThan = Standard, len(shown.moves)
	r := s.newRun(st)
	r.best, r.found, r.last.BestLength = shown.moves, true, len(shown.moves)
	s.sol.setNote(fmt.Sprintf("Looking for a solution shorter than %d moves…", len(shown.moves)), widget.MediumImportance)
	s.updateControls()
	s.begin(r)
}

// newRun makes the run of a search of the cube shown with settings st,
// the session's current one.
func (s *session) newRun(st Settings) *solveRun {
	ctx, cancel := context.WithCancel(context.Background())
	s.run = &solveRun{
		start: s.facelets, cubie: s.verdict.cubie, settings: st,
		ctx: ctx, cancel: cancel, last: search.Event{BestLength: -1},
	}
	return s.run
}

// begin runs the search of r on its own goroutine.
func (s *session) begin(r *solveRun) {
	r.waiting = false
	sv := s.solver
	if r.settings.Mode == Optimal {
		s.offerBigTable()
	}
	s.search.event(r.settings.Mode, r.last, r.settings.Timeout)
	opts := r.settings.searchOptions()
	opts.OnEvent = func(ev search.Event) {
		// Checked here, off the UI goroutine; a solution that fails is
		// never shown.
		if ev.Kind == search.Improved && (ev.Solution == nil || !solves(r.cubie, ev.Solution.Moves)) {
			return
		}
		s.post(func() { s.event(r, ev) })
	}
	go func() {
		res, err := sv.Solve(r.ctx, r.cubie, opts)
		if err == nil && !solves(r.cubie, res.Best.Moves) {
			err = fmt.Errorf("the solver returned %q, which does not solve the cube", cube.FormatMoves(res.Best.Moves))
		}
		s.post(func() { s.finished(r, res, err) })
	}()
}

// event shows a snapshot or a better solution of r's search. The last
// event (Finished) is shown as a snapshot: Solve's result says how the
// search ended, this the depths it reached, which the workers add up only
// as they finish, after the last improvement was reported.
func (s *session) event(r *solveRun, ev search.Event) {
	if s.run != r {
		return // a search that has been stopped
	}
	if ev.Kind == search.Improved {
		r.best, r.found = ev.Solution.Moves, true
		s.sol.set(r.shown(ev.Proven, false),
			fmt.Sprintf("Found after %s; still looking for a shorter one…", roundDuration(ev.Elapsed)))
	}
	ev.Kind, ev.Solution = search.Progress, nil
	if ev.BestLength < 0 && r.found {
		ev.BestLength = len(r.best)
	}
	r.last = ev
	s.search.event(r.settings.Mode, ev, r.settings.Timeout)
}

// finished shows how r's search ended: with res.Best if err is nil.
func (s *session) finished(r *solveRun, res search.Result, err error) {
	if s.run != r {
		return
	}
	found := err == nil
	if errors.Is(err, search.ErrNoSolution) {
		err = nil // nothing found in time: said below, not a failure
	}
	if found {
		r.best, r.found = res.Best.Moves, true
	}
	last := r.last
	last.Elapsed, last.Nodes = res.Elapsed, max(res.Nodes, last.Nodes)
	last.NodesPerSecond = 0 // the average over the whole search, from the two above
	last.Proven = found && res.Proven
	if r.found {
		last.BestLength = len(r.best)
	}
	r.last = last
	switch {
	case err != nil:
		s.sol.setNote("The search failed: "+err.Error(), widget.DangerImportance)
		s.end(r, "Search failed")
	case !r.found:
		s.sol.setNote(fmt.Sprintf("No solution was found (%s). Try a longer time limit or a longer target.", res.Stop), widget.WarningImportance)
		s.end(r, "No solution")
	case r.settings.ShorterThan > 0 && !found:
		why := "in the time limit"
		if res.Stop != search.TimeLimit {
			why = fmt.Sprintf("(the search stopped: %s)", res.Stop)
		}
		s.sol.setNote(fmt.Sprintf("No solution shorter than %d moves was found %s. Optimal mode finds the shortest there is.",
			r.settings.ShorterThan, why), widget.MediumImportance)
		s.end(r, "Search finished")
	default:
		note := fmt.Sprintf("Verified: it solves the cube. Found after %s; the search stopped after %s: %s.",
			roundDuration(res.Best.Found), roundDuration(res.Elapsed), res.Stop)
		if res.Stop == search.TargetReached {
			note = fmt.Sprintf("Verified: it solves the cube. Found in %s.", roundDuration(res.Elapsed))
		}
		switch {
		case res.Proven:
			note = fmt.Sprintf("Verified, and proven shortest. Found in %s.", roundDuration(res.Elapsed))
		case r.settings.Mode == Optimal && last.Depth > 0:
			// Every depth below the one being searched was searched in
			// full, which is worth saying even without a proof.
			note += fmt.Sprintf(" Not proven shortest: no solution has fewer than %d moves, and %d was still being searched.", last.Depth, last.Depth)
		case r.settings.Mode == Optimal:
			note += " Not proven shortest."
		}
		if res.Note != "" {
			note += "\n" + res.Note
		}
		s.sol.set(r.shown(res.Proven, true), note)
		s.end(r, "Search finished")
		if s.onSolved != nil {
			s.onSolved()
		}
	}
}

// shown is r's best solution so far, to be shown; proven says it is known
// to be shortest, done that the search has ended.
func (r *solveRun) shown(proven, done bool) *shownSolution {
	optimal := r.settings.Mode == Optimal && !proven
	return &shownSolution{start: r.start, moves: r.best, proven: proven,
		bestSoFar: optimal && !done, unproven: optimal && done}
}

// cancelRun stops the search; the best solution found so far stays.
func (s *session) cancelRun() {
	r := s.run
	if r == nil {
		return
	}
	if r.found {
		// The search has ended: an optimal one no longer "best so far".
		s.sol.set(r.shown(false, true), "Cancelled: this is the best solution found until then (verified).")
	} else {
		s.sol.setNote("Cancelled before any solution was found.", widget.MediumImportance)
	}
	s.end(r, "Cancelled")
}

// end closes r: the search stops, the search view says title and the
// controls are enabled again.
func (s *session) end(r *solveRun, title string) {
	if s.run != r {
		return
	}
	r.cancel()
	s.run = nil
	if r.waiting {
		s.search.idle()
		s.search.title.SetText(title)
	} else {
		s.search.finished(title, r.settings.Mode, r.last)
	}
	s.sol.cubeChanged(s.facelets)
	s.updateControls()
	if s.onIdle != nil {
		s.onIdle()
	}
}
