package twophase

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"cubesolver/tables/coord"
	"cubesolver/tables/internal/cache"
)

// The tables' cache file (see format): every table as a section.
const (
	cacheVersion = 12
	cacheName    = "tables-v12.bin"
)

// sections lists every table with its expected length, in file order.
func (t *Tables) sections() []cache.Section {
	return []cache.Section{
		{Name: "twist move", U16: &t.twistMove, N: coord.NTwist * nMoves},
		{Name: "flip move", U16: &t.flipMove, N: coord.NFlip * nMoves},
		{Name: "slice move", U16: &t.sliceMove, N: coord.NSlice * nMoves},
		{Name: "slicesort move", U16: &t.sortedMove, N: coord.NSliceSorted * nMoves},
		{Name: "corner move", U16: &t.cornerMove, N: coord.NCornerPerm * nMoves},
		{Name: "udedge move", U16: &t.udEdgeMove, N: coord.NUDEdges * NPhase2Moves},
		{Name: "twist conj", U16: &t.twistConj, N: coord.NTwist * NSym},
		{Name: "udedge conj", U16: &t.udEdgeConj, N: coord.NUDEdges * NSym},
		{Name: "flipslice cs", U8: &t.flipSliceClassSym, N: flipSliceClassSymBytes},
		{Name: "flipslice rep", U32: &t.flipSliceRep, N: NFlipSliceClass},
		{Name: "flipslice moves", U8: &t.flipSliceMoves, N: flipSliceMovesBytes},
		{Name: "flipslice stab", U16: &t.flipSliceStab, N: NFlipSliceClass},
		{Name: "corner class", U16: &t.cornerClass, N: coord.NCornerPerm},
		{Name: "corner sym", U8: &t.cornerSym, N: coord.NCornerPerm},
		{Name: "corner rep", U16: &t.cornerRep, N: NCornerClass},
		{Name: "corner stab", U16: &t.cornerStab, N: NCornerClass},
		{Name: "corner slice", U8: &t.cornerSlice, N: coord.NCornerPerm * coord.NSlicePerm},
		{Name: "prune1 dist", U32: &t.prune1Dist, N: maxDepth},
		{Name: "prune2 dist", U32: &t.prune2Dist, N: maxDepth},
		{Name: "prune1", U8: (*[]uint8)(&t.prune1), N: mod3Size(nPrune1)},
		{Name: "prune1 band", U64: (*[]uint64)(&t.band), N: bandWords(nPrune1)},
		{Name: "prune2", U8: (*[]uint8)(&t.prune2), N: excessSize(nPrune2)},
		{Name: "rim", U64: &t.rim, N: rimWords},
		{Name: "outer rim", U64: &t.outerRim, N: outerRimWords},
		{Name: "far rim", U64: &t.farRim, N: farRimWords},
	}
}

// cacheFormat is the tables' cache file's format.
func (t *Tables) cacheFormat() cache.Format {
	return cache.Format{Version: cacheVersion, Sections: t.sections()}
}

// encode writes the tables in the cache format.
func (t *Tables) encode() []byte {
	var b bytes.Buffer
	b.Grow(int(cacheSize()))
	t.cacheFormat().Write(&b)
	return b.Bytes()
}

// encodeHeader returns the cache file's header.
func (t *Tables) encodeHeader() []byte { return t.cacheFormat().Header() }

// cacheSize is the size of a cache file of the current format.
func cacheSize() int64 { return (&Tables{}).cacheFormat().FileSize() }

// decode reads tables from data in the cache format (see decodeFrom).
func decode(data []byte) (*Tables, error) {
	if int64(len(data)) != cacheSize() {
		return nil, fmt.Errorf("%d bytes, want %d (truncated, padded or another format)", len(data), cacheSize())
	}
	return decodeFrom(bytes.NewReader(data))
}

// decodeFrom reads tables in the cache format from r, which holds exactly
// cacheSize bytes, checking everything (see format.read). The tables go
// into one block of huge pages (see hugeBytes), each at a multiple of 8
// bytes: nothing of the file is kept twice.
func decodeFrom(r io.Reader) (*Tables, error) {
	t := &Tables{}
	if err := t.cacheFormat().Read(r, tableArena(t.sections())); err != nil {
		return nil, err
	}
	t.derive()
	return t, nil
}

// tableArena returns an allocator for format.read that hands out the
// sections' memory from one block of huge pages, 8-byte aligned. The
// block is made at the first call, once the header has been checked: a
// file that is not the tables costs no memory.
func tableArena(secs []cache.Section) func(cache.Section, int) []byte {
	var arena []byte
	return func(_ cache.Section, n int) []byte {
		if arena == nil {
			total := 0
			for _, s := range secs {
				total += (s.N*s.Size() + 7) &^ 7
			}
			arena = cache.HugeBytes(total)
		}
		mem := arena[:n:n]
		arena = arena[(n+7)&^7:]
		return mem
	}
}

// derive works out the tables that are not cached, from those that are.
func (t *Tables) derive() {
	t.cornerDepth = cornerDepths(t.cornerSlice)
	t.udEdgeDepth = t.udEdgeDepths()
	t.buildHalfBefore()
}

// readCache loads the tables from path; a missing file gives os.ErrNotExist,
// cancelling ctx its error, any other fault a *CacheError.
func readCache(ctx context.Context, path string) (*Tables, error) {
	t := &Tables{}
	if err := t.cacheFormat().ReadFile(ctx, path, tableArena(t.sections())); err != nil {
		return nil, err
	}
	t.derive()
	return t, nil
}

// writeCache writes the tables to path atomically (see writeAtomic).
func writeCache(ctx context.Context, path string, t *Tables) error {
	return t.cacheFormat().WriteFile(ctx, path, cache.TablesTemp)
}
