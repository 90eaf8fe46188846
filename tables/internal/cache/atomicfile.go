package cache

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// The temporary files cache files are written into, by pattern
// (os.CreateTemp's: the star is random).
const (
	TablesTemp  = ".tables-*.tmp"
	OptimalTemp = ".optimal-*.tmp"
	PocketTemp  = ".pocket-*.tmp"
	SymTemp     = ".symcoords-*.tmp"
)

// WriteAtomic writes a file the way every cache file is written: into a
// temporary file in the same folder (pattern names it), synced, then renamed
// over path. Readers never see a partial file, and two processes writing at
// once each rename a complete one. On any error, and when ctx is cancelled
// (an interrupted program), the temporary file goes.
func WriteAtomic(ctx context.Context, path, pattern string, write func(io.Writer) error) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return err
	}
	tmp := f.Name()
	f.Chmod(0o644) // readable by other users, like the folder
	err = write(&ctxWriter{ctx: ctx, w: f})
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = ctx.Err()
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// ctxWriter writes in pieces, stopping when ctx is cancelled, so that a
// save of hundreds of megabytes can be abandoned at once.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c *ctxWriter) Write(p []byte) (int, error) {
	n := 0
	for len(p) > 0 {
		if err := c.ctx.Err(); err != nil {
			return n, err
		}
		k, err := c.w.Write(p[:min(len(p), 4<<20)])
		n += k
		if err != nil {
			return n, err
		}
		p = p[k:]
	}
	return n, nil
}

// staleAfter is the age after which a temporary file nobody writes to any
// more is taken for one left by a program killed while saving: a save
// writes to its file all the time, and even an 8 GB optimal table's takes seconds.
const staleAfter = 10 * time.Minute

// RemoveStaleTemps deletes, from dir, the temporary files of cache saves
// that were killed: they are invisible and up to 900 MB each.
func RemoveStaleTemps(dir string) {
	for _, pattern := range []string{TablesTemp, OptimalTemp, PocketTemp, SymTemp, ".huge-*.tmp"} { // .huge: an earlier version's big table
		names, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, name := range names {
			st, err := os.Lstat(name)
			if err == nil && st.Mode().IsRegular() && time.Since(st.ModTime()) > staleAfter &&
				strings.HasSuffix(name, ".tmp") {
				os.Remove(name)
			}
		}
	}
}
