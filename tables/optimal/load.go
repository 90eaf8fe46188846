package optimal

import (
	"context"
	"errors"
	"math/bits"
	"path/filepath"
	"strconv"
	"time"
	"unsafe"

	"cubesolver/tables/twophase"

	"cubesolver/solver/search"
	"cubesolver/tables"
	"cubesolver/tables/internal/bfs"
	"cubesolver/tables/internal/cache"
)

// ErrNeeds64Bit says that the optimal tables cannot be used on this
// system: their billions of entries are numbered past what a 32-bit int
// and address space hold.
var ErrNeeds64Bit = errors.New("the optimal tables need a 64-bit system")

// Path returns the cache file of the optimal table of size s in dir
// ("" means DefaultDir()).
func Path(dir string, s Size) string {
	if dir == "" {
		dir = tables.DefaultDir()
	}
	return filepath.Join(dir, s.fileName())
}

// optimalFormat is the cache file's format for the sections of o.
func format(o *Table) cache.Format {
	s := o.size
	return cache.Format{Version: cache.OptimalVersion, Sections: []cache.Section{
		{Name: "opt h0 dist", U32: &o.h0Dist, N: bfs.MaxDepth},
		{Name: "opt fine dist", U64: &o.fineDist, N: 4},
		{Name: "opt h0", U8: &o.h0, N: s.h0Bytes()},
		{Name: "opt fine", U64: &o.fine, N: int((s.entries() + 31) / 32)},
		{Name: "opt near", U16: &o.near.slots, N: nearSlots(s.Near)},
	}}
}

// Open loads the optimal table of size s from the cache folder dir
// ("" means DefaultDir()) without ever building it: a missing file gives
// an error satisfying errors.Is(err, os.ErrNotExist), a damaged one a
// *CacheError. t supplies the move tables.
func Open(ctx context.Context, dir string, t *twophase.Tables, s Size) (*Table, tables.Info, error) {
	start := time.Now()
	info := tables.Info{Path: Path(dir, s)}
	if strconv.IntSize < 64 {
		return nil, info, ErrNeeds64Bit
	}
	if err := s.check(); err != nil {
		return nil, info, err
	}
	o, err := read(ctx, info.Path, t, s)
	info.Duration = time.Since(start)
	if err != nil {
		return nil, info, err
	}
	info.Loaded = true
	return o, info, nil
}

// Load returns the optimal table of size s: read from the cache
// folder if a good file is there, else built on all cores and saved there.
// As with Load, a damaged cache file is reported in Info and replaced, and
// cancelling ctx stops the build promptly and leaves the cache as it was.
// t supplies the move tables.
func Load(ctx context.Context, t *twophase.Tables, s Size, opts tables.Options) (*Table, tables.Info, error) {
	if strconv.IntSize < 64 {
		return nil, tables.Info{Path: Path(opts.Dir, s)}, ErrNeeds64Bit
	}
	if err := s.check(); err != nil {
		return nil, tables.Info{Path: Path(opts.Dir, s)}, err
	}
	f := cache.File[*Table]{
		Name: s.fileName(), Loading: search.StageLoadingOptimal, Saving: search.StageSavingOptimal, Weights: weights(s),
		Lock: "." + s.fileName() + ".lock", // one build of a size at a time; h0 meanwhile
		Read: func(ctx context.Context, path string) (*Table, error) { return read(ctx, path, t, s) },
		Build: func(ctx context.Context, p *cache.Reporter) (*Table, error) {
			return build(ctx, t, s, p, filepath.Dir(Path(opts.Dir, s)))
		},
		Write: func(ctx context.Context, path string, o *Table) error {
			return format(o).WriteFile(ctx, path, cache.OptimalTemp)
		},
	}
	return f.Load(ctx, opts)
}

// optimalWeights shape the progress reports of building size s: the
// expected seconds of each stage on an idle 2-core machine.
func weights(s Size) map[search.Stage][]float64 {
	w := map[search.Stage][]float64{
		search.StageLoadingOptimal: {0},
		search.StageOptimalCoords:  {1},
		search.StageOptimalH0:      {0.01, 0.01, 0.01, 0.01, 0.01, 0.02, 0.05, 0.1, 0.5, 1.5, 1.5, 0.5}, // a pass a depth, 0 to 11
		search.StageSavingOptimal:  {float64(s.Bytes()) / 400e6},
	}
	if s.Flip == 0 {
		return w // h0 alone: no finer table, no near set
	}
	walk := 60.0
	if s.Base > 8 {
		walk *= 13
	}
	w[search.StageOptimalFine] = []float64{3, walk}
	w[search.StageOptimalNear] = []float64{2}
	if s.Near > fineStart {
		w[search.StageOptimalNear] = append(w[search.StageOptimalNear], 16)
	}
	return w
}

// readOptimal loads the table of size s from path, its entries into
// memory of their own that Close gives back.
func read(ctx context.Context, path string, t *twophase.Tables, s Size) (*Table, error) {
	o := &Table{size: s, near: nearSet{depth: s.Near}}
	err := format(o).ReadFile(ctx, path, func(sec cache.Section, n int) []byte { return o.alloc(n) })
	if err != nil {
		o.Close()
		return nil, err
	}
	if s.Flip == 0 {
		o.fine = nil // h0 alone: an empty section
	} else {
		o.h0 = nil
	}
	if o.c, err = symCoordsIn(ctx, filepath.Dir(path), t); err != nil {
		o.Close()
		return nil, err
	}
	return o, nil
}

// alloc returns n bytes, 8-byte aligned, of memory the table releases on
// Close: large blocks mapped on their own (see hugeMemory).
func (o *Table) alloc(n int) []byte {
	if n < 1<<20 {
		return make([]byte, n)
	}
	words, unmap := cache.HugeMemory((n + 7) / 8)
	if unmap != nil {
		o.unmap = append(o.unmap, unmap)
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), n)
}

// build builds the table of size s, with the symmetric coordinates'
// tables read from dir's file or built and saved there (as a load does,
// so that the first load after a build reads them too).
func build(ctx context.Context, t *twophase.Tables, s Size, p *cache.Reporter, dir string) (*Table, error) {
	o := &Table{size: s, near: nearSet{depth: s.Near}}
	p.Stage(search.StageOptimalCoords, 1)
	var err error
	if o.c, err = symCoordsIn(ctx, dir, t); err != nil {
		return nil, err
	}
	// h0 is built for its distribution, and kept only alone.
	h0, dist, err := o.c.buildH0(ctx, p)
	if err != nil {
		return nil, err
	}
	o.h0Dist = dist
	o.fineDist = make([]uint64, 4)
	if s.Flip == 0 {
		o.h0 = o.alloc(len(h0))
		copy(o.h0, h0)
		return o, nil
	}
	mem := o.alloc(int((s.entries() + 31) / 32 * 8))
	o.fine = unsafe.Slice((*uint64)(unsafe.Pointer(&mem[0])), len(mem)/8)
	if err := o.c.buildFine(ctx, p, &fineTable{h: s.Flip, base: s.Base, start: fineStart, words: o.fine}); err != nil {
		o.Close()
		return nil, err
	}
	o.fineDist = countFine(o.fine, s.entries())
	mem = o.alloc(int(nearBytes(s.Near)))
	o.near.slots = unsafe.Slice((*uint16)(unsafe.Pointer(&mem[0])), len(mem)/2)
	if err := o.c.buildNearSet(ctx, p, &o.near, fineStart); err != nil {
		o.Close()
		return nil, err
	}
	return o, nil
}

// countFine counts the entries holding 0, 1, 2 and 3 in the first n of
// words.
func countFine(words []uint64, n uint64) []uint64 {
	const lo = 0x5555555555555555
	counts := make([]uint64, 4)
	for i, w := range words {
		valid := ^uint64(0)
		if rest := n - uint64(i)*32; rest < 32 {
			valid = 1<<(2*rest) - 1
		}
		a, b := w&lo, w>>1&lo // low and high bit of each entry
		m := valid & lo
		counts[3] += uint64(bits.OnesCount64(a & b & m))
		counts[2] += uint64(bits.OnesCount64(^a & b & m))
		counts[1] += uint64(bits.OnesCount64(a & ^b & m))
		counts[0] += uint64(bits.OnesCount64(^a & ^b & m))
	}
	return counts
}
