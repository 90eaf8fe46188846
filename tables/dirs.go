package tables

import "cubesolver/tables/internal/cache"

// EnvDir names the environment variable that overrides the default cache
// folder.
const EnvDir = cache.EnvDir

// DefaultDir is where the tables are cached: $CUBESOLVER_TABLES if set,
// else the user's cache folder (e.g. ~/.cache/cubesolver).
func DefaultDir() string { return cache.DefaultDir() }

// The vocabulary of loading a table, the same for every table.
type (
	// Options says where the cache lives and how to report progress.
	Options = cache.Options
	// Info says what a load did.
	Info = cache.Info
	// Progress is a snapshot of a table's preparation, sent several
	// times a second.
	Progress = cache.Progress
	// CacheError says why a cache file was not used.
	CacheError = cache.CacheError
	// DirError says why a folder cannot hold the tables.
	DirError = cache.DirError
)
