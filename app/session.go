package app

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// session runs the work behind the window and coordinates its parts:
// the tables loaded from the start (tableLoad), the optimal table's
// choice, offer and build (optimalTable), and one search at a time
// (searches.go), each told of the cube being edited and shown in the
// solve panel. Its state lives on the UI goroutine; the loader, the
// build and the searches run on their own goroutines and come back
// through post (fyne.Do).
type session struct {
	tableLoad
	optimal optimalTable

	run *solveRun // the search running or waiting, nil if none
	// editStopped is the 3x3x3 search an edit of its cube stopped, to
	// go on with when undo brings that cube back (resumeAfterUndo); nil
	// once another search starts.
	editStopped *solveRun

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
	// kept is what the search view and the solution view showed for each
	// puzzle when the other was chosen, to be shown again when it comes
	// back: each puzzle keeps its own search and solution, as it keeps its
	// own cube.
	kept [2]shownViews

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
	// scrambleOf, if set, returns moves that make a 3x3x3 cube from
	// solved (a scramble typed under Moves), nil if none are known: the
	// standard search then answers no longer than them (the editor's
	// ScrambleOf).
	scrambleOf func(cube.Facelets) []cube.Move
	// redoesTo, if set, says whether redo brings back the cube f next
	// (the edit that left it was an undo): the editor's Hist.RedoesTo.
	redoesTo func(f cube.Facelets) bool
	// onReady, if set, is handed the verified solution a search ended
	// with (by itself or cancelled), so that the player holds it, ready
	// to play.
	onReady func(start cube.Facelets, moves []cube.Move, what string)
}

// loadTables starts the loader; the window stays usable meanwhile.
func (s *session) loadTables(ctx context.Context) {
	s.optimal.ctx = ctx
	s.tableLoad.start(ctx, func(f func()) { s.post(f) }, s.tablesProgress, s.tablesLoaded)
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
	s.optimal.ready(sv)
	s.updateControls()
	if r := s.run; r != nil && r.waiting {
		s.begin(r)
	}
}

// settingsChanged is told of every change of the settings.
func (s *session) settingsChanged(st solvepanel.Settings) {
	// A search goes on with the settings it began with, but for its mode:
	// an optimal proof running for minutes beside Standard's length and
	// time limit said nothing true. Choosing the other mode stops it, as
	// Cancel does (as choosing the other puzzle does); one still waiting
	// for the tables has not begun, and takes the mode chosen, and its
	// limit, instead.
	if r := s.run; r != nil && r.puzzle == puzzle.Cube3 && st.Mode != r.settings.Mode {
		if r.waiting {
			r.settings.Mode, r.settings.Timeout, r.settings.OptimalTimeout = st.Mode, st.Timeout, st.OptimalTimeout
		} else {
			s.stopRun(r, "Stopped when "+solvepanel.ModeLabels[st.Mode]+" mode was chosen", "Search stopped")
			if r.found {
				s.ready(r)
			}
		}
	}
	s.optimal.settingsChanged(st)
	s.current()        // a solution to solved is not one to the target
	s.updateControls() // solving to the target or not changes what Solve needs
}

// dest is where Solve goes: the target, or the puzzle's solved cube.
func (s *session) dest() cube.Facelets {
	if s.panel.Settings.ToTarget {
		return s.target
	}
	return s.puzzle.Solved()
}

// current marks the solution shown stale if it is not for the cube and
// the destination as they stand (or fresh if it is again).
func (s *session) current() {
	s.sol.Current(s.facelets, s.dest(), s.panel.Settings.ToTarget)
}

// shownViews is what the search view and the solution view show.
type shownViews struct {
	search solvepanel.SearchState
	sol    solvepanel.SolutionState
}

// setTarget is told, before cubeChanged, of the puzzle and its target as
// they stand after an edit. A search of another puzzle, or to a target
// that has changed, is stopped as cubeChanged stops one of an edited cube.
// Choosing the other puzzle shows its own search and solution, as they
// were when it was left; this one's are kept for when it comes back.
func (s *session) setTarget(p puzzle.Puzzle, target cube.Facelets, v puzzle.Verdict) {
	if r := s.run; r != nil && r.puzzle != p {
		s.stopRun(r, "Stopped when the "+puzzle.Labels[p]+" was chosen", "Search stopped")
	}
	if p != s.puzzle {
		s.kept[s.puzzle] = shownViews{search: s.search.State(), sol: s.sol.State()}
		s.search.SetState(s.kept[p].search)
		s.sol.SetState(s.kept[p].sol)
	}
	s.puzzle, s.target, s.targetVerdict = p, target, v
	s.panel.SetPuzzle(p)
	s.panel.SetTargetName(puzzle.PatternName(p, target))
	if r := s.run; r != nil && r.to != nil && *r.to != target {
		s.stoppedByEdit(r, *r.to)
	}
}

// blocker says why Solve is disabled for the cube and target as they
// stand, "" if it is not.
func (s *session) blocker() string {
	// A cube and a target that are both no real cube (a corner twisted,
	// an edge flipped, two pieces swapped) may still reach each other;
	// where only one is faulty, its fault is what to say.
	why, known := "", false
	if s.panel.Settings.ToTarget && !s.verdict.OK && !s.targetVerdict.OK {
		why, known = puzzle.Reach(s.puzzle, s.verdict, s.targetVerdict)
	}
	switch {
	case known && why != "":
		return why
	case known: // faulty alike
	case s.verdict.SolveBlocker() != "":
		return s.verdict.SolveBlocker()
	case s.panel.Settings.ToTarget && !s.targetVerdict.OK:
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
		s.stoppedByEdit(r, r.start)
	}
	s.current()
	s.updateControls()
	s.resumeAfterUndo()
}

// stoppedByEdit stops r, whose cube or target was just edited (was
// searched, the one of the two edited as it was): its answer would not
// fit them now. Editing is never blocked, so a stray click on the net
// stops a long search (an optimal one, or a standard one given a long time
// limit to find a short Length): nothing of it is lost. The best solution
// found stays, for the cube as it was (no longer "best so far": the
// search has ended), and undo brings that cube back, and with it the
// search (resumeAfterUndo). The pocket cube's answer is read from a table
// at once: there is nothing long to take up again.
func (s *session) stoppedByEdit(r *solveRun, was cube.Facelets) {
	// Short: under the line that says the solution is for an earlier
	// cube, it is read in the note's box without scrolling.
	note := "Search stopped by the edit."
	if r.puzzle == puzzle.Cube3 {
		s.editStopped = r
		note = "Search stopped by the edit: Ctrl+Z resumes it."
		if s.redoesTo != nil && s.redoesTo(was) {
			// Stopped by an undo: a second Ctrl+Z would go further back.
			note = "Search stopped by the undo: Ctrl+Y resumes it."
		}
	}
	if r.found {
		s.sol.Set(r.shown(false, true), note)
	} else {
		s.sol.SetNote(note, widget.WarningImportance)
	}
	s.end(r, "Search stopped")
}

// resumeAfterUndo goes on with the search an edit stopped once the cube
// it searched is back (undo, or the sticker painted back), to the same
// destination in the same mode. An optimal search goes on from the depth
// its proof had searched in full, for a solution shorter than the one it
// had found: only the depth under way when it stopped is searched again.
// A standard search cannot go on from where it was, so it begins again,
// asked what it was asked (the Length, a time limit of its own); the
// solution it had found stays shown until a shorter one is found.
func (s *session) resumeAfterUndo() {
	old := s.editStopped
	if old == nil || s.run != nil || s.facelets != old.start || s.puzzle != old.puzzle || old.dest() != s.dest() ||
		s.panel.Settings.Mode != old.settings.Mode || s.solver == nil || s.blocker() != "" {
		return
	}
	st := old.settings
	if full := solvepanel.SearchedInFull(old.last); st.Mode == Optimal && full > 0 {
		st.FromDepth = max(st.FromDepth, full+1)
	}
	// Only shorter ones, where the search was already after a shorter
	// one (optimal, or Find a shorter one): a standard search asked for a
	// Length would, so asked, keep improving past it until its time limit.
	if old.found && (st.Mode == Optimal || st.ShorterThan > 0) {
		st.ShorterThan = len(old.best)
	}
	r := s.newRun(st)
	if old.found {
		r.best, r.found, r.last.BestLength = old.best, true, len(old.best)
	}
	r.last = r.goneOn(r.last)
	note := "The cube searched is back: the search goes on."
	switch {
	case st.Mode != Optimal:
		note = "The cube searched is back: the search begins again."
	case st.FromDepth > 0:
		note = fmt.Sprintf("The cube searched is back: the search goes on from depth %d.", st.FromDepth)
	}
	s.goingOn(r, note)
	s.updateControls()
	s.begin(r)
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
