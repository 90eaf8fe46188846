package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"cubesolver/solver"
	"cubesolver/solver/search"
)

// autoTable is -table's value for the largest optimal table built.
const autoTable = "auto"

// chooseOptimalTable makes s search with the optimal table named name
// (autoTable: the largest built in the cache folder dir; search.SizeLeast:
// the least, built in seconds if it is missing) and opens it, saying on
// standard error which table the optimal search will use and where it
// came from. It returns the table's name.
func (e *env) chooseOptimalTable(s *solver.Solver, dir, name string) (string, error) {
	if name == autoTable {
		name = search.SizeLeast
		for _, t := range s.OptimalTables() {
			if t.Built {
				name = t.Name
			}
		}
	}
	if err := s.ChooseOptimalTable(name); err != nil {
		return "", fmt.Errorf("-table %s: no such size (sizes: %s)", name, sizeNames())
	}
	info, err := s.OpenOptimalTable(e.ctx)
	label := search.OptimalTable{Name: name, Bytes: info.Bytes}.String()
	switch {
	case err == nil:
		if info.Loaded {
			e.saysf("optimal table %s from %s in %s", label, info.Path, roundDuration(info.Duration))
		} else {
			e.saysf("optimal table %s built in %s", label, roundDuration(info.Duration))
			e.reportFaults("the optimal table "+name, info)
		}
		return name, nil
	case e.ctx.Err() != nil:
		return "", e.ctx.Err()
	case errors.Is(err, os.ErrNotExist):
		if dir == "" {
			dir = solver.DefaultDir()
		}
		return "", fmt.Errorf("no optimal table %s in %s ('cubecli tables -optimal -size %s' builds it)", label, dir, name)
	default:
		return "", fmt.Errorf("%v ('cubecli tables -optimal -size %s -rebuild' builds it again)", err, name)
	}
}

// otherModeFlags refuses -table in standard mode and -short in optimal
// mode, flags of the other mode's search that would be ignored, when they
// are given other than their defaults: bad is true, with the status.
func (e *env) otherModeFlags(fs *flag.FlagSet, m solver.Mode) (code int, bad bool) {
	if f := changedFlag(fs, "table"); f != nil && m == solver.Standard {
		return e.usageError(fs, "-table %s is the optimal search's table: give -mode optimal too, or leave -table at %s", f.Value, f.DefValue), true
	}
	if f := changedFlag(fs, "short"); f != nil && m == solver.Optimal {
		return e.usageError(fs, "-short %s is for the standard search: an optimal search finds a shortest solution anyway; leave -short at %s", f.Value, f.DefValue), true
	}
	return exitOK, false
}

// sizeNames lists the names of the optimal table's sizes.
func sizeNames() string {
	return strings.Join(append(search.SizeNames(), search.SizeLeast), ", ")
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

// optimalTableCmd is 'tables -optimal': it loads or builds s's optimal
// table of size name and says what it did. Not saved is not done.
func (e *env) optimalTableCmd(s *solver.Solver, name string, rebuild, stats bool) int {
	if err := s.ChooseOptimalTable(name); err != nil {
		return e.errorf(exitUsage, "-size %s: no such size (sizes: %s)", name, sizeNames())
	}
	for _, t := range s.OptimalTables() {
		if t.Name == name && (!t.Built || rebuild) {
			fmt.Fprintf(e.stderr, "building the optimal table %s on disk and in memory: about %s on two cores; %s\n",
				t, roundDuration(t.Build), t.Speed)
		}
	}
	pr := newProgressPrinter(e.stderr)
	info, err := s.PrepareOptimalTable(e.ctx, rebuild, pr.report)
	pr.finish()
	if err != nil {
		return e.errorf(exitUsage, "building the optimal table: %v", err)
	}
	reportLoad(e.stdout, info)
	fmt.Fprintf(e.stdout, "optimal table %s: %.1f MB (%.1f MiB) in memory\n", name, float64(info.Bytes)/1e6, float64(info.Bytes)/(1<<20))
	if stats {
		printDists(e.stdout, s.OptimalDistributions())
	}
	if info.SaveError != nil {
		return e.errorf(exitUsage, "the optimal table %s could not be saved", name)
	}
	return exitOK
}

// optimalTimeout is the time limit in optimal mode when -timeout is not
// given: proofs take seconds to many minutes, so 10 s would cut most short.
const optimalTimeout = time.Hour

// timeoutFor returns the -timeout flag's value, or optimalTimeout in
// optimal mode if the flag was not given.
func timeoutFor(fs *flag.FlagSet, timeout time.Duration, m solver.Mode) time.Duration {
	if m == solver.Optimal && givenFlag(fs, "timeout") == nil {
		return optimalTimeout
	}
	return timeout
}
