package scan

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// ErrNotRegular says that a file given as input is not a regular file: a
// folder, a named pipe, a device. Opening a named pipe for reading waits
// for a writer that may never come, deaf to Ctrl-C, so such files are
// refused before they are opened.
var ErrNotRegular = errors.New("not a regular file")

// OpenFile opens a file of measurements or a photo for reading, refusing
// anything but a regular file before opening it. A missing file gives an
// error satisfying errors.Is(err, fs.ErrNotExist).
func OpenFile(name string) (*os.File, error) {
	st, err := os.Stat(name)
	if err != nil {
		if pe, ok := err.(*fs.PathError); ok {
			pe.Op = "open" // as os.Open would say it
		}
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fmt.Errorf("%w but %s", ErrNotRegular, modeName(st.Mode()))}
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	// The name may have been given to another file meanwhile.
	if now, err := f.Stat(); err != nil || !os.SameFile(st, now) {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: name, Err: errors.New("changed while being opened")}
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
