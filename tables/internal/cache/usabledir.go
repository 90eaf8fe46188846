package cache

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// DirError says why a folder cannot hold the tables: it cannot be made
// (a part of its path is a file) or written. Load says it before it builds
// tables it could not save, rather than after minutes of building, and in
// these words rather than as a damaged cache file.
type DirError struct {
	Dir    string
	Reason string // "/etc/hostname is a file", "it cannot be written: ..."
	Err    error  // the system's error
}

func (e *DirError) Error() string {
	return "cannot use " + e.Dir + " as the tables folder: " + e.Reason
}

func (e *DirError) Unwrap() error { return e.Err }

// UsableDir makes dir if it is missing and checks that a file can be
// made in it (and removed), as saving the tables will; it returns a
// *DirError if not.
func UsableDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return &DirError{Dir: dir, Reason: whyNoFolder(dir, err), Err: err}
	}
	f, err := os.CreateTemp(dir, ".probe-*.tmp")
	if err != nil {
		return &DirError{Dir: dir, Reason: "it cannot be written: " + systemWords(err), Err: err}
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// usableFor is UsableDir, and then checks that no folder stands where
// the file name goes in dir (the file could never be saved over it).
func usableFor(dir, name string) error {
	if err := UsableDir(dir); err != nil {
		return err
	}
	if path := filepath.Join(dir, name); isFolder(path) {
		return &DirError{Dir: dir, Reason: "a folder stands where the table's file goes (" + path + ")", Err: fs.ErrExist}
	}
	return nil
}

// isFolder reports whether path is a folder. A symbolic link to a folder
// is none on Unix, where saving replaces the link, but is one on Windows,
// where a link to a folder cannot be replaced by a file.
func isFolder(path string) bool {
	st, err := os.Lstat(path)
	if err == nil && st.Mode()&fs.ModeSymlink != 0 && runtime.GOOS == "windows" {
		st, err = os.Stat(path)
	}
	return err == nil && st.IsDir()
}

// whyNoFolder says why dir could not be made: the nearest part of its
// path that is there and is no folder, if one is, else the system's words.
func whyNoFolder(dir string, err error) string {
	for p := filepath.Clean(dir); ; p = filepath.Dir(p) {
		if st, serr := os.Stat(p); serr == nil {
			if st.IsDir() {
				break
			}
			what := "a file"
			if !st.Mode().IsRegular() {
				what = modeName(st.Mode())
			}
			if p == filepath.Clean(dir) {
				return "it is " + what
			}
			return p + " is " + what
		}
		if filepath.Dir(p) == p {
			break
		}
	}
	return "it cannot be made: " + systemWords(err)
}

// systemWords is err's own words without the operation and path the
// message already names ("permission denied", not "mkdir /x: permission
// denied").
func systemWords(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// folderMissing reports whether dir is not there as a folder: then no
// cache file can be in it, and a read that failed there found no damaged
// file (a stat through a file says "not a directory").
func folderMissing(dir string) bool {
	st, err := os.Stat(dir)
	return err != nil || !st.IsDir()
}
