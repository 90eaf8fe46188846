package tables

import (
	"io"
	"os"
	"path/filepath"
)

// writeAtomic writes a file the way every cache file is written: into a
// temporary file in the same folder (pattern names it), synced, then renamed
// over path. Readers never see a partial file, and two processes writing at
// once each rename a complete one. On any error the temporary file goes.
func writeAtomic(path, pattern string, write func(io.Writer) error) error {
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
	err = write(f)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}
