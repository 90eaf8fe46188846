package solver

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"

	"cubesolver/solver/search"
	"cubesolver/tables"
)

// optimalTables are the optimal search's tables: the size the user chose,
// opened from the cache folder the first time optimal mode wants it (the
// larger ones take gigabytes, which a program used in standard mode should
// not), built there on request. While the chosen one is missing, being
// built or unreadable, the search uses the least one, h0 (59 MB, built in
// seconds on first use), and the result says so.
//
// Its methods are safe to call from any goroutine.
type optimalTables struct {
	dir  string
	t    *tables.Tables
	none bool // no cache folder: h0 is built in memory, others only given (use)
	// load reads a table or builds it; nil means tables.LoadOptimal
	// (tests put a fake here, for the chosen table and for h0).
	load func(ctx context.Context, t *tables.Tables, s tables.OptimalSize, opts tables.Options) (*tables.Optimal, tables.Info, error)

	// mu guards the fields below and is held only for moments. opening
	// makes searches wait for one another while one reads a table from
	// disk, which takes seconds, without mu held.
	mu       sync.Mutex
	opening  sync.Mutex
	chosen   tables.OptimalSize
	open     map[string]*tables.Optimal
	failed   map[string]error // could not be read; not tried again
	building map[string]bool
}

func newOptimalTables(dir string, t *tables.Tables, none bool) *optimalTables {
	small, _ := tables.OptimalSizeNamed(search.DefaultSize)
	return &optimalTables{dir: dir, t: t, none: none, chosen: small,
		open: map[string]*tables.Optimal{}, failed: map[string]error{}, building: map[string]bool{}}
}

func (b *optimalTables) loader() func(ctx context.Context, t *tables.Tables, s tables.OptimalSize, opts tables.Options) (*tables.Optimal, tables.Info, error) {
	if b.load != nil {
		return b.load
	}
	return tables.LoadOptimal
}

// get returns the table to search with, and a note for the user when it
// is not the chosen one. It is called from the searches' goroutines.
func (b *optimalTables) get(ctx context.Context) (*tables.Optimal, string, error) {
	b.opening.Lock()
	defer b.opening.Unlock()
	b.mu.Lock()
	s := b.chosen
	o, building, failed := b.open[s.Name], b.building[s.Name], b.failed[s.Name]
	b.mu.Unlock()
	if o != nil {
		return o, "", nil
	}
	var note string
	switch {
	case building:
		note = fmt.Sprintf("The optimal table %s is being built, so this search used the least one (h0), several times slower; later searches will use it.", s)
	case failed != nil:
		note = fmt.Sprintf("The optimal table %s could not be read (%v), so the search used the least one (h0), several times slower; build it again.", s, failed)
	case !b.none:
		if _, err := os.Stat(tables.OptimalPath(b.dir, s)); err == nil {
			o, _, err := tables.OpenOptimal(ctx, b.dir, b.t, s)
			if err == nil {
				b.mu.Lock()
				b.open[s.Name] = o
				b.mu.Unlock()
				return o, "", nil
			}
			if !errors.Is(err, os.ErrNotExist) {
				b.mu.Lock()
				b.failed[s.Name] = err
				b.mu.Unlock()
				return b.least(ctx, fmt.Sprintf("The optimal table %s could not be read (%v), so the search used the least one (h0), several times slower; build it again.", s, err))
			}
		}
		note = fmt.Sprintf("The optimal table %s is not built, so the search used the least one (h0), several times slower; build it for faster proofs.", s)
	}
	return b.least(ctx, note)
}

// least returns h0, made (or read) the first time, and note; b.opening is
// held, b.mu not (making h0 takes seconds, and the window asks b things
// meanwhile).
func (b *optimalTables) least(ctx context.Context, note string) (*tables.Optimal, string, error) {
	b.mu.Lock()
	o := b.open[tables.OptimalH0.Name]
	b.mu.Unlock()
	if o != nil {
		return o, note, nil
	}
	opts := tables.Options{Dir: b.dir}
	if b.none {
		opts.Dir = os.TempDir()
	}
	o, _, err := b.loader()(ctx, b.t, tables.OptimalH0, opts)
	if err != nil {
		return nil, "", err
	}
	b.mu.Lock()
	b.open[tables.OptimalH0.Name] = o
	b.mu.Unlock()
	return o, note, nil
}

// choose makes s the size to search with.
func (b *optimalTables) choose(s tables.OptimalSize) {
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
	_, err := os.Stat(tables.OptimalPath(b.dir, s))
	return errors.Is(err, os.ErrNotExist)
}

// build builds the chosen table (or loads it, if it has appeared
// meanwhile), reporting to progress, and returns when it is done or ctx is
// cancelled. Later searches use it. It returns at once if the table is
// open or being built.
func (b *optimalTables) build(ctx context.Context, progress func(TableProgress)) error {
	b.mu.Lock()
	s := b.chosen
	if b.open[s.Name] != nil || b.building[s.Name] {
		b.mu.Unlock()
		return nil
	}
	b.building[s.Name] = true
	b.mu.Unlock()
	o, _, err := b.loader()(ctx, b.t, s, tables.Options{Dir: b.dir, Progress: progress})
	b.mu.Lock()
	defer b.mu.Unlock()
	b.building[s.Name] = false
	if err != nil {
		return err
	}
	b.open[s.Name], b.failed[s.Name] = o, nil
	return nil
}

// use makes o, of its size, the table to search with.
func (b *optimalTables) use(o *tables.Optimal) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.chosen = o.Size()
	b.open[o.Size().Name] = o
}

// list lists the sizes and where each stands (see Solver.OptimalTables).
func (b *optimalTables) list() []search.OptimalTable {
	sizes := tables.OptimalSizes()
	out := make([]search.OptimalTable, len(sizes))
	b.mu.Lock()
	defer b.mu.Unlock()
	for i, s := range sizes {
		t := search.OptimalTable{Name: s.Name, Bytes: s.Bytes(), Build: s.Build, Speed: s.Speed,
			Building: b.building[s.Name], Chosen: s == b.chosen, Built: b.open[s.Name] != nil}
		if !t.Built && !b.none && b.failed[s.Name] == nil {
			_, err := os.Stat(tables.OptimalPath(b.dir, s))
			t.Built = err == nil
		}
		out[i] = t
	}
	return out
}
