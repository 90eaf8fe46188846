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

// optimalTable returns the optimal table named name ("auto": the largest
// built in the cache folder dir; "h0": the least, built in seconds if it
// is missing), saying on standard error which table the optimal search
// will use and why.
func (e *env) optimalTable(dir string, t *tables.Tables, name string) (*tables.Optimal, error) {
	if name == "auto" {
		name = tables.OptimalH0.Name
		for _, s := range tables.OptimalSizes() {
			if _, err := os.Stat(tables.OptimalPath(dir, s)); err == nil {
				name = s.Name
			}
		}
	}
	size, ok := tables.OptimalSizeNamed(name)
	if !ok {
		return nil, fmt.Errorf("-table %s: no such size (sizes: %s)", name, sizeNames())
	}
	var o *tables.Optimal
	var info tables.Info
	var err error
	if size == tables.OptimalH0 {
		o, info, err = tables.LoadOptimal(e.ctx, t, size, tables.Options{Dir: dir})
	} else {
		o, info, err = tables.OpenOptimal(e.ctx, dir, t, size)
	}
	switch {
	case err == nil:
		fmt.Fprintf(e.stderr, "cubecli: optimal table %s from %s in %s\n", size, info.Path, roundDuration(info.Duration))
		return o, nil
	case errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("no optimal table %s in %s ('cubecli tables -optimal -size %s' builds it)", size, dir, size.Name)
	default:
		return nil, fmt.Errorf("%v ('cubecli tables -optimal -size %s -rebuild' builds it again)", err, size.Name)
	}
}

// sizeNames lists the names of the optimal table's sizes.
func sizeNames() string {
	var names []string
	for _, s := range tables.OptimalSizes() {
		names = append(names, s.Name)
	}
	return strings.Join(append(names, tables.OptimalH0.Name), ", ")
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

// optimalTableCmd is 'tables -optimal': it loads or builds the optimal
// table of size size and says what it did.
func (e *env) optimalTableCmd(ctx context.Context, dir string, t *tables.Tables, size tables.OptimalSize, rebuild, stats bool) int {
	if _, err := os.Stat(tables.OptimalPath(dir, size)); err != nil || rebuild {
		fmt.Fprintf(e.stderr, "building the optimal table %s on disk and in memory: about %s on two cores; %s\n",
			size, roundDuration(size.Build), size.Speed)
	}
	pr := newProgressPrinter(e.stderr)
	o, info, err := tables.LoadOptimal(ctx, t, size, tables.Options{Dir: dir, Rebuild: rebuild, Progress: pr.report})
	pr.finish()
	if err != nil {
		return e.errorf(exitUsage, "building the optimal table: %v", err)
	}
	defer o.Close()
	reportLoad(e.stdout, info)
	fmt.Fprintf(e.stdout, "optimal table %s: %.1f MB (%.1f MiB) in memory\n", size.Name, float64(size.Bytes())/1e6, float64(size.Bytes())/(1<<20))
	if stats {
		h0, fine := o.Distributions()
		printDist(e.stdout, "optimal table h0 (corner class x edge slices):", h0)
		printDist(e.stdout, "optimal table edges (edge slices class x flip):", o.EdgeDistribution())
		if size.Flip > 0 {
			fmt.Fprintf(e.stdout, "optimal table, %d bits of the flip, base %d: entries holding\n", size.Flip, size.Base)
			for v, n := range fine {
				what := []string{"<= %d", "= %d", "= %d", ">= %d"}[v]
				fmt.Fprintf(e.stdout, "  %d (%s) %d\n", v, fmt.Sprintf(what, size.Base+v), n)
			}
			printDist(e.stdout, fmt.Sprintf("optimal table near set (the keys of the cubes within %d moves, whole flip; slots at each distance):", size.Near), o.NearDistribution())
		}
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
