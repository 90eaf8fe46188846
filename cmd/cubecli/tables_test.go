package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"cubesolver/solver"
	"cubesolver/solver/search"
	"cubesolver/tables/tablestest"
)

// sharedTables makes sure the shared test cache holds good tables and
// returns the cache file's path.
func sharedTables(t *testing.T) string {
	t.Helper()
	s, err := solver.Load(context.Background(), tablestest.Dir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s.TablesInfo().Path
}

func TestTablesStats(t *testing.T) {
	path := sharedTables(t)
	code, out, errOut := cli(t, "", "tables", "-dir", tablestest.Dir(), "-stats")
	if code != exitOK {
		t.Fatalf("status %d, errors %q", code, errOut)
	}
	want := `phase 1 pruning (FlipUDSlice x twist):
0 1
1 1
2 5
3 44
4 487
5 5841
6 68364
7 776568
8 7950748
9 52098876
10 76236234
11 3771112
12 129
phase 2 pruning (corner permutation x U/D edges):
0 1
1 3
2 10
3 52
4 285
5 1318
6 5671
7 26502
8 115467
9 470846
10 1853056
11 6535823
12 18349792
13 32843350
14 34118883
15 15974563
16 1290346
17 19777
18 15
`
	if !strings.HasSuffix(out, "\n"+want) {
		t.Errorf("output:\n%s\nwant it to end with:\n%s", out, want)
	}
	if !strings.HasPrefix(out, "loaded tables from "+path+" in ") {
		t.Errorf("output does not start with the load: %q", firstLine(out))
	}
	if !strings.Contains(out, " MiB) in memory\n") {
		t.Errorf("no memory line in %q", out)
	}
}

// The optimal table's statistics include the edges' own table, whose
// depths 0 to 6 are those of nissy's eoesep table.
func TestOptimalTableStats(t *testing.T) {
	sharedTables(t)
	code, out, errOut := cli(t, "", "tables", "-dir", tablestest.Dir(), "-optimal", "-size", "h0", "-stats")
	if code != exitOK {
		t.Fatalf("status %d, errors %q", code, errOut)
	}
	want := `optimal table edges (edge slices class x flip):
0 1
1 1
2 3
3 23
4 235
5 2281
6 22069
7 182776
8 767847
9 617858
10 8439
11 3
`
	if !strings.Contains(out, "optimal table h0 (corner class x edge slices):\n0 1\n") || !strings.HasSuffix(out, "\n"+want) {
		t.Errorf("output:\n%s\nwant h0's distribution, and at the end:\n%s", out, want)
	}
}

func TestTablesNoStats(t *testing.T) {
	sharedTables(t)
	code, out, errOut := cli(t, "", "tables", "-dir", tablestest.Dir())
	if code != exitOK || strings.Contains(out, "pruning") || errOut != "" {
		t.Errorf("status %d, output %q, errors %q", code, out, errOut)
	}
}

func TestTablesUsage(t *testing.T) {
	code, _, errOut := cli(t, "", "tables", "extra")
	if code != exitUsage || !strings.Contains(errOut, `unexpected argument "extra"`) {
		t.Errorf("status %d, errors %q", code, errOut)
	}
	code, out, _ := cli(t, "", "tables", "-h")
	if code != exitOK || !strings.Contains(out, "-rebuild") || !strings.Contains(out, "-stats") {
		t.Errorf("help: status %d, output %q", code, out)
	}
	// -size without -optimal builds nothing of that size: refused before
	// any table is read (it was ignored, and the standard tables said
	// loaded, status 0).
	code, out, errOut = cli(t, "", "tables", "-dir", t.TempDir(), "-size", "2GB")
	if code != exitUsage || out != "" || !strings.Contains(errOut, "give -optimal too") {
		t.Errorf("-size without -optimal: status %d, output %q, errors %q", code, out, errOut)
	}
	// -dir and -tables are one flag: two folders are refused before
	// anything is built in either (the last given was taken, silently).
	a, b := t.TempDir(), t.TempDir()
	code, out, errOut = cli(t, "", "tables", "-dir", a, "-tables", b)
	if code != exitUsage || out != "" || !strings.Contains(errOut, "name two folders: give one") {
		t.Errorf("-dir and -tables: status %d, output %q, errors %q", code, out, errOut)
	}
	for _, d := range []string{a, b} {
		if files, _ := os.ReadDir(d); len(files) != 0 {
			t.Errorf("%s holds %d files", d, len(files))
		}
	}
}

// TestTablesCorruptCache damages a copy of the cache: the command must say
// so, rebuild, and leave a good file behind. A rebuild takes seconds.
func TestTablesCorruptCache(t *testing.T) {
	if testing.Short() {
		t.Skip("rebuilds the tables")
	}
	if raceEnabled {
		t.Skip("rebuilds a whole table, minutes under the race detector; the run without it has this test")
	}
	shared := sharedTables(t)
	data, err := os.ReadFile(shared)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, filepath.Base(shared))
	data[len(data)/2] ^= 0x10
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := cli(t, "", "tables", "-dir", dir)
	if code != exitOK {
		t.Fatalf("status %d, errors %q", code, errOut)
	}
	for _, want := range []string{"cache file " + path + ": checksum mismatch", "; rebuilt\n", "built tables in ", ", saved to " + path + "\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output %q does not contain %q", out, want)
		}
	}
	if !strings.Contains(errOut, "building tables: phase-1 pruning table") {
		t.Errorf("no progress on standard error: %q", errOut)
	}
	code, out, _ = cli(t, "", "tables", "-dir", dir)
	if code != exitOK || !strings.HasPrefix(out, "loaded tables from "+path) {
		t.Errorf("after the rebuild: status %d, output %q", code, out)
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// Waiting for another program's build of a table is said as such, once,
// and reading a table (the optimal one too) is not said as building it.
func TestProgressWaitingAndLoading(t *testing.T) {
	var out strings.Builder
	p := newProgressPrinter(&out)
	for _, pr := range []solver.TableProgress{
		{Stage: search.StageLoadingOptimal},
		{Stage: search.StageWaiting},
		{Stage: search.StageWaiting, Elapsed: time.Minute},
		{Stage: search.StageLoadingOptimal, Fraction: 0.5},
	} {
		p.report(pr)
	}
	if got := out.String(); got != waitingLine+"\n" {
		t.Errorf("printed %q, want the waiting line once", got)
	}
}

// A tables folder under a regular file is said at once, plainly, before
// any build: tables stops (exit 2); solve says once that nothing will be
// saved, builds in memory and answers (the pocket cube's table, built in
// a second, stands for the 3x3x3's).
func TestTablesFolderUnusable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(file, "x")
	want := "cannot use " + bad + " as the tables folder: " + file + " is a file"
	for _, args := range [][]string{{"tables", "-dir", bad}, {"tables", "-puzzle", "2x2", "-dir", bad}} {
		code, out, errOut := cli(t, "", args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, want) || strings.Contains(errOut, "building") || strings.Contains(errOut, "rebuilt") {
			t.Errorf("%q: status %d, %q, %q; want %q and no build", args, code, out, errOut, want)
		}
	}
	code, out, errOut := cli(t, "", "solve", "-puzzle", "2x2", "-tables", bad, "R U F")
	if code != exitOK || out != "F' U' R' (3f*)\n" || strings.Count(errOut, want) != 1 || !strings.HasPrefix(errOut, "cubecli solve: "+want+"; what is built is kept in memory for this run only, nothing is saved\n") || strings.Contains(errOut, "rebuilt") {
		t.Errorf("solve: status %d, %q, %q", code, out, errOut)
	}
}

// A folder that cannot hold the tables is said once a run, though both
// the tables and later the optimal table h0 hear of it (from a search's
// goroutine); the tables command is told to stop.
func TestUnsavedSaidOnce(t *testing.T) {
	var errOut lockedBuffer
	e := &env{cmd: &command{name: "solve"}, stderr: &errOut}
	err := errors.New("cannot use /x as the tables folder: it is a file")
	var wg sync.WaitGroup
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !e.unsaved(err) {
				t.Error("solve: told to stop")
			}
		}()
	}
	wg.Wait()
	if got := errOut.String(); got != "cubecli solve: "+err.Error()+"; what is built is kept in memory for this run only, nothing is saved\n" {
		t.Errorf("said %q, want it once", got)
	}
	if (&env{cmd: &command{name: "tables"}, stderr: &errOut}).unsaved(err) {
		t.Error("tables: told to build in memory")
	}
}

// In a log a build's long stage is heard of every logEvery, not only when
// it begins (the optimal tables' flip stage takes ten minutes and more), and
// a new stage at once.
func TestProgressLogEvery(t *testing.T) {
	var out strings.Builder
	p := newProgressPrinter(&out)
	for s := 0; s <= 125; s += 5 {
		p.report(solver.TableProgress{Stage: search.StageOptimalFine, Fraction: float64(s) / 200,
			Elapsed: time.Duration(s) * time.Second, Remaining: time.Duration(200-s) * time.Second})
	}
	p.report(solver.TableProgress{Stage: search.StageOptimalNear, Fraction: 0.7, Elapsed: 130 * time.Second})
	want := []string{
		"building tables: optimal table: flip (0%, 0.0s, about 200.0s left)",
		"building tables: optimal table: flip (15%, 30.0s, about 170.0s left)",
		"building tables: optimal table: flip (30%, 60.0s, about 140.0s left)",
		"building tables: optimal table: flip (45%, 90.0s, about 110.0s left)",
		"building tables: optimal table: flip (60%, 120.0s, about 80.0s left)",
		"building tables: optimal table: near cubes (70%, 130.0s)",
	}
	if got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n"); !slices.Equal(got, want) {
		t.Errorf("printed\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// tables -sizes lists every size offered with its measured proofs of
// random cubes (median, mean and the slowest twentieth) beside its memory,
// and says what the proofs are of; it builds nothing.
func TestTablesSizes(t *testing.T) {
	code, out, errOut := cli(t, "", "tables", "-sizes")
	if code != exitOK || errOut != "" {
		t.Fatalf("status %d, errors %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2+len(search.SizeNames()) || !strings.Contains(lines[0], "median") || !strings.Contains(lines[len(lines)-1], "random50.facelets") {
		t.Fatalf("output:\n%s", out)
	}
	for i, name := range search.SizeNames() {
		f := strings.Fields(lines[1+i])
		if len(f) != 10 || f[0] != name || f[len(f)-1] != "MB" {
			t.Errorf("line %q for %s", lines[1+i], name)
			continue
		}
		median, err1 := time.ParseDuration(f[4])
		mean, err2 := time.ParseDuration(f[5])
		p95, err3 := time.ParseDuration(f[6])
		if err1 != nil || err2 != nil || err3 != nil || median <= 0 || median > mean || mean > p95 {
			t.Errorf("%s: median %s, mean %s, 1 in 20 over %s", name, f[4], f[5], f[6])
		}
	}
}
