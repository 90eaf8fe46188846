package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
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

	tables *solvepanel.TablesView
	search *solvepanel.SearchView
	sol    *solvepanel.SolutionView
	panel  *solvepanel.SolvePanel

	// The cube being edited, and whether it can be solved; the puzzle, and
	// the target described for it with its verdict.
	facelets      cube.Facelets
	verdict       puzzle.Verdict
	puzzle        puzzle.Puzzle
	target        cube.Facelets
	targetVerdict puzzle.Verdict

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
	// onReady, if set, is handed the verified solution a search ended
	// with (by itself or cancelled), so that the player holds it, ready
	// to play.
	onReady func(start cube.Facelets, moves []cube.Move, what string)

	// ctx lives as long as the window: the table builds stop with it.
	ctx context.Context
	// canvas shows the offer to build the optimal table; nil: never
	// offered.
	canvas fyne.Canvas
	// tableAsked is set once the optimal table has been offered this run;
	// tableDeclined keeps, across runs, that the user said "Not now" (nil:
	// not kept).
	tableAsked    bool
	tableDeclined fyne.Preferences
	// mode is the mode of the settings as last told (settingsChanged).
	mode Mode
	// chosenTable is the optimal table's size last handed to the solver
	// (ChooseOptimalTable), "" before; building is the one being built,
	// "" if none.
	chosenTable string
	building    string
	// now, if set, is the clock the tables' progress is shown by (tests
	// set one of their own); time.Now otherwise.
	now func() time.Time
	// onTableBuilt, if set, is called on the UI goroutine when a build of
	// an optimal table ends; tests wait on it.
	onTableBuilt func(error)
}

// solveRun is one press of Solve.
type solveRun struct {
	start  cube.Facelets
	cubie  cube.Cubie
	puzzle puzzle.Puzzle
	// to is the target (nil: the solved cube), and toCubie its pieces.
	to       *cube.Facelets
	toCubie  cube.Cubie
	pocket   pocket.Cube // the pocket cube, and its target
	toPocket pocket.Cube
	settings solvepanel.Settings
	ctx      context.Context
	cancel   context.CancelFunc
	waiting  bool         // for the tables
	last     search.Event // the latest snapshot, always of kind Progress
	best     []cube.Move
	found    bool
}

// progressEvery is how often the tables' progress is shown while they
// are prepared.
const progressEvery = 500 * time.Millisecond

// loadTables starts the loader; the window stays usable meanwhile.
func (s *session) loadTables(ctx context.Context) {
	s.ctx = ctx
	start := time.Now()
	go func() {
		var shown time.Time
		var stage search.Stage
		sv, err := s.loader(ctx, func(p search.TableProgress) {
			// Twice a second, and at each new stage: each report redraws
			// the window, which with a software renderer took a quarter of
			// a core from the build on a busy machine.
			if now := s.clock(); now.Sub(shown) >= progressEvery || p.Stage != stage || p.Done {
				shown, stage = now, p.Stage
				s.post(func() { s.tablesProgress(p) })
			}
		})
		s.post(func() { s.tablesLoaded(sv, err, time.Since(start)) })
	}()
}

func (s *session) tablesProgress(p search.TableProgress) {
	if s.solver != nil || s.loadErr != nil {
		return
	}
	s.loading = p
	s.tables.Progress(p)
	if s.run != nil && s.run.waiting {
		s.search.Waiting(p)
	}
}

func (s *session) tablesLoaded(sv Solver, err error, took time.Duration) {
	if err != nil {
		s.loadErr = err
		s.tables.Failed(err)
		if r := s.run; r != nil {
			s.sol.SetNote("Cannot search: the tables are missing.", widget.DangerImportance)
			s.end(r, "Cannot search")
		}
		s.updateControls()
		return
	}
	s.solver = sv
	s.tables.Ready(took, tablesNoteOf(sv))
	s.chooseTable()
	s.updateControls()
	if r := s.run; r != nil && r.waiting {
		s.begin(r)
	}
}

// settingsChanged is told of every change of the settings: a size of the
// optimal table picked is handed to the solver, and a choice of optimal
// mode offers to build the table chosen (the first time).
func (s *session) settingsChanged(st solvepanel.Settings) {
	s.chooseTable()
	if st.Mode == Optimal && s.mode != Optimal {
		s.offerTable()
	}
	s.mode = st.Mode
	s.updateControls() // solving to the target or not changes what Solve needs
}

// chooseTable hands the solver the optimal table's size chosen, if it is
// not the one handed last, and shows where the sizes stand. A size the
// solver does not know falls back to the default one.
func (s *session) chooseTable() {
	ot := optimalTablesOf(s.solver)
	if ot == nil {
		s.updateTables()
		return
	}
	name := s.panel.Settings.OptimalTable
	if name != s.chosenTable {
		if err := ot.ChooseOptimalTable(name); err != nil && name != solvepanel.DefaultOptimalTable {
			s.panel.Change(func(st *solvepanel.Settings) { st.OptimalTable = solvepanel.DefaultOptimalTable }) // calls back here
			return
		}
		s.chosenTable = name
	}
	s.updateTables()
}

// updateTables shows in the solve panel where the optimal table's sizes
// stand.
func (s *session) updateTables() {
	if s.solver == nil {
		return
	}
	var list []search.OptimalTable
	if ot := optimalTablesOf(s.solver); ot != nil {
		list = ot.OptimalTables()
	}
	s.panel.SetTables(list, s.building)
}

// chosenTableState returns the solver's optimal tables and the chosen
// size as they stand, or false if the solver has none or does not list
// it.
func (s *session) chosenTableState() (OptimalTables, search.OptimalTable, bool) {
	ot := optimalTablesOf(s.solver)
	if ot == nil {
		return nil, search.OptimalTable{}, false
	}
	for _, x := range ot.OptimalTables() {
		if x.Name == s.chosenTable {
			return ot, x, true
		}
	}
	return nil, search.OptimalTable{}, false
}

// offerTable asks whether to build the optimal table chosen if it is not
// built: once a run, and never again once the user has said "Not now"
// (the Build button under the Table list builds it later).
func (s *session) offerTable() {
	if s.tableAsked || s.tableDeclined != nil && s.tableDeclined.Bool(prefTableDeclined) {
		return
	}
	if s.canvas == nil || s.building != "" {
		return
	}
	_, x, ok := s.chosenTableState()
	if !ok || x.Built || x.Building {
		return
	}
	s.tableAsked = true
	widgets.ShowChoice(s.canvas, "Build the optimal table "+x.Name+"?", solvepanel.TableOffer(x), "Build", "Not now",
		s.buildTable, func() {
			if s.tableDeclined != nil {
				s.tableDeclined.SetBool(prefTableDeclined, true)
			}
		})
}

// buildTable builds the optimal table chosen on its own goroutine, its
// progress shown under the cubes; editing and solving go on meanwhile
// (optimal searches with the least table until it is ready). One is
// built at a time. Closing the window stops it.
func (s *session) buildTable() {
	ot, x, ok := s.chosenTableState()
	if !ok || x.Built || x.Building || s.building != "" {
		s.updateTables()
		return
	}
	ctx := s.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	start := time.Now()
	s.building = x.Name
	s.tables.OptimalStarted(x)
	s.updateTables()
	go func() {
		err := ot.BuildOptimalTable(ctx, func(p search.TableProgress) {
			s.post(func() { s.tables.OptimalProgress(x, p) })
		})
		s.post(func() {
			s.building = ""
			if err != nil {
				s.tables.OptimalFailed(x.Name, err)
			} else {
				s.tables.OptimalReady(x.Name, time.Since(start), s.chosenTable == x.Name)
			}
			s.updateTables()
			if s.onTableBuilt != nil {
				s.onTableBuilt(err)
			}
		})
	}()
}

// setTarget is told, before cubeChanged, of the puzzle and its target as
// they stand after an edit. A search of another puzzle, or to a target
// that has changed, is stopped as cubeChanged stops one of an edited cube.
func (s *session) setTarget(p puzzle.Puzzle, target cube.Facelets, v puzzle.Verdict) {
	if p != s.puzzle {
		s.sol.Set(nil, "") // a solution of the other puzzle
	}
	s.puzzle, s.target, s.targetVerdict = p, target, v
	s.panel.SetPuzzle(p)
	if r := s.run; r != nil && (r.puzzle != p || r.to != nil && *r.to != target) {
		s.sol.SetNote("The puzzle or the target changed, so the search was stopped.", widget.WarningImportance)
		s.end(r, "Search stopped")
	}
}

// blocker says why Solve is disabled for the cube and target as they
// stand, "" if it is not.
func (s *session) blocker() string {
	if b := s.verdict.SolveBlocker(); b != "" {
		return b
	}
	if s.panel.Settings.ToTarget && !s.targetVerdict.OK {
		return "The target is not a real cube: " + words.LowerFirst(s.targetVerdict.Gist) + ". Edit it under Target."
	}
	if s.puzzle == puzzle.Cube2 && s.solver != nil {
		if _, ok := s.solver.(PocketSolver); !ok {
			return "This solver cannot solve the 2x2x2."
		}
	}
	return ""
}

// cubeChanged is told of every edit. A search for a cube that is no longer
// the one shown is cancelled: its answer would not fit.
func (s *session) cubeChanged(f cube.Facelets, v puzzle.Verdict) {
	s.facelets, s.verdict = f, v
	if r := s.run; r != nil && r.start != f {
		s.sol.SetNote("The cube was edited, so the search was stopped.", widget.WarningImportance)
		s.end(r, "Search stopped")
	}
	s.sol.CubeChanged(f)
	s.updateControls()
}

// updateControls enables Solve and Cancel as the state allows.
func (s *session) updateControls() {
	blocker := s.blocker()
	if blocker == "" && s.loadErr != nil {
		blocker = "Cannot solve: the solver's tables are missing."
	}
	s.panel.SetState(blocker, s.run != nil)
	s.sol.SetSearching(s.run != nil || s.solver == nil)
}

// solve starts a search for the cube shown, or queues it until the tables
// are ready.
func (s *session) solve() {
	if s.blocker() != "" || s.run != nil || s.loadErr != nil {
		return
	}
	r := s.newRun(s.panel.Settings)
	s.sol.Set(nil, "")
	s.updateControls()
	if s.solver == nil {
		r.waiting = true
		s.search.Waiting(s.loading)
		return
	}
	s.begin(r)
}

// solveShorter looks for a solution shorter than the one shown, with the
// standard search improving until the time limit; the one shown stays
// until a shorter one is found.
func (s *session) solveShorter() {
	shown := s.sol.Sol
	if s.run != nil || s.solver == nil || shown == nil || s.sol.Stale || len(shown.Moves) == 0 || s.blocker() != "" || s.puzzle == puzzle.Cube2 {
		return
	}
	st := s.panel.Settings
	st.Mode, st.ShorterThan = Standard, len(shown.Moves)
	r := s.newRun(st)
	r.best, r.found, r.last.BestLength = shown.Moves, true, len(shown.Moves)
	s.sol.SetNote(fmt.Sprintf("Looking for a solution shorter than %d moves…", len(shown.Moves)), widget.MediumImportance)
	s.updateControls()
	s.begin(r)
}

// newRun makes the run of a search of the cube shown with settings st,
// the session's current one.
func (s *session) newRun(st solvepanel.Settings) *solveRun {
	ctx, cancel := context.WithCancel(context.Background())
	r := &solveRun{
		start: s.facelets, cubie: s.verdict.Cubie, puzzle: s.puzzle, settings: st,
		pocket: s.verdict.Pocket, toPocket: pocket.Solved(),
		ctx: ctx, cancel: cancel, last: search.Event{BestLength: -1},
	}
	if st.ToTarget {
		to := s.target
		r.to, r.toCubie, r.toPocket = &to, s.targetVerdict.Cubie, s.targetVerdict.Pocket
	}
	s.run = r
	return r
}

// begin runs the search of r on its own goroutine.
func (s *session) begin(r *solveRun) {
	r.waiting = false
	sv := s.solver
	if r.puzzle == puzzle.Cube2 {
		s.beginPocket(r)
		return
	}
	if r.settings.Mode == Optimal {
		s.offerTable()
	}
	s.search.Event(r.settings.Mode, r.last, r.settings.Limit())
	opts := r.settings.SearchOptions()
	if r.to != nil {
		opts.To = &r.toCubie
	}
	opts.OnEvent = func(ev search.Event) {
		// Checked here, off the UI goroutine; a solution that fails is
		// never shown.
		if ev.Kind == search.Improved && (ev.Solution == nil || !r.solvedBy(ev.Solution.Moves)) {
			return
		}
		s.post(func() { s.event(r, ev) })
	}
	go func() {
		res, err := sv.Solve(r.ctx, r.cubie, opts)
		if err == nil && !r.solvedBy(res.Best.Moves) {
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
		s.sol.Set(r.shown(ev.Proven, false),
			fmt.Sprintf("Found after %s; still looking for a shorter one…", solvepanel.RoundDuration(ev.Elapsed)))
	}
	ev.Kind, ev.Solution = search.Progress, nil
	if ev.BestLength < 0 && r.found {
		ev.BestLength = len(r.best)
	}
	r.last = ev
	s.search.Event(r.settings.Mode, ev, r.settings.Limit())
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
		s.sol.SetNote("The search failed: "+err.Error(), widget.DangerImportance)
		s.end(r, "Search failed")
	case !r.found:
		s.sol.SetNote(fmt.Sprintf("No solution was found (%s). Try a longer time limit or a longer target.", res.Stop), widget.WarningImportance)
		s.end(r, "No solution")
	case r.settings.ShorterThan > 0 && !found:
		why := "in the time limit"
		if res.Stop != search.TimeLimit {
			why = fmt.Sprintf("(the search stopped: %s)", res.Stop)
		}
		s.sol.SetNote(fmt.Sprintf("No solution shorter than %d moves was found %s. Optimal mode finds the shortest there is.",
			r.settings.ShorterThan, why), widget.MediumImportance)
		s.end(r, "Search finished")
	default:
		note := fmt.Sprintf("Verified: %s. Found after %s; the search stopped after %s: %s.",
			r.does(), solvepanel.RoundDuration(res.Best.Found), solvepanel.RoundDuration(res.Elapsed), res.Stop)
		if res.Stop == search.TargetReached {
			note = fmt.Sprintf("Verified: %s. Found in %s.", r.does(), solvepanel.RoundDuration(res.Elapsed))
		}
		switch {
		case res.Proven && r.puzzle == puzzle.Cube2:
			note = fmt.Sprintf("Verified: %s. The shortest in %s, from the distance of every position.",
				r.does(), solvepanel.MetricLabels[r.settings.Metric])
		case res.Proven:
			// The proof, not the finding, is what took the time.
			note = "Verified, and proven shortest in " + solvepanel.RoundDuration(res.Elapsed)
			if res.Best.Found < res.Elapsed/2 {
				note += "; found after " + solvepanel.RoundDuration(res.Best.Found)
			}
			note += "."
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
		s.sol.Set(r.shown(res.Proven, true), note)
		s.end(r, "Search finished")
		if r.puzzle == puzzle.Cube2 {
			s.search.Stats.SetText(pocketStats(r.best, r.settings.Metric, res.Elapsed))
		}
		s.ready(r)
		if s.onSolved != nil {
			s.onSolved()
		}
	}
}

// shown is r's best solution so far, to be shown; proven says it is known
// to be shortest, done that the search has ended.
func (r *solveRun) shown(proven, done bool) *solvepanel.ShownSolution {
	optimal := r.settings.Mode == Optimal && !proven && r.puzzle == puzzle.Cube3
	sol := &solvepanel.ShownSolution{Start: r.start, Moves: r.best, Proven: proven,
		BestSoFar: optimal && !done, Unproven: optimal && done, ToTarget: r.to != nil, Puzzle: r.puzzle}
	if r.puzzle == puzzle.Cube2 {
		sol.Metric = r.settings.Metric
	}
	return sol
}

// cancelRun stops the search; the best solution found so far stays.
func (s *session) cancelRun() {
	r := s.run
	if r == nil {
		return
	}
	if r.found {
		// The search has ended: an optimal one no longer "best so far".
		note := "Cancelled: this is the best solution found until then (verified)."
		if r.settings.Mode == Optimal && r.last.Depth > 0 {
			// How far the proof got, as when the time runs out.
			note += fmt.Sprintf(" Not proven shortest: no solution has fewer than %d moves.", r.last.Depth)
		}
		s.sol.Set(r.shown(false, true), note)
	} else {
		s.sol.SetNote("Cancelled before any solution was found.", widget.MediumImportance)
	}
	s.end(r, "Cancelled")
	if r.found {
		s.ready(r)
	}
}

// ready hands r's solution to the player, unless the cube has been
// edited since the search began.
func (s *session) ready(r *solveRun) {
	if s.onReady != nil && r.start == s.facelets {
		s.onReady(r.start, r.best, r.shown(false, true).What())
	}
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
		s.search.Idle()
		s.search.Title.SetText(title)
	} else {
		s.search.Finished(title, r.settings.Mode, r.last)
	}
	s.sol.CubeChanged(s.facelets)
	s.updateControls()
	if s.onIdle != nil {
		s.onIdle()
	}
}

// solvedBy reports whether moves take r's cube where it is going: to its
// target, or solved.
func (r *solveRun) solvedBy(moves []cube.Move) bool {
	switch {
	case r.puzzle == puzzle.Cube2:
		return reachesPocket(r.pocket, r.toPocket, moves)
	case r.to != nil:
		return reaches(r.cubie, r.toCubie, moves)
	}
	return solves(r.cubie, moves)
}

// beginPocket solves r's pocket cube on its own goroutine: a walk down the
// distance table, at once, but the table may still be loading.
func (s *session) beginPocket(r *solveRun) {
	ps, ok := s.solver.(PocketSolver)
	if !ok {
		s.finished(r, search.Result{}, errors.New("this solver cannot solve the 2x2x2"))
		return
	}
	s.search.Event(r.settings.Mode, r.last, r.settings.Limit())
	go func() {
		res, err := ps.SolvePocket(r.ctx, r.pocket, r.toPocket, r.settings.Metric)
		if err == nil && !r.solvedBy(res.Best.Moves) {
			err = fmt.Errorf("the solver returned %q, which does not solve the cube", cube.FormatMoves(res.Best.Moves))
		}
		s.post(func() { s.finished(r, res, err) })
	}()
}

// does says what r's solutions do: "it solves the cube", or take it to
// the target.
func (r *solveRun) does() string {
	if r.to != nil {
		return "it takes the cube to the target"
	}
	return "it solves the cube"
}

// pocketStats says how a pocket cube was solved: no search, a walk down
// the table of every position's distance.
func pocketStats(moves []cube.Move, m search.Metric, took time.Duration) string {
	length := fmt.Sprintf("%d moves", len(moves))
	if m == search.QTM {
		length = fmt.Sprintf("%d quarter turns", cube.QTM(moves))
	}
	return fmt.Sprintf("Shortest: %s, proven\nfrom the distances of all 3,674,160 positions · %s", length, solvepanel.RoundDuration(took))
}

// clock is the time now, by the session's clock.
func (s *session) clock() time.Time {
	if s.now != nil {
		return s.now()
	}
	return time.Now()
}
