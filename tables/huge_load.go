package tables

import (
	"context"
	"errors"
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
func LoadHuge(ctx context.Context, t *Tables, opts Options) (*Huge, Info, error) {
	if strconv.IntSize < 64 {
		return nil, Info{Path: HugePath(opts.Dir)}, ErrNeeds64Bit
	}
	f := cacheFile[*Huge]{
		name: HugeFileName, loading: StageLoadingBig, saving: "saving big table", weights: hugeStageWeights,
		lock:  ".huge.lock",
		read:  func(path string) (*Huge, error) { return readHuge(path, t) },
		build: func(ctx context.Context, p *progress) (*Huge, error) { return buildHuge(ctx, t, p) },
		write: writeHuge,
	}
	return f.load(ctx, opts)
}

// buildHuge builds the big table into memory of its own.
func buildHuge(ctx context.Context, t *Tables, p *progress) (*Huge, error) {
	p.stage("big table symmetry", 1)
	words, unmap := hugeMemory(hugeWords)
	h := newHuge(t, words)
	h.unmap = unmap
	if err := h.build(ctx, p); err != nil {
		h.Close()
		return nil, err
	}
	return h, nil
}

// Close releases the table's memory; h must not be used afterwards.
func (h *Huge) Close() {
	if h.unmap != nil {
		h.unmap()
		h.unmap = nil
	}
	h.words = nil
}
