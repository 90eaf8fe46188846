package cache

import (
	"os"
	"path/filepath"

	"cubesolver/solver/search"
)

// EnvDir names the environment variable that overrides the default cache
// folder.
const EnvDir = "CUBESOLVER_TABLES"

// DefaultDir is where the tables are cached: $CUBESOLVER_TABLES if set,
// else the user's cache folder (e.g. ~/.cache/cubesolver).
func DefaultDir() string {
	if d := os.Getenv(EnvDir); d != "" {
		return d
	}
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "cubesolver")
	}
	return filepath.Join(os.TempDir(), "cubesolver")
}

// Options says where the cache lives and how to report progress.
type Options struct {
	Dir      string         // cache folder; "" means DefaultDir()
	Rebuild  bool           // build even if a good cache file exists
	Progress func(Progress) // called several times a second from one goroutine; may be nil
	// Unsaved, if set, is called before building tables that could not
	// be saved, the folder being unusable (a *DirError: a part of its
	// path is a file, or it cannot be written). If it returns false Load
	// stops with that error; if true (and with no Unsaved) the tables are
	// built in memory and Info.SaveError is that error.
	Unsaved func(error) bool
}

// Progress is a snapshot of a table's preparation, sent several times a
// second.
type Progress = search.TableProgress

// Info says what Load did.
type Info = search.TablesInfo

// CacheError says why a cache file was not used.
type CacheError struct {
	Path   string
	Reason string
}

func (e *CacheError) Error() string { return "table cache " + e.Path + ": " + e.Reason }
