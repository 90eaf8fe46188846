package cache

import (
	"fmt"
	"io/fs"
	"os"
)

// openRegular opens a cache file for reading, refusing anything but a
// regular file of the size wanted before it reads a byte: opening a named
// pipe for reading waits for a writer that never comes, and a file of the
// wrong size (a sparse 100 GB one, say) is not worth the memory to read.
// A missing file gives an error satisfying errors.Is(err, os.ErrNotExist).
func openRegular(path string, size int64) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("not a regular file but %s", modeName(st.Mode()))
	}
	if st.Size() != size {
		return nil, fmt.Errorf("%d bytes, want %d (truncated, padded or another format)", st.Size(), size)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	// The name may have been given to another file meanwhile.
	if now, err := f.Stat(); err != nil || !os.SameFile(st, now) {
		f.Close()
		return nil, fmt.Errorf("changed while being opened")
	}
	return f, nil
}

// modeName says what kind of file mode is, in words.
func modeName(mode fs.FileMode) string {
	switch {
	case mode.IsDir():
		return "a folder"
	case mode&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file (" + mode.String() + ")"
}
