package tables

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"time"

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
}

// Info says what Load did.
type Info = search.TablesInfo

// buildFunc builds the tables; tests replace it to exercise the cache
// without waiting for a real build.
var buildFunc = build

// Load returns the tables, read from the cache if a good file is there and
// built (on all cores) otherwise. A cache file that is truncated, corrupted,
// of another format or version is never trusted: it is reported in Info,
// rebuilt and replaced. Cancelling ctx stops the build promptly and leaves
// the cache as it was.
func Load(ctx context.Context, opts Options) (t *Tables, info Info, err error) {
	start := time.Now()
	dir := opts.Dir
	if dir == "" {
		dir = DefaultDir()
	}
	info.Path = filepath.Join(dir, cacheName)
	p := newProgress(opts.Progress, stageWeights, 100*time.Millisecond)
	defer func() { info.Duration = time.Since(start) }()
	removeStaleTemps(dir)
	if !opts.Rebuild {
		p.stage(StageLoading, 1)
		t, err = readCache(info.Path)
		if err == nil {
			info.Loaded = true
			p.close()
			return t, info, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			info.CacheFault = err
		}
	}
	t, err = buildFunc(ctx, p)
	if err != nil {
		close(p.stop) // no "done" report for a cancelled build
		<-p.finished
		return nil, info, err
	}
	p.stage("saving tables", 1)
	info.SaveError = writeCache(ctx, info.Path, t)
	if info.SaveError == nil {
		removeOldVersions(dir)
		// Read back, the tables land in memory asked for as huge pages
		// (see hugeBytes). Memory the build freed may be given back as
		// small pages first; the kernel merges those in the background.
		if r, err := readCache(info.Path); err == nil {
			t = r
		}
	}
	p.close()
	return t, info, nil
}

// removeOldVersions deletes cache files of earlier formats from dir: they
// can never be read again and are each about 100 MB. Only the names this
// program has written go, "tables-v" and a number: a user's
// tables-v10-backup.bin stays.
func removeOldVersions(dir string) {
	old, _ := filepath.Glob(filepath.Join(dir, "tables-v*.bin"))
	for _, f := range old {
		if name := filepath.Base(f); name != cacheName && isOldCacheName(name) {
			os.Remove(f)
		}
	}
}

// isOldCacheName reports whether name is "tables-vN.bin" for a number N.
func isOldCacheName(name string) bool {
	v, ok := strings.CutPrefix(name, "tables-v")
	if !ok {
		return false
	}
	v, ok = strings.CutSuffix(v, ".bin")
	if !ok || v == "" {
		return false
	}
	for _, c := range v {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
