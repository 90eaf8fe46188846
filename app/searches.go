package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/search"
)

// The searches: one at a time, started by Solve (or queued until the
// tables are ready), its events shown as they come, every solution
// verified before it is shown.

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
	// scramble, if not nil, makes the cube from solved: no answer is
	// longer (search.Options.Scramble).
	scramble []cube.Move
	waiting  bool         // for the tables
	last     search.Event // the latest snapshot, always of kind Progress
	best     []cube.Move
	found    bool
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

// solveShorter looks for a solution shorter than the one shown, in the
// mode chosen: the standard search improving until the time limit, or
// the optimal search, which goes on with the proof from where the search
// that found the solution shown stopped, until it finds the shortest or
// shows that none is shorter. The one shown stays until a shorter one is
// found.
func (s *session) solveShorter() {
	shown := s.sol.Sol
	if s.run != nil || s.solver == nil || shown == nil || s.sol.Stale || len(shown.Moves) == 0 || s.blocker() != "" || s.puzzle == puzzle.Cube2 {
		return
	}
	st := s.panel.Settings
	st.ShorterThan = len(shown.Moves)
	if st.Mode == Optimal {
		st.FromDepth = shown.NoneShorter
	}
	r := s.newRun(st)
	r.best, r.found, r.last.BestLength = shown.Moves, true, len(shown.Moves)
	r.last = r.goneOn(r.last)
	note := "Looking for a solution shorter than " + solvepanel.MovesCount(len(shown.Moves)) + "…"
	if st.Mode == Optimal {
		note = "Looking for a solution shorter than " + solvepanel.MovesCount(len(shown.Moves)) + ", or the proof that there is none…"
	}
	s.goingOn(r, note)
	s.updateControls()
	s.begin(r)
}

// goingOn shows, as r's search begins, the note on what it does; an
// optimal search that goes on from a solution found before (Find a
// shorter one, or the search an edit stopped taken up again) shows that
// solution as its best so far, as the search that found it did while it
// ran: it read "not proven shortest", as that search had left it, while
// the proof went on.
func (s *session) goingOn(r *solveRun, note string) {
	if r.found && r.settings.Mode == Optimal {
		s.sol.Set(r.shown(false, false), note)
		return
	}
	s.sol.SetNote(note, widget.MediumImportance)
}

// newRun makes the run of a search of the cube shown with settings st,
// the session's current one.
func (s *session) newRun(st solvepanel.Settings) *solveRun {
	ctx, cancel := context.WithCancel(context.Background())
	r := &solveRun{
		// A cube that is no real cube is searched only when its pieces
		// reach the target (see blocker).
		start: s.facelets, cubie: s.verdict.Cubie, puzzle: s.puzzle, settings: st,
		pocket: s.verdict.Pocket, toPocket: pocket.Solved(),
		ctx: ctx, cancel: cancel, last: search.Event{BestLength: -1},
	}
	if st.ToTarget {
		to := s.target
		r.to, r.toCubie, r.toPocket = &to, s.targetVerdict.Cubie, s.targetVerdict.Pocket
	} else if s.scrambleOf != nil && s.puzzle == puzzle.Cube3 && st.ShorterThan == 0 {
		r.scramble = s.scrambleOf(s.facelets)
	}
	s.run = r
	s.editStopped = nil // another search: the one an edit stopped is not taken up again
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
		s.optimal.offerTable()
	}
	s.search.Event(r.settings.Mode, r.last, r.settings.Limit())
	opts := r.settings.SearchOptions()
	if r.to != nil {
		opts.To = &r.toCubie
	}
	opts.Scramble = r.scramble
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
	// An optimal search for a shorter solution than the one shown starts
	// over: the first it finds may be no shorter, and is not shown.
	if ev.Kind == search.Improved && (!r.found || len(ev.Solution.Moves) < len(r.best)) {
		r.best, r.found = ev.Solution.Moves, true
		s.sol.Set(r.shown(ev.Proven, false),
			fmt.Sprintf("Found after %s; still looking for a shorter one…", solvepanel.RoundDuration(ev.Elapsed)))
		// The player holds this one now, as Play would play it, so that
		// Space does not play a longer one meanwhile: the one shown
		// before, looking for a shorter one, or the last search's
		// (standard, then optimal).
		s.ready(r)
	}
	ev.Kind, ev.Solution = search.Progress, nil
	if r.found && (ev.BestLength < 0 || ev.BestLength > len(r.best)) {
		ev.BestLength = len(r.best)
	}
	ev = r.goneOn(ev)
	r.last = ev
	s.search.Event(r.settings.Mode, ev, r.settings.Limit())
}

// finished shows how r's search ended: with res.Best if err is nil.
func (s *session) finished(r *solveRun, res search.Result, err error) {
	if s.run != r {
		return
	}
	found := err == nil
	// The time the optimal table took to load, the first time, is told
	// apart: the search's own time is what a proof costs.
	load := res.TableLoad
	res.Elapsed -= load
	res.Best.Found = max(0, res.Best.Found-load)
	loadNote := ""
	switch {
	case r.last.LoadingTable && res.Stop == search.TimeLimit:
		// Cut short, the table is not kept: the next search loads it
		// again, from the start.
		loadNote = fmt.Sprintf(" The time limit ended while the optimal table was still loading (%s): give the first optimal search a longer time limit; once loaded, the table is kept for the next ones.",
			solvepanel.RoundDuration(load))
	case load >= time.Millisecond:
		loadNote = fmt.Sprintf(" Loading the optimal table took %s first.", solvepanel.RoundDuration(load))
	}
	// An optimal search for a shorter solution that finds none and ends
	// exhausted has shown there is none: the one shown is the shortest.
	noneShorter := r.settings.Mode == Optimal && r.settings.ShorterThan > 0 && r.found &&
		errors.Is(err, search.ErrNoSolution) && res.Stop == search.Exhausted
	if errors.Is(err, search.ErrNoSolution) {
		err = nil // nothing found in time: said below, not a failure
	}
	// The search's answer replaces the solution shown unless it is longer,
	// or as long and no more (an optimal search for a shorter one than
	// the one shown starts over, and may end on one no shorter).
	n := len(res.Best.Moves)
	if found && (!r.found || n < len(r.best) || n == len(r.best) && (res.Proven || r.settings.ShorterThan == 0)) {
		r.best, r.found = res.Best.Moves, true
	}
	proven := found && res.Proven && n == len(r.best) || noneShorter
	// Every depth below the solution shown searched in full is its proof,
	// though the search, its time up as the last of them ended, stopped
	// before it could say so.
	if r.found && r.settings.Mode == Optimal && r.puzzle == puzzle.Cube3 && solvepanel.SearchedInFull(r.last)+1 >= len(r.best) {
		proven = true
	}
	shorter := r.settings.ShorterThan == 0 || r.found && len(r.best) < r.settings.ShorterThan
	last := r.last
	last.Elapsed, last.Nodes, last.TableLoad, last.LoadingTable = res.Elapsed, max(res.Nodes, last.Nodes), 0, false
	last.NodesPerSecond = 0 // the average over the whole search, from the two above
	last.Proven = proven
	if r.found {
		last.BestLength = len(r.best)
	}
	r.last = last
	switch {
	case err != nil:
		s.sol.SetNote("The search failed: "+err.Error(), widget.DangerImportance)
		s.end(r, "Search failed")
	case !r.found:
		s.sol.SetNote(fmt.Sprintf("No solution was found (%s). Try a longer time limit or a longer target.%s", stopWords(res.Stop), loadNote), widget.WarningImportance)
		s.end(r, "No solution")
	case !shorter && !proven:
		why := "in the time limit"
		if res.Stop != search.TimeLimit {
			why = fmt.Sprintf("(the search stopped: %s)", stopWords(res.Stop))
		}
		note := fmt.Sprintf("No solution shorter than %s was found %s.", solvepanel.MovesCount(r.settings.ShorterThan), why)
		if r.settings.Mode != Optimal {
			tail := " Optimal mode finds the shortest there is."
			if shown := s.sol.Sol; shown != nil && shown.NoneShorter > 0 {
				// What an optimal search showed of this solution stays
				// true, and optimal mode goes on from it: said, not lost.
				tail = fmt.Sprintf(" The optimal search showed that none has fewer than %s; optimal mode goes on with its proof.",
					solvepanel.MovesCount(shown.NoneShorter))
			}
			s.sol.SetNote(note+tail, widget.MediumImportance)
			s.end(r, "Search finished")
			break
		}
		note += r.proofSoFar()
		if d := r.last.Depth; res.Stop == search.TimeLimit && d == r.settings.FromDepth && solvepanel.SearchedInFull(r.last) < d {
			// A depth begun again starts over: the next search would
			// stop where this one did.
			note = fmt.Sprintf("No solution shorter than %s was found: none has fewer than %d, and the time ran out in depth %d, %.0f%% of it searched. A depth begun again starts over: a longer time limit lets the proof go on.",
				solvepanel.MovesCount(r.settings.ShorterThan), d, d, 100*min(r.last.DepthDone, 0.99))
		}
		note += loadNote
		// The solution shown, with how far its proof has got now, for
		// the next search to go on from.
		s.sol.Set(r.shown(false, true), note)
		s.end(r, "Search finished")
	default:
		note := fmt.Sprintf("Verified: %s. Found after %s; the search stopped after %s: %s.",
			r.does(), solvepanel.RoundDuration(res.Best.Found), solvepanel.RoundDuration(res.Elapsed), stopWords(res.Stop))
		if res.Stop == search.TargetReached {
			note = fmt.Sprintf("Verified: %s. Found in %s.", r.does(), solvepanel.RoundDuration(res.Elapsed))
		}
		if res.Undone {
			note = fmt.Sprintf("Verified: %s. It undoes the moves that scrambled the cube: shorter than what the search found in %s.",
				r.does(), solvepanel.RoundDuration(res.Elapsed))
		}
		switch {
		case noneShorter:
			note = fmt.Sprintf("Verified, and proven shortest: no solution has fewer than %s, as the search went on to show in %s.",
				solvepanel.MovesCount(len(r.best)), solvepanel.RoundDuration(res.Elapsed))
		case proven && r.puzzle == puzzle.Cube2:
			note = fmt.Sprintf("Verified: %s. The shortest in %s, from the distance of every position.",
				r.does(), solvepanel.MetricLabels[r.settings.Metric])
		case proven:
			// The proof, not the finding, is what took the time.
			note = "Verified, and proven shortest in " + solvepanel.RoundDuration(res.Elapsed)
			if res.Best.Found < res.Elapsed/2 {
				note += "; found after " + solvepanel.RoundDuration(res.Best.Found)
			}
			note += "."
		case r.settings.Mode == Optimal:
			note += r.proofSoFar()
		}
		imp := widget.MediumImportance
		if over := r.overLength(res, proven); over != "" {
			note, imp = over, widget.WarningImportance
		}
		note += loadNote
		if res.Note != "" {
			note += "\n" + res.Note
		}
		s.sol.Set(r.shown(proven, true), "")
		s.sol.SetNote(note, imp)
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

// overLength says, of a standard search's answer longer than the Length
// asked, why: none that short exists (proven), or none was found before
// the search stopped, and what would find one. Said plainly, since the
// length line alone does not show that the Length was missed. "" if the
// answer is no longer than asked (or was not asked a Length).
func (r *solveRun) overLength(res search.Result, proven bool) string {
	n, asked := len(r.best), r.settings.MaxLength
	if r.settings.Mode != Standard || r.puzzle != puzzle.Cube3 || r.settings.ShorterThan > 0 || n <= asked {
		return ""
	}
	if proven {
		return fmt.Sprintf("Verified, and proven shortest: no solution of %s or fewer exists.", solvepanel.MovesCount(asked))
	}
	within := "within " + solvepanel.RoundDuration(r.settings.Limit())
	if res.Stop != search.TimeLimit {
		within = "before the search stopped"
	}
	return fmt.Sprintf("Verified, but %s: none of %s or fewer was found %s. Raise the time limit, or use Optimal.",
		solvepanel.MovesCount(n), solvepanel.MovesCount(asked), within)
}

// stopWords says why a search stopped in a cuber's words, where
// StopReason's are a programmer's ("search exhausted"). A search that
// proved its answer shortest is said so apart; an exhausted one that did
// not has only run out of places to look, which proves nothing.
func stopWords(stop search.StopReason) string {
	switch stop {
	case search.TargetReached:
		return "it found one within the Length asked"
	case search.TimeLimit:
		return "the time limit"
	case search.Cancelled:
		return "cancelled"
	}
	return "it had nowhere left to look"
}

// goneOn is ev, a snapshot of r's search, as far as the proof has got:
// a search that goes on from an earlier one's proof (Settings.FromDepth)
// has the depth before it done until it begins one.
func (r *solveRun) goneOn(ev search.Event) search.Event {
	if d := r.settings.FromDepth - 1; r.settings.Mode == Optimal && d > 0 && ev.Depth < d {
		ev.Depth, ev.DepthDone, ev.DepthETA = d, 1, 0
	}
	return ev
}

// proofSoFar says, after a sentence, how far the proof of r's optimal
// search got when it stopped without one.
// Every depth up to the last one finished was searched in full (or ruled
// out by the table), which is worth saying even without a proof.
func (r *solveRun) proofSoFar() string {
	d, full := r.last.Depth, solvepanel.SearchedInFull(r.last)
	switch {
	case d <= 0:
		return " Not proven shortest."
	case full == d:
		// Stopped while the next depth was prepared.
		return fmt.Sprintf(" Not proven shortest: no solution has fewer than %s (depth %d was searched in full; %d was not begun).", solvepanel.MovesCount(d+1), d, d+1)
	}
	return fmt.Sprintf(" Not proven shortest: no solution has fewer than %s, and depth %d was still being searched.", solvepanel.MovesCount(d), d)
}

// shown is r's best solution so far, to be shown; proven says it is known
// to be shortest, done that the search has ended.
func (r *solveRun) shown(proven, done bool) *solvepanel.ShownSolution {
	optimal := r.settings.Mode == Optimal && !proven && r.puzzle == puzzle.Cube3
	sol := &solvepanel.ShownSolution{Start: r.start, Dest: r.dest(), Moves: r.best, Proven: proven,
		BestSoFar: optimal && !done, Unproven: optimal && done, ToTarget: r.to != nil, Puzzle: r.puzzle}
	if full := solvepanel.SearchedInFull(r.last); optimal && full > 0 {
		sol.NoneShorter = full + 1
	}
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
	s.stopRun(r, "Cancelled", "Cancelled")
	if r.found {
		s.ready(r)
	}
}

// stopRun stops r for the cube it was started on, which has not changed:
// the best solution found so far stays, no longer "best so far". The note
// begins with why ("Cancelled"), the search view's title says title.
func (s *session) stopRun(r *solveRun, why, title string) {
	if r.found {
		// The search has ended: an optimal one no longer "best so far".
		note := why + ": this is the best solution found until then (verified)."
		if r.settings.Mode == Optimal {
			note += r.proofSoFar() // as when the time runs out
		} else if n, asked := len(r.best), r.settings.MaxLength; r.puzzle == puzzle.Cube3 && r.settings.ShorterThan == 0 && n > asked {
			// The length line alone does not show that the Length was
			// missed (see overLength).
			note = fmt.Sprintf("%s: this is the best solution found until then (verified), %s: none of %s or fewer was found before.",
				why, solvepanel.MovesCount(n), solvepanel.MovesCount(asked))
		}
		s.sol.Set(r.shown(false, true), note)
	} else {
		s.sol.SetNote(why+" before any solution was found.", widget.MediumImportance)
	}
	s.end(r, title)
}

// ready hands r's solution to the player, unless the cube or where Solve
// goes has changed since the search began.
func (s *session) ready(r *solveRun) {
	if s.onReady != nil && r.start == s.facelets && r.dest() == s.dest() {
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
	s.current()
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

// dest is the cube r's search takes its cube to: the target, or the
// puzzle's solved cube.
func (r *solveRun) dest() cube.Facelets {
	if r.to != nil {
		return *r.to
	}
	return r.puzzle.Solved()
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
// the table of every position's distance. The length is in both metrics,
// as the solution's line gives it, and the metric it is proven shortest
// in named: 11 moves may not be the fewest when 12 quarter turns are.
func pocketStats(moves []cube.Move, m search.Metric, took time.Duration) string {
	length := words.Length(cube.HTM(moves), cube.QTM(moves))
	return fmt.Sprintf("Shortest in %s, proven: %s\nfrom the distances of all 3,674,160 positions · %s", m, length, solvepanel.RoundDuration(took))
}
