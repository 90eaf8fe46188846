package tables

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// hugeStageWeights shape the big table's progress reports: the expected
// seconds of each pass (by depth filled) on an idle 2-core machine.
var hugeStageWeights = map[string][]float64{
	StageLoadingBig:      {0},
	hugeStage:            {0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1, 2, 3, 6, 20, 25, 5, 3},
	"saving big table":   {3},
	"big table symmetry": {0.2},
}

// HugePath returns the big table's cache file in dir ("" means
// DefaultDir()).
func HugePath(dir string) string {
	if dir == "" {
		dir = DefaultDir()
	}
	return filepath.Join(dir, HugeFileName)
}

// ErrNeeds64Bit says that the big table cannot be used on this system:
// its 3.5 billion entries are numbered by an int, which must be 64 bits.
var ErrNeeds64Bit = errors.New("the big table needs a 64-bit system")

// OpenHuge loads the big table from the cache folder dir ("" means
// DefaultDir()) without ever building it: a missing file gives an error
// satisfying errors.Is(err, os.ErrNotExist), a damaged one a *CacheError.
// t supplies the move and conjugation tables.
func OpenHuge(dir string, t *Tables) (*Huge, Info, error) {
	start := time.Now()
	info := Info{Path: HugePath(dir)}
	if strconv.IntSize < 64 {
		return nil, info, ErrNeeds64Bit
	}
	h, err := readHuge(info.Path, t)
	info.Duration = time.Since(start)
	if err != nil {
		return nil, info, err
	}
	info.Loaded = true
	return h, info, nil
}

// LoadHuge returns the big table: read from the cache folder if a good file
// is there, else built on all cores (about a minute and 0.9 GB of memory on
// two cores) and saved there (HugeFileSize bytes). As with Load, a damaged
// cache file is reported in Info and replaced, and cancelling ctx stops the
// build promptly and leaves the cache as it was. t supplies the move and
// conjugation tables.
func LoadHuge(ctx context.Context, t *Tables, opts Options) (h *Huge, info Info, err error) {
	start := time.Now()
	info.Path = HugePath(opts.Dir)
	if strconv.IntSize < 64 {
		return nil, info, ErrNeeds64Bit
	}
	defer func() { info.Duration = time.Since(start) }()
	p := newProgress(opts.Progress, hugeStageWeights, 100*time.Millisecond)
	removeStaleTemps(filepath.Dir(info.Path))
	if !opts.Rebuild {
		p.stage(StageLoadingBig, 1)
		h, err = readHuge(info.Path, t)
		if err == nil {
			info.Loaded = true
			p.close()
			return h, info, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			info.CacheFault = err
		}
	}
	// One build at a time in a folder: a program that waited here reads
	// what the other built.
	if unlock, lerr := lockFile(filepath.Join(filepath.Dir(info.Path), ".huge.lock")); lerr == nil {
		defer unlock()
		if !opts.Rebuild {
			if h, err = readHuge(info.Path, t); err == nil {
				info.Loaded, info.CacheFault = true, nil
				p.close()
				return h, info, nil
			}
		}
	}
	p.stage("big table symmetry", 1)
	words, unmap := hugeMemory(hugeWords)
	h = newHuge(t, words)
	h.unmap = unmap
	if err = h.build(ctx, p); err != nil {
		h.Close()
		close(p.stop)
		<-p.finished
		return nil, info, err
	}
	p.stage("saving big table", 1)
	info.SaveError = writeHuge(ctx, info.Path, h)
	p.close()
	return h, info, nil
}

// Close releases the table's memory; h must not be used afterwards.
func (h *Huge) Close() {
	if h.unmap != nil {
		h.unmap()
		h.unmap = nil
	}
	h.words = nil
}
