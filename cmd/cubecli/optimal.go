package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"cubesolver/solver"
	"cubesolver/tables"
)

// parseMode reads a -mode flag value.
func parseMode(s string) (solver.Mode, bool) {
	switch s {
	case "standard":
		return solver.Standard, true
	case "optimal":
		return solver.Optimal, true
	}
	return 0, false
}

// bigTable returns the optimal mode's big table from the cache folder dir
// if it is there and use is set, else nil, saying on standard error which
// table the optimal search will use and why.
func (e *env) bigTable(dir string, t *tables.Tables, use bool) *tables.Huge {
	if !use {
		fmt.Fprintln(e.stderr, "cubecli: optimal mode with the phase-1 table (-bigtable=false)")
		return nil
	}
	h, info, err := tables.OpenHuge(dir, t)
	switch {
	case err == nil:
		fmt.Fprintf(e.stderr, "cubecli: loaded the big table from %s in %s\n", info.Path, roundDuration(info.Duration))
		return h
	case errors.Is(err, os.ErrNotExist):
		fmt.Fprintf(e.stderr, "cubecli: no big table in %s; optimal mode uses the phase-1 table, several times slower ('cubecli tables -optimal' builds it: %.0f MB, about a minute)\n",
			info.Path, float64(tables.HugeFileSize)/1e6)
	default:
		fmt.Fprintf(e.stderr, "cubecli: %v; optimal mode uses the phase-1 table ('cubecli tables -optimal -rebuild' rebuilds it)\n", err)
	}
	return nil
}

// formatResult writes a solution as "MOVES (Nf)"; in optimal mode with a
// star, "(Nf*)", when it is proven optimal, as Cube Explorer does.
func formatResult(res solver.Result, m solver.Mode) string {
	s := res.Best.String()
	if res.Proven && m == solver.Optimal {
		s = strings.TrimSuffix(s, ")") + "*)"
	}
	return s
}

// bigTableCmd is 'tables -optimal': it loads or builds the big table and
// says what it did.
func (e *env) bigTableCmd(ctx context.Context, dir string, t *tables.Tables, rebuild, stats bool) int {
	if _, err := os.Stat(tables.HugePath(dir)); err != nil || rebuild {
		fmt.Fprintf(e.stderr, "building the big table: %.0f MB on disk and in memory, about a minute or two on two cores\n",
			float64(tables.HugeFileSize)/1e6)
	}
	pr := newProgressPrinter(e.stderr)
	h, info, err := tables.LoadHuge(ctx, t, tables.Options{Dir: dir, Rebuild: rebuild, Progress: pr.report})
	pr.finish()
	if err != nil {
		return e.errorf(exitUsage, "building the big table: %v", err)
	}
	defer h.Close()
	reportLoad(e.stdout, info)
	fmt.Fprintf(e.stdout, "big table: %.1f MB (%.1f MiB) in memory\n", float64(h.Bytes())/1e6, float64(h.Bytes())/(1<<20))
	if stats {
		printDist(e.stdout, "big table (UDSliceSorted class x flip x twist):", h.Distribution())
	}
	return exitOK
}

// optimalTimeout is the time limit in optimal mode when -timeout is not
// given: proofs take seconds to many minutes, so 10 s would cut most short.
const optimalTimeout = time.Hour

// timeoutFor returns the -timeout flag's value, or optimalTimeout in
// optimal mode if the flag was not given.
func timeoutFor(fs *flag.FlagSet, timeout time.Duration, m solver.Mode) time.Duration {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "timeout" })
	if m == solver.Optimal && !set {
		return optimalTimeout
	}
	return timeout
}
