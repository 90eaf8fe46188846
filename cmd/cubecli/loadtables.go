package main

import (
	"errors"
	"fmt"

	"cubesolver/solver"
	"cubesolver/solver/search"
)

// loadSolver loads the solver's tables from dir (or the default cache
// folder), building them first if needed with progress on standard
// error, and says on standard error what went wrong with the cache.
func (e *env) loadSolver(dir string) (*solver.Solver, error) {
	var last search.Stage
	saidWhy := false
	s, err := solver.Open(e.ctx, solver.TableOptions{Dir: dir, Unsaved: e.unsaved, Progress: func(p solver.TableProgress) {
		if p.Loading() || p.Done {
			return
		}
		if p.Again == search.AgainUnreadable && !saidWhy && !p.Waiting() {
			// Said as the build begins, not only once it is done (a
			// folder that cannot keep them is said by unsaved); not
			// while another program builds them, which this one reads.
			fmt.Fprintf(e.stderr, "building tables: %s\n", p.Again)
			saidWhy = true
		}
		if p.Stage != last && p.Waiting() {
			fmt.Fprintln(e.stderr, waitingLine)
			last = p.Stage
		} else if p.Stage != last {
			fmt.Fprintf(e.stderr, "building tables: %s (%.0f%%, %.1fs)\n", p.Stage, 100*p.Fraction, p.Elapsed.Seconds())
			last = p.Stage
		}
	}})
	if err != nil {
		return nil, err
	}
	e.reportFaults("the tables", s.TablesInfo())
	return s, nil
}

// reportFaults says on standard error what went wrong with a table's cache
// file, if anything did: every table's, in the same words.
func (e *env) reportFaults(what string, info solver.TablesInfo) {
	if info.CacheFault != nil {
		e.saysf("%v; rebuilt", info.CacheFault)
	}
	var dirErr *solver.DirError
	if info.SaveError != nil && !errors.As(info.SaveError, &dirErr) { // unsaved said that before building
		e.saysf("could not cache %s: %v", what, info.SaveError)
	}
}

// unsaved is solver.TableOptions.Unsaved for cubecli, told before a build
// that the tables folder cannot hold the tables (a part of its path is a
// file, or it cannot be written), or later, from a search's goroutine, the
// optimal table h0. The tables command, whose work is to save them, stops
// there; the others say it once, at once rather than after minutes of
// building, and build what they need in memory for this run.
func (e *env) unsaved(err error) bool {
	if e.cmd.name == "tables" {
		return false
	}
	e.unsavedMu.Lock()
	defer e.unsavedMu.Unlock()
	if msg := err.Error(); !e.unsavedSaid[msg] {
		if e.unsavedSaid == nil {
			e.unsavedSaid = map[string]bool{}
		}
		e.unsavedSaid[msg] = true
		e.saysf("%v; what is built is kept in memory for this run only, nothing is saved", err)
	}
	return true
}
