package cache

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

// OptimalVersion is the format version of the optimal tables' files
// (tables/optimal): saving any table removes those of earlier versions
// (removeRetired).
const OptimalVersion = 2

// File is how one cache file is loaded, or built and saved: the one flow
// of every table.
type File[T any] struct {
	Name    string       // the file's name in the cache folder: a stem, "-v", the version and ".bin"
	Loading search.Stage // the progress stages of reading it and of saving it
	Saving  search.Stage
	Weights map[search.Stage][]float64 // the stages' weights (see Reporter)
	// Lock, if set, names a lock file in the folder: one build at a time,
	// and a program that waited reads what the other built.
	Lock   string
	Reread bool // read the file back after saving it

	Read  func(ctx context.Context, path string) (T, error) // os.ErrNotExist, ctx's error, or a *CacheError
	Build func(ctx context.Context, p *Reporter) (T, error)
	Write func(ctx context.Context, path string, v T) error
}

// Load reads the file from the cache folder opts.Dir if a good one is
// there, else builds it and saves it there (see Options).
func (f *File[T]) Load(ctx context.Context, opts Options) (v T, info Info, err error) {
	start := time.Now()
	dir := opts.Dir
	if dir == "" {
		dir = DefaultDir()
	}
	info.Path = filepath.Join(dir, f.Name)
	defer func() { info.Duration = time.Since(start) }()
	p := NewReporter(opts.Progress, f.Weights, 100*time.Millisecond)
	RemoveStaleTemps(dir)
	// fail ends a read or build that was cancelled or failed: no "done"
	// report.
	fail := func(err error) (T, Info, error) {
		p.Abandon()
		var zero T
		return zero, info, err
	}
	tryRead := func() bool {
		r, err := f.Read(ctx, info.Path)
		if err == nil {
			v, info.Loaded, info.CacheFault = r, true, nil
			p.Close()
			return true
		}
		if !errors.Is(err, os.ErrNotExist) && ctx.Err() == nil {
			info.CacheFault = err
			p.Again(search.AgainUnreadable)
		}
		return false
	}
	if !opts.Rebuild {
		p.Stage(f.Loading, 1)
		if tryRead() {
			return v, info, nil
		}
		if ctx.Err() != nil {
			return fail(ctx.Err())
		}
	}
	// Before minutes of building: can the folder hold what is built?
	if dirErr := usableFor(dir, f.Name); dirErr != nil {
		if folderMissing(dir) || isFolder(info.Path) {
			info.CacheFault = nil // no file there to be damaged
		}
		p.Again(search.AgainUnsavable)
		if opts.Unsaved != nil && !opts.Unsaved(dirErr) {
			return fail(dirErr)
		}
		v, err = f.Build(ctx, p)
		if err != nil {
			return fail(err)
		}
		info.SaveError = dirErr
		p.Close()
		return v, info, nil
	}
	if f.Lock != "" {
		waiting := func() { p.Stage(search.StageWaiting, 1) }
		if unlock, lerr := lockFile(filepath.Join(dir, f.Lock), waiting); lerr == nil {
			defer unlock()
			if !opts.Rebuild && tryRead() {
				return v, info, nil
			}
		}
	}
	v, err = f.Build(ctx, p)
	if err != nil {
		return fail(err)
	}
	p.Stage(f.Saving, 1)
	info.SaveError = f.Write(ctx, info.Path, v)
	if info.SaveError == nil {
		removeOldVersions(dir, f.Name)
		removeRetired(dir)
		if f.Reread {
			if r, err := f.Read(ctx, info.Path); err == nil {
				v = r
			}
		}
	}
	p.Close()
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
		if isOldCacheName(name, stem) && name != fmt.Sprintf("%s-v%d.bin", stem, OptimalVersion) {
			os.Remove(f)
		}
	}
}
