package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"cubesolver/solver"
	"cubesolver/solver/search"
)

var tablesCmd = &command{
	name:    "tables",
	summary: "build or load the solver's tables and say how long it took",
	help: `
Tables loads the solver's tables from the cache folder, or builds them on all
cores and saves them there if the cache file is missing, damaged or of
another version (or with -rebuild), then prints what it did, how long it
took and how much memory the tables take. A damaged cache file is reported
and replaced. While building, progress goes to standard error (in a log
or a pipe, a line as each stage begins and every 30 s). -stats also
prints the depth distribution of both pruning tables, a "depth count" line
per depth. Interrupting a build leaves the cache as it was.

With -optimal it also loads, or builds and saves, the optimal mode's table
of size -size, and -stats prints its distributions too. The sizes: h0
(the least, 59 MB, built in seconds; what optimal mode uses while none other
is built),
small, 1GB, 2GB, 4GB and 8GB, the larger the faster the proofs and the
longer the build; -sizes lists them with their memory, build times and
speeds, as measured, and does nothing else.

With -puzzle 2x2 it loads or builds the pocket cube's table instead (the
distance of every position in both metrics, about a second), and -stats
prints both distributions.

The cache folder is -dir (or -tables, as for solve and bench), else $` + solver.EnvDir + `, else the user's cache
folder. A folder that cannot be made or written (a part of its path is a
file, say) is said before anything is built, "cannot use DIR as the tables
folder: ... is a file", with status 2; tables that could not be saved for
another reason are reported after the build, and the status is 2 too.
solve and bench, given such a folder, say so once before building and
build the tables in memory for that run, saving nothing.`,
	run: runTables,
}

func runTables(e *env, args []string) int {
	fs := e.flagSet()
	dir := fs.String("dir", solver.DefaultDir(), "cache folder")
	// solve and bench name the folder -tables: the same word works here.
	tablesDir := fs.String("tables", solver.DefaultDir(), "the same as -dir")
	stats := fs.Bool("stats", false, "print the pruning tables' depth distributions")
	rebuild := fs.Bool("rebuild", false, "build the tables even if the cache is good")
	optimal := fs.Bool("optimal", false, "also load or build the optimal mode's table (see -size)")
	sizeName := fs.String("size", search.DefaultSize, "with -optimal: the optimal table's size ("+sizeNames()+")")
	listSizes := fs.Bool("sizes", false, "list the optimal table's sizes with their memory, build times and speeds, as measured")
	pz := puzzleFlag(fs)
	if code, done := e.parse(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return e.usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	if givenFlag(fs, "tables") != nil {
		if givenFlag(fs, "dir") != nil && filepath.Clean(*dir) != filepath.Clean(*tablesDir) {
			return e.usageError(fs, "-dir %s and -tables %s name two folders: give one", *dir, *tablesDir)
		}
		*dir = *tablesDir
	}
	if *listSizes {
		printSizes(e.stdout)
		return exitOK
	}
	if *pz == puzzle2x2 {
		if *optimal {
			return e.usageError(fs, "-optimal is for the 3x3x3: every pocket cube answer is optimal")
		}
		if code, bad := e.not3x3Flags(fs, "size"); bad {
			return code
		}
		return runPocketTables(e, *dir, *stats, *rebuild)
	}
	if givenFlag(fs, "size") != nil && !*optimal {
		// Without -optimal no optimal table is built: -size would be
		// ignored, and the tables loaded said as if it had been done.
		return e.usageError(fs, "-size %s is the optimal table's size: give -optimal too", *sizeName)
	}
	if *optimal && !slices.Contains(append(search.SizeNames(), search.SizeLeast), *sizeName) {
		return e.usageError(fs, "-size %s: no such size (sizes: %s)", *sizeName, sizeNames())
	}
	pr := newProgressPrinter(e.stderr)
	s, err := solver.Open(e.ctx, solver.TableOptions{Dir: *dir, Rebuild: *rebuild, Progress: pr.report, Unsaved: e.unsaved})
	pr.finish()
	var dirErr *solver.DirError
	if errors.As(err, &dirErr) {
		return e.errorf(exitUsage, "%v", err) // said before building
	}
	if err != nil {
		return e.errorf(exitUsage, "building the tables: %v", err)
	}
	info := s.TablesInfo()
	reportLoad(e.stdout, info)
	fmt.Fprintf(e.stdout, "tables: %.1f MB (%.1f MiB) in memory\n", float64(info.Bytes)/1e6, float64(info.Bytes)/(1<<20))
	if *stats {
		printDists(e.stdout, s.Distributions())
	}
	if info.SaveError != nil {
		return e.errorf(exitUsage, "the tables could not be saved")
	}
	if *optimal {
		return e.optimalTableCmd(s, *sizeName, *rebuild, *stats)
	}
	return exitOK
}

// reportLoad says where the tables came from, why the cache was not used
// if it was not, and how long it took.
func reportLoad(w io.Writer, info solver.TablesInfo) {
	if info.Loaded {
		fmt.Fprintf(w, "loaded tables from %s in %s\n", info.Path, roundDuration(info.Duration))
		return
	}
	if info.CacheFault != nil {
		var ce *solver.CacheError
		if errors.As(info.CacheFault, &ce) {
			fmt.Fprintf(w, "cache file %s: %s; rebuilt\n", ce.Path, ce.Reason)
		} else {
			fmt.Fprintf(w, "cache file %s: %v; rebuilt\n", info.Path, info.CacheFault)
		}
	}
	if info.SaveError != nil {
		fmt.Fprintf(w, "built tables in %s, could not save them to %s: %v\n", roundDuration(info.Duration), info.Path, info.SaveError)
		return
	}
	fmt.Fprintf(w, "built tables in %s, saved to %s\n", roundDuration(info.Duration), info.Path)
}

// roundDuration keeps three significant digits or so: 72ms, 12.3s.
func roundDuration(d time.Duration) time.Duration {
	switch {
	case d >= 10*time.Second:
		return d.Round(100 * time.Millisecond)
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	}
	return d.Round(time.Millisecond)
}

// printDists prints each distribution: a heading, then a "depth count"
// line for every depth up to the deepest, or "  v (label) count" for every
// value where the values have labels.
func printDists(w io.Writer, dists []solver.Distribution) {
	for _, d := range dists {
		fmt.Fprintf(w, "%s:\n", d.Table)
		if d.Labels != nil {
			for v, n := range d.Counts {
				fmt.Fprintf(w, "  %d (%s) %d\n", v, d.Labels[v], n)
			}
			continue
		}
		last := len(d.Counts) - 1
		for last >= 0 && d.Counts[last] == 0 {
			last--
		}
		for v := 0; v <= last; v++ {
			fmt.Fprintf(w, "%d %d\n", v, d.Counts[v])
		}
	}
}

// progressPrinter shows a build's progress: on a terminal one line updated
// in place, elsewhere (a log, a pipe) a line each time the stage changes
// and every logEvery within a stage: the optimal tables' flip stage alone
// takes ten minutes and more, and a log silent that long looks hung.
type progressPrinter struct {
	w        io.Writer
	terminal bool
	last     search.Stage  // the stage last printed
	at       time.Duration // the build's time at the last line in a log
	width    int           // of the line on the terminal
}

// logEvery is how often a log hears of a stage that goes on.
const logEvery = 30 * time.Second

func newProgressPrinter(w io.Writer) *progressPrinter {
	return &progressPrinter{w: w, terminal: isTerminal(w)}
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func (p *progressPrinter) report(pr solver.TableProgress) {
	if pr.Loading() || pr.Done {
		return
	}
	if pr.Waiting() {
		if pr.Stage != p.last {
			p.finish() // the build's line, if one is on the terminal
			p.width = 0
			fmt.Fprintln(p.w, waitingLine)
			p.last = pr.Stage
		}
		return
	}
	stage := string(pr.Stage)
	if (pr.Stage == search.StagePrune1 || pr.Stage == search.StagePrune2) && pr.Step > 0 {
		stage = fmt.Sprintf("%s, depth %d", stage, pr.Step)
	}
	left := ""
	if pr.Remaining > 0 {
		left = fmt.Sprintf(", about %.1fs left", pr.Remaining.Seconds())
	}
	if !p.terminal {
		if pr.Stage != p.last || pr.Elapsed >= p.at+logEvery {
			fmt.Fprintf(p.w, "building tables: %s (%.0f%%, %.1fs%s)\n", stage, 100*pr.Fraction, pr.Elapsed.Seconds(), left)
			p.last, p.at = pr.Stage, pr.Elapsed
		}
		return
	}
	line := fmt.Sprintf("building tables: %-36s %3.0f%%  %5.1fs", stage, 100*pr.Fraction, pr.Elapsed.Seconds()) + left
	fmt.Fprintf(p.w, "\r%-*s", p.width, line)
	p.width = max(p.width, len(line))
	p.last = pr.Stage
}

// waitingLine says that cubecli waits for another program's build of the
// table (a window, or another cubecli, on the same cache folder).
const waitingLine = "waiting for the other Cube Solver program to finish building the table; it is read then"

// finish clears the progress line from the terminal.
func (p *progressPrinter) finish() {
	if p.terminal && p.width > 0 {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.width))
	}
}

// printSizes lists the optimal table's sizes and how each performs, as
// measured (tables/optimal/measured.go says how).
func printSizes(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "size\tmemory\tbuilt in\tproof: median\tmean\t1 in 20 over\tsuperflip\tpeak memory")
	for _, t := range solver.OptimalSizes() {
		m := t.Measured
		fmt.Fprintf(tw, "%s\t%.0f MB\t%s\t%s\t%s\t%s\t%s\t%d MB\n", t.Name, float64(t.Bytes)/1e6,
			roundDuration(m.Build), roundDuration(m.Median), roundDuration(m.Mean), roundDuration(m.P95), roundDuration(m.Superflip), m.PeakMB)
	}
	tw.Flush()
	fmt.Fprintln(w, "(on two cores; the proofs are of the 50 random cubes in cmd/cubecli/bench/random50.facelets; tables/optimal/measured.go says when, where and how)")
}
