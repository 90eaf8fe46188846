package solver

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"

	"cubesolver/tables"
)

// bigTable is the optimal search's big pruning table, opened from the
// cache folder the first time optimal mode is used: it takes most of a
// gigabyte of memory, which a program used in standard mode should not.
// Until it is there the optimal search uses the phase-1 table, several
// times slower, and the result says so.
//
// Its methods are safe to call from any goroutine.
type bigTable struct {
	dir  string
	t    *tables.Tables
	none bool // no cache folder to open it from: only UseBigTable gives one
	// load builds the table, or loads it if it is there; nil means
	// tables.LoadHuge (tests put a fake here).
	load func(ctx context.Context, t *tables.Tables, opts tables.Options) (*tables.Huge, tables.Info, error)

	// mu guards the fields below and is held only for moments. opening
	// makes searches that want the table wait for one another while one
	// reads it from disk, which takes seconds, without mu held.
	mu       sync.Mutex
	opening  sync.Mutex
	h        *tables.Huge
	failed   error // the cache file could not be read; not tried again
	building bool
}

// get returns the table, opening it from the cache folder if it is there,
// or nil and why not, for the user. It is called from the searches'
// goroutines.
func (b *bigTable) get() (*tables.Huge, string) {
	b.opening.Lock()
	defer b.opening.Unlock()
	b.mu.Lock()
	h, building, failed := b.h, b.building, b.failed
	b.mu.Unlock()
	switch {
	case h != nil:
		return h, ""
	case b.none:
		return nil, ""
	case building:
		return nil, "The optimal search's big table is being built, so this search used the standard tables (several times slower); later optimal searches will use it."
	case failed == nil:
		if _, err := os.Stat(tables.HugePath(b.dir)); err == nil {
			h, _, err := tables.OpenHuge(b.dir, b.t)
			b.mu.Lock()
			defer b.mu.Unlock()
			if err == nil {
				b.h = h
				return h, ""
			}
			if !errors.Is(err, os.ErrNotExist) {
				b.failed, failed = err, err
			}
		}
	}
	if failed != nil {
		return nil, fmt.Sprintf("The optimal search's big table could not be read (%v), so it searched several times slower; \"Build the big table…\" along the bottom makes it again.", failed)
	}
	return nil, fmt.Sprintf("The optimal search's big table is not built, so it searched several times slower; \"Build the big table…\" along the bottom builds it (%.0f MB).",
		float64(tables.HugeFileSize)/1e6)
}

// missing reports whether the table is neither loaded, nor being built,
// nor in the cache folder in a state to read: whether building it is worth
// offering.
func (b *bigTable) missing() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.h != nil || b.building || b.none {
		return false
	}
	if b.failed != nil {
		return true
	}
	_, err := os.Stat(tables.HugePath(b.dir))
	return errors.Is(err, os.ErrNotExist)
}

// build builds the table (or loads it, if it has appeared meanwhile),
// reporting to progress, and returns when it is done or ctx is cancelled.
// Later calls of get return it. It returns at once if the table is there
// or being built.
func (b *bigTable) build(ctx context.Context, progress func(TableProgress)) error {
	b.mu.Lock()
	if b.h != nil || b.building {
		b.mu.Unlock()
		return nil
	}
	b.building = true
	b.mu.Unlock()
	load := b.load
	if load == nil {
		load = tables.LoadHuge
	}
	h, _, err := load(ctx, b.t, tables.Options{Dir: b.dir, Progress: progress})
	b.mu.Lock()
	defer b.mu.Unlock()
	b.building = false
	if err != nil {
		return err
	}
	b.h, b.failed = h, nil
	return nil
}

// use makes h the table.
func (b *bigTable) use(h *tables.Huge) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.h = h
}
