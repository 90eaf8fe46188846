package solver

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/search"
	"cubesolver/tables"
	otables "cubesolver/tables/optimal"
)

// optimalTables are the optimal search's tables: the size the user chose,
// opened from the cache folder the first time optimal mode wants it (the
// larger ones take gigabytes, which a program used in standard mode should
// not), built there on request. While the chosen one is missing, being
// built or unreadable, the search uses the largest smaller one built, or
// else the least one, h0 (59 MB, built in seconds on first use), and the
// result says so.
//
// Its methods are safe to call from any goroutine.
type optimalTables struct {
	dir  string
	t    *ttables.Tables
	none bool // no cache folder: h0 is built in memory, others only given (use)
	// unsaved is TableOptions.Unsaved: told before a build that the
	// folder cannot hold the table, it says whether to build all the same.
	unsaved func(error) bool
	// load reads a table or builds it; nil means otables.Load
	// (tests put a fake here, for the chosen table and for h0).
	load func(ctx context.Context, t *ttables.Tables, s otables.Size, opts tables.Options) (*otables.Table, tables.Info, error)

	// mu guards the fields below and is held only for moments. opening
	// makes searches wait for one another while one reads a table from
	// disk, which takes seconds, without mu held.
	mu       sync.Mutex
	opening  sync.Mutex
	chosen   otables.Size
	open     map[string]*otables.Table
	failed   map[string]error // could not be read; not tried again
	building map[string]bool
}

func newOptimalTables(dir string, t *ttables.Tables, none bool) *optimalTables {
	small, _ := otables.SizeNamed(search.DefaultSize)
	return &optimalTables{dir: dir, t: t, none: none, chosen: small,
		open: map[string]*otables.Table{}, failed: map[string]error{}, building: map[string]bool{}}
}

func (b *optimalTables) loader() func(ctx context.Context, t *ttables.Tables, s otables.Size, opts tables.Options) (*otables.Table, tables.Info, error) {
	if b.load != nil {
		return b.load
	}
	return otables.Load
}

// get returns the table to search with, and a note for the user when it
// is not the chosen one or its cache file was in trouble. It is called
// from the searches' goroutines; cancelling ctx stops the reading of a
// table (ctx's error). loading, if not nil, is called when a table is to
// be read or made, and the function it returns when that is over: the
// search reports that time apart.
func (b *optimalTables) get(ctx context.Context, loading func() (done func())) (*otables.Table, string, error) {
	if loading == nil {
		loading = func() func() { return func() {} }
	}
	b.opening.Lock()
	defer b.opening.Unlock()
	b.mu.Lock()
	s := b.chosen
	o, building, failed := b.open[s.Name], b.building[s.Name], b.failed[s.Name]
	b.mu.Unlock()
	if o != nil {
		return o, "", nil
	}
	if s == otables.H0 {
		return b.least(ctx, "", loading)
	}
	// what the search used instead, and why, as the note says it.
	var why, then string
	switch {
	case building:
		why, then = "is being built", "later searches will use it"
	case failed != nil:
		why, then = fmt.Sprintf("could not be read (%v)", failed), "build it again"
	case !b.none:
		done := loading()
		o, _, err := b.openFile(ctx, s)
		done()
		switch {
		case err == nil:
			return o, "", nil
		case ctx.Err() != nil:
			return nil, "", ctx.Err()
		case !errors.Is(err, os.ErrNotExist):
			why, then = fmt.Sprintf("could not be read (%v)", err), "build it again"
		default:
			why, then = "is not built", "build it for faster proofs"
		}
	default:
		return b.least(ctx, "", loading)
	}
	if o, x := b.smallerBuilt(ctx, s, loading); o != nil {
		return o, fmt.Sprintf("The optimal table %s %s, so the search used %s, the largest smaller one built, slower; %s.", s, why, x.Name, then), nil
	}
	return b.least(ctx, fmt.Sprintf("The optimal table %s %s, so the search used the least one (h0), several times slower; %s.", s, why, then), loading)
}

// smallerBuilt returns the largest table smaller than s that is open or
// can be read from the cache folder, and its size; nil if none is (h0
// aside). A larger size built is not taken: a size picked smaller may have
// been picked for the memory. b.opening is held.
func (b *optimalTables) smallerBuilt(ctx context.Context, s otables.Size, loading func() (done func())) (*otables.Table, otables.Size) {
	sizes := otables.Sizes()
	for i := len(sizes) - 1; i >= 0; i-- {
		x := sizes[i]
		if x.Bytes() >= s.Bytes() || x == otables.H0 {
			continue
		}
		b.mu.Lock()
		o, unusable := b.open[x.Name], b.building[x.Name] || b.failed[x.Name] != nil
		b.mu.Unlock()
		if o != nil {
			return o, x
		}
		if unusable || b.none {
			continue
		}
		if _, err := os.Stat(otables.Path(b.dir, x)); err != nil {
			continue
		}
		done := loading()
		o, _, err := b.openFile(ctx, x)
		done()
		if err == nil {
			return o, x
		}
		if ctx.Err() != nil {
			break
		}
	}
	return nil, otables.Size{}
}

// openFile reads the table of size s (not h0) from the cache folder and
// records the outcome: the table open, or why it could not be read (not
// that it is missing, nor a cancelled read). b.opening is held.
func (b *optimalTables) openFile(ctx context.Context, s otables.Size) (*otables.Table, tables.Info, error) {
	o, info, err := otables.Open(ctx, b.dir, b.t, s)
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case err == nil:
		b.open[s.Name], b.failed[s.Name] = o, nil
	case !errors.Is(err, os.ErrNotExist) && ctx.Err() == nil:
		b.failed[s.Name] = err
	}
	return o, info, err
}

// least returns h0, made (or read) the first time, and note, to which it
// adds what went wrong with h0's cache file; b.opening is held, b.mu not
// (making h0 takes seconds, and the window asks b things meanwhile).
func (b *optimalTables) least(ctx context.Context, note string, loading func() (done func())) (*otables.Table, string, error) {
	b.mu.Lock()
	o := b.open[otables.H0.Name]
	b.mu.Unlock()
	if o != nil {
		return o, note, nil
	}
	done := loading()
	o, info, err := b.loadLeast(ctx)
	done()
	if err != nil {
		return nil, "", err
	}
	if fault := faultNote(otables.H0, info); fault != "" {
		note = joinNotes(note, fault)
	}
	return o, note, nil
}

// loadLeast reads h0 from the cache folder, or builds it and saves it
// there, and keeps it open. b.opening is held.
func (b *optimalTables) loadLeast(ctx context.Context) (*otables.Table, tables.Info, error) {
	opts := tables.Options{Dir: b.dir, Unsaved: b.unsaved}
	if b.none {
		opts.Dir = os.TempDir()
	}
	o, info, err := b.loader()(ctx, b.t, otables.H0, opts)
	if err != nil {
		return nil, info, err
	}
	b.mu.Lock()
	b.open[otables.H0.Name] = o
	b.mu.Unlock()
	return o, info, nil
}

// faultNote says, for a search's note, what went wrong with the cache
// file of the table of size s, if anything did.
func faultNote(s otables.Size, info tables.Info) string {
	switch {
	case info.CacheFault != nil:
		return fmt.Sprintf("The optimal table %s was built again: %v.", s.Name, info.CacheFault)
	case info.SaveError != nil:
		return fmt.Sprintf("The optimal table %s could not be saved (%v); it will be built again next time.", s.Name, info.SaveError)
	}
	return ""
}

func joinNotes(a, b string) string {
	if a == "" {
		return b
	}
	return a + " " + b
}

// openChosen makes the chosen table ready now: read from the cache folder
// (h0 is built if missing). A table not built gives os.ErrNotExist.
func (b *optimalTables) openChosen(ctx context.Context) (tables.Info, error) {
	b.opening.Lock()
	defer b.opening.Unlock()
	b.mu.Lock()
	s := b.chosen
	o := b.open[s.Name]
	b.mu.Unlock()
	info := tables.Info{Path: otables.Path(b.dir, s), Loaded: true, Bytes: s.Bytes()}
	var err error
	switch {
	case o != nil:
	case s == otables.H0:
		_, info, err = b.loadLeast(ctx)
	case b.none:
		err = fmt.Errorf("optimal table %s: %w (no cache folder)", s, os.ErrNotExist)
	default:
		_, info, err = b.openFile(ctx, s)
	}
	info.Bytes = s.Bytes()
	return info, err
}

// prepare reads the chosen table, or builds it if it is missing or
// damaged (or rebuild), reporting to progress. If ifIdle, it returns at
// once when the table is open or being built.
func (b *optimalTables) prepare(ctx context.Context, rebuild, ifIdle bool, progress func(TableProgress)) (tables.Info, error) {
	b.mu.Lock()
	s := b.chosen
	info := tables.Info{Path: otables.Path(b.dir, s), Loaded: true, Bytes: s.Bytes()}
	if ifIdle && (b.open[s.Name] != nil || b.building[s.Name]) || !rebuild && b.open[s.Name] != nil {
		b.mu.Unlock()
		return info, nil
	}
	b.building[s.Name] = true
	b.mu.Unlock()
	opts := tables.Options{Dir: b.dir, Rebuild: rebuild, Progress: progress, Unsaved: b.unsaved}
	if b.none {
		opts.Dir = os.TempDir()
	}
	o, info, err := b.loader()(ctx, b.t, s, opts)
	info.Bytes = s.Bytes()
	b.mu.Lock()
	defer b.mu.Unlock()
	b.building[s.Name] = false
	if err != nil {
		return info, err
	}
	// A table rebuilt over one open stays open too: a search may be
	// using it.
	b.open[s.Name], b.failed[s.Name] = o, nil
	return info, nil
}

// build is BuildOptimalTable.
func (b *optimalTables) build(ctx context.Context, progress func(TableProgress)) error {
	_, err := b.prepare(ctx, false, true, progress)
	return err
}

// choose makes s the size to search with.
func (b *optimalTables) choose(s otables.Size) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.chosen = s
}

// missing reports whether the chosen table is neither open, nor being
// built, nor in the cache folder in a state to read: whether building it
// is worth offering.
func (b *optimalTables) missing() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	s := b.chosen
	if b.open[s.Name] != nil || b.building[s.Name] || b.none {
		return false
	}
	if b.failed[s.Name] != nil {
		return true
	}
	_, err := os.Stat(otables.Path(b.dir, s))
	return errors.Is(err, os.ErrNotExist)
}

// use makes o, of its size, the table to search with.
func (b *optimalTables) use(o *otables.Table) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.chosen = o.Size()
	b.open[o.Size().Name] = o
}

// distributions returns the counts of the chosen table, if it is open.
func (b *optimalTables) distributions() []Distribution {
	b.mu.Lock()
	o := b.open[b.chosen.Name]
	b.mu.Unlock()
	if o == nil {
		return nil
	}
	return optimalDistributions(o)
}

// list lists the sizes and where each stands (see Solver.OptimalTables).
func (b *optimalTables) list() []search.OptimalTable {
	sizes := otables.Sizes()
	out := OptimalSizes()
	b.mu.Lock()
	defer b.mu.Unlock()
	for i, s := range sizes {
		t := &out[i]
		t.Building, t.Chosen, t.Built = b.building[s.Name], s == b.chosen, b.open[s.Name] != nil
		if !t.Built && !b.none && b.failed[s.Name] == nil {
			_, err := os.Stat(otables.Path(b.dir, s))
			t.Built = err == nil
		}
	}
	return out
}

// OptimalSizes lists the sizes of the optimal table, smallest first, with
// how each performs as measured, without a solver: what
// Solver.OptimalTables says but where each stands.
func OptimalSizes() []search.OptimalTable {
	var out []search.OptimalTable
	for _, s := range otables.Sizes() {
		out = append(out, search.OptimalTable{Name: s.Name, Bytes: s.Bytes(), Build: s.Measured.Build, Speed: s.Speed(), Measured: s.Measured})
	}
	return out
}
