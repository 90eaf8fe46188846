package tables

import (
	"context"
	"errors"
	"fmt"
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
func Load(ctx context.Context, opts Options) (*Tables, Info, error) {
	f := cacheFile[*Tables]{
		name: cacheName, loading: search.StageLoading, saving: search.StageSaving, weights: stageWeights,
		read:  readCache,
		build: func(ctx context.Context, p *progress) (*Tables, error) { return buildFunc(ctx, p) },
		write: writeCache,
		// Read back, the tables land in memory asked for as huge pages
		// (see hugeBytes). Memory the build freed may be given back as
		// small pages first; the kernel merges those in the background.
		reread: true,
	}
	return f.load(ctx, opts)
}

// cacheFile is how one cache file is loaded, or built and saved: the one
// flow of Load and LoadOptimal.
type cacheFile[T any] struct {
	name    string       // the file's name in the cache folder: a stem, "-v", the version and ".bin"
	loading search.Stage // the progress stages of reading it and of saving it
	saving  search.Stage
	weights map[search.Stage][]float64 // the stages' weights (see progress)
	// lock, if set, names a lock file in the folder: one build at a time,
	// and a program that waited reads what the other built.
	lock   string
	reread bool // read the file back after saving it

	read  func(ctx context.Context, path string) (T, error) // os.ErrNotExist, ctx's error, or a *CacheError
	build func(ctx context.Context, p *progress) (T, error)
	write func(ctx context.Context, path string, v T) error
}

func (f *cacheFile[T]) load(ctx context.Context, opts Options) (v T, info Info, err error) {
	start := time.Now()
	dir := opts.Dir
	if dir == "" {
		dir = DefaultDir()
	}
	info.Path = filepath.Join(dir, f.name)
	defer func() { info.Duration = time.Since(start) }()
	p := newProgress(opts.Progress, f.weights, 100*time.Millisecond)
	removeStaleTemps(dir)
	// fail ends a read or build that was cancelled or failed: no "done"
	// report.
	fail := func(err error) (T, Info, error) {
		close(p.stop)
		<-p.finished
		var zero T
		return zero, info, err
	}
	tryRead := func() bool {
		r, err := f.read(ctx, info.Path)
		if err == nil {
			v, info.Loaded, info.CacheFault = r, true, nil
			p.close()
			return true
		}
		if !errors.Is(err, os.ErrNotExist) && ctx.Err() == nil {
			info.CacheFault = err
		}
		return false
	}
	if !opts.Rebuild {
		p.stage(f.loading, 1)
		if tryRead() {
			return v, info, nil
		}
		if ctx.Err() != nil {
			return fail(ctx.Err())
		}
	}
	if f.lock != "" {
		if unlock, lerr := lockFile(filepath.Join(dir, f.lock)); lerr == nil {
			defer unlock()
			if !opts.Rebuild && tryRead() {
				return v, info, nil
			}
		}
	}
	v, err = f.build(ctx, p)
	if err != nil {
		return fail(err)
	}
	p.stage(f.saving, 1)
	info.SaveError = f.write(ctx, info.Path, v)
	if info.SaveError == nil {
		removeOldVersions(dir, f.name)
		removeRetired(dir)
		if f.reread {
			if r, err := f.read(ctx, info.Path); err == nil {
				v = r
			}
		}
	}
	p.close()
	return v, info, nil
}

// removeOldVersions deletes from dir the cache files of earlier formats of
// the file name: they can never be read again and are up to 900 MB each.
// Only the names this program has written go, stem-vN.bin for a number N:
// a user's tables-v10-backup.bin stays.
func removeOldVersions(dir, name string) {
	stem, _, ok := strings.Cut(name, "-v")
	if !ok {
		return
	}
	old, _ := filepath.Glob(filepath.Join(dir, stem+"-v*.bin"))
	for _, f := range old {
		if base := filepath.Base(f); base != name && isOldCacheName(base, stem) {
			os.Remove(f)
		}
	}
}

// isOldCacheName reports whether name is stem-vN.bin for a number N.
func isOldCacheName(name, stem string) bool {
	v, ok := strings.CutPrefix(name, stem+"-v")
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

// removeRetired deletes from dir the files of tables this program no
// longer uses: Kociemba's big table of earlier versions (huge-vN.bin,
// 882 MB), which the optimal tables replaced, and the optimal tables of
// earlier formats of every size (up to 7.8 GB each): a size's own save
// removes its own, but a size never rebuilt would keep them for good.
func removeRetired(dir string) {
	old, _ := filepath.Glob(filepath.Join(dir, "huge-v*.bin"))
	for _, f := range old {
		if isOldCacheName(filepath.Base(f), "huge") {
			os.Remove(f)
		}
	}
	old, _ = filepath.Glob(filepath.Join(dir, "optimal-*-v*.bin"))
	for _, f := range old {
		name := filepath.Base(f)
		stem, _, _ := strings.Cut(name, "-v")
		if isOldCacheName(name, stem) && name != fmt.Sprintf("%s-v%d.bin", stem, optimalVersion) {
			os.Remove(f)
		}
	}
}
