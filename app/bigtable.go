package app

import (
	"errors"
	"fmt"
	"os"
	"sync"

	"cubesolver/tables"
)

// bigTable is the optimal search's big pruning table, opened from the
// cache folder the first time optimal mode is used: it takes most of a
// gigabyte of memory, which a window used in standard mode should not.
// The window never builds it (a minute or two on all cores, with the
// memory of the build); without it the optimal search is slower, and the
// result says so.
//
// TODO(optimal): offer to build it from the window (tables.LoadHuge, with
// its progress in the tables bar) rather than only through cubecli.
type bigTable struct {
	dir string
	t   *tables.Tables

	once sync.Once
	h    *tables.Huge
	note string // why h is nil, for the user
}

// get opens the table once and returns it, or nil and why not. It is
// called from the searches' goroutines.
func (b *bigTable) get() (*tables.Huge, string) {
	b.once.Do(func() {
		h, _, err := tables.OpenHuge(b.dir, b.t)
		switch {
		case err == nil:
			b.h = h
		case errors.Is(err, os.ErrNotExist):
			b.note = fmt.Sprintf("The optimal search's big table is not built, so it searched several times slower; 'cubecli tables -optimal' builds it (%.0f MB, about a minute).",
				float64(tables.HugeFileSize)/1e6)
		default:
			b.note = fmt.Sprintf("The optimal search's big table could not be read (%v), so it searched several times slower; 'cubecli tables -optimal -rebuild' makes it again.", err)
		}
	})
	return b.h, b.note
}
