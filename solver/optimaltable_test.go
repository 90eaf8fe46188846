package solver

import (
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/tables"
	otables "cubesolver/tables/optimal"
	"cubesolver/tables/tablestest"
)

// fakeLoads stands in for otables.Load: it hands out a table per
// size (h0 at once, others when release is closed) and records the folder
// each was asked in.
type fakeLoads struct {
	mu      sync.Mutex
	made    map[string]*otables.Table
	dirs    map[string]string
	unsaved map[string]func(error) bool // what each load was given as Options.Unsaved
	release chan struct{}
	info    tables.Info // what each load says it did
}

func (f *fakeLoads) load(_ context.Context, _ *ttables.Tables, s otables.Size, opts tables.Options) (*otables.Table, tables.Info, error) {
	if s != otables.H0 {
		<-f.release
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.dirs[s.Name] = opts.Dir
	f.unsaved[s.Name] = opts.Unsaved
	o := &otables.Table{}
	f.made[s.Name] = o
	return o, f.info, nil
}

func newFakeTables(t *testing.T) (*optimalTables, *fakeLoads) {
	f := &fakeLoads{made: map[string]*otables.Table{}, dirs: map[string]string{}, unsaved: map[string]func(error) bool{}, release: make(chan struct{})}
	b := newOptimalTables(t.TempDir(), testSolver(t).t, false)
	b.load = f.load
	return b, f
}

// The chosen table is opened from the solver's folder when a search first
// wants it and built there on request; meanwhile the search uses h0 and
// says why.
func TestOptimalTableLifecycle(t *testing.T) {
	b, f := newFakeTables(t)
	if !b.missing() {
		t.Fatal("an empty folder: the table is not missing")
	}
	o, note, err := b.get(context.Background(), nil)
	if err != nil || o != f.made["h0"] || !strings.Contains(note, "not built") {
		t.Fatalf("before building: %v (h0 %v), note %q, %v", o, f.made["h0"], note, err)
	}

	done := make(chan error)
	go func() { done <- b.build(context.Background(), nil) }()
	for !b.isBuilding() {
	}
	if b.missing() {
		t.Error("while it is built, the table is missing")
	}
	if o, note, _ := b.get(context.Background(), nil); o != f.made["h0"] || !strings.Contains(note, "being built") {
		t.Errorf("while building: note %q", note)
	}
	close(f.release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if f.dirs["small"] != b.dir {
		t.Errorf("built in %q, not the solver's folder %q", f.dirs["small"], b.dir)
	}
	if o, note, _ := b.get(context.Background(), nil); o != f.made["small"] || note != "" || b.missing() {
		t.Errorf("after building: %v, note %q, missing %v", o, note, b.missing())
	}
}

// A file in the folder is the table, until reading it fails: then the
// search says so, does without, and building it again is offered.
func TestOptimalTableDamagedFile(t *testing.T) {
	b, _ := newFakeTables(t)
	small, _ := otables.SizeNamed("small")
	if err := os.WriteFile(otables.Path(b.dir, small), []byte("not a table"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b.missing() {
		t.Fatal("a file in the folder: the table is missing")
	}
	if _, note, _ := b.get(context.Background(), nil); !strings.Contains(note, "could not be read") {
		t.Fatalf("a damaged file: note %q", note)
	}
	if !b.missing() {
		t.Error("a damaged file: building it again is not offered")
	}
}

// A solver with no folder offers nothing to build, and uses a table it
// is given.
func TestOptimalTableWithoutFolder(t *testing.T) {
	s := testSolver(t)
	if s.OptimalTableMissing() {
		t.Error("no folder: a table is offered to be built")
	}
	o := &otables.Table{}
	s.opt.use(o)
	if got, note, _ := s.opt.get(context.Background(), nil); got != o || note != "" {
		t.Errorf("use: %v, note %q", got, note)
	}
}

// The time limit and cancelling cover the reading of the optimal table
// (a table of gigabytes takes seconds to read): a search whose table is
// still being read when either comes stops at once, with no solution.
func TestOptimalTableReadStopped(t *testing.T) {
	s := testSolver(t)
	s.opt.load = func(ctx context.Context, _ *ttables.Tables, _ otables.Size, _ tables.Options) (*otables.Table, tables.Info, error) {
		<-ctx.Done() // a read that never ends by itself
		return nil, tables.Info{}, ctx.Err()
	}
	c := cube.Solved().Move(cube.NewMove(cube.R, 1)).Move(cube.NewMove(cube.U, 1))
	res, err := s.Solve(context.Background(), c, Options{Mode: Optimal, Timeout: time.Millisecond})
	if err != ErrNoSolution || res.Stop != TimeLimit {
		t.Errorf("time limit while reading: stop %v, %v", res.Stop, err)
	}
	// Cancelled after 20 ms, longer than a coarse clock's tick (Windows'
	// 15.6 ms, as Wine keeps it): after 1 ms the read and the whole solve
	// measured 0 s there.
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	res, err = s.Solve(ctx, c, Options{Mode: Optimal, Timeout: time.Hour})
	if err != ErrNoSolution || res.Stop != Cancelled {
		t.Errorf("cancelled while reading: stop %v, %v", res.Stop, err)
	}
	// The time went to the read, and the result says so.
	if res.TableLoad <= 0 || res.TableLoad > res.Elapsed {
		t.Errorf("cancelled while reading: table load %v of %v", res.TableLoad, res.Elapsed)
	}
}

// A damaged h0 file is rebuilt, and the search's note says so, as it says
// when h0 could not be saved.
func TestOptimalTableLeastFaultsSaid(t *testing.T) {
	for _, info := range []tables.Info{
		{CacheFault: &tables.CacheError{Path: "h0.bin", Reason: "checksum mismatch"}},
		{SaveError: errors.New("read-only folder")},
	} {
		b, f := newFakeTables(t)
		f.info = info
		_, note, err := b.get(context.Background(), nil)
		if err != nil || !strings.Contains(note, "not built") || !strings.Contains(note, "h0") ||
			info.CacheFault != nil && !strings.Contains(note, "checksum mismatch") ||
			info.SaveError != nil && !strings.Contains(note, "could not be saved") {
			t.Errorf("h0 with %+v: note %q, %v", info, note, err)
		}
	}
}

// isBuilding reports whether the chosen table is being built.
func (b *optimalTables) isBuilding() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.building[b.chosen.Name]
}

// Open's Unsaved is told before an optimal table is built in a folder
// that cannot hold it, as before the tables are: h0 for a search, and the
// chosen table on request (cubecli tables -optimal stops there rather
// than after the build).
func TestOptimalTableHearsUnsaved(t *testing.T) {
	b, f := newFakeTables(t)
	heard := 0
	b.unsaved = func(error) bool { heard++; return false }
	close(f.release)
	if _, _, err := b.get(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	big, _ := otables.SizeNamed("8GB")
	b.choose(big)
	if _, err := b.prepare(context.Background(), false, false, nil); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"h0", "8GB"} {
		if fn := f.unsaved[name]; fn == nil {
			t.Errorf("%s: loaded without Unsaved", name)
		} else {
			fn(errors.New("x"))
		}
	}
	if heard != 2 {
		t.Errorf("Unsaved heard %d times, want 2", heard)
	}
	s, err := Open(context.Background(), TableOptions{Dir: tablestest.Dir(), Unsaved: b.unsaved})
	if err != nil {
		t.Fatal(err)
	}
	if s.opt.unsaved == nil {
		t.Error("Open: the optimal tables were not given Unsaved")
	}
}

// While the size chosen is not built, or is being built, a search uses
// the largest smaller size that is, and says so, rather than h0; never a
// larger one (a size picked smaller may have been picked for the memory).
func TestOptimalTableSmallerBuiltMeanwhile(t *testing.T) {
	b, f := newFakeTables(t)
	small, _ := otables.SizeNamed("small")
	gb1, _ := otables.SizeNamed("1GB")
	gb2, _ := otables.SizeNamed("2GB")
	smallTable, gb1Table := &otables.Table{}, &otables.Table{}
	b.mu.Lock()
	b.open["small"], b.open["1GB"] = smallTable, gb1Table
	b.mu.Unlock()
	b.choose(gb2)
	o, note, err := b.get(context.Background(), nil)
	if err != nil || o != gb1Table || !strings.Contains(note, "The optimal table 2GB (2.2 GB) is not built, so the search used 1GB, the largest smaller one built, slower; build it for faster proofs.") {
		t.Errorf("2GB not built: %p (1GB %p), %q, %v", o, gb1Table, note, err)
	}
	b.mu.Lock()
	b.building["2GB"] = true
	b.mu.Unlock()
	if o, note, _ := b.get(context.Background(), nil); o != gb1Table || !strings.Contains(note, "is being built, so the search used 1GB, the largest") {
		t.Errorf("2GB being built: %q", note)
	}
	b.choose(gb1)
	if o, note, _ := b.get(context.Background(), nil); o != gb1Table || note != "" {
		t.Errorf("1GB chosen and open: %q", note)
	}
	b.choose(small)
	b.mu.Lock()
	delete(b.open, "small")
	b.mu.Unlock()
	if o, note, _ := b.get(context.Background(), nil); o != f.made["h0"] || o == gb1Table || !strings.Contains(note, "the least one (h0)") {
		t.Errorf("small not built, 1GB open: %q", note)
	}
}
