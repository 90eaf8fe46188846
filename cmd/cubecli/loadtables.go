package main

import (
	"fmt"

	"cubesolver/solver/search"
	"cubesolver/tables"
)

// loadTables loads the solver's tables from dir (or the default cache
// folder), building them first if needed with progress on standard error.
func (e *env) loadTables(dir string) (*tables.Tables, tables.Info, error) {
	var last search.Stage
	t, info, err := tables.Load(e.ctx, tables.Options{Dir: dir, Progress: func(p tables.Progress) {
		if p.Loading() || p.Done {
			return
		}
		if p.Stage != last {
			fmt.Fprintf(e.stderr, "building tables: %s (%.0f%%, %.1fs)\n", p.Stage, 100*p.Fraction, p.Elapsed.Seconds())
			last = p.Stage
		}
	}})
	if err != nil {
		return nil, info, err
	}
	if info.CacheFault != nil {
		fmt.Fprintf(e.stderr, "cubecli: %v; rebuilt\n", info.CacheFault)
	}
	if info.SaveError != nil {
		fmt.Fprintf(e.stderr, "cubecli: could not cache the tables: %v\n", info.SaveError)
	}
	return t, info, nil
}
