package tables

import (
	"bytes"
	"context"
	"fmt"
	"io"
)

// The tables' cache file (see format): every table as a section.
const (
	cacheVersion = 10
	cacheName    = "tables-v10.bin"
)

// sections lists every table with its expected length, in file order.
func (t *Tables) sections() []section {
	return []section{
		{name: "twist move", u16: &t.twistMove, n: NTwist * nMoves},
		{name: "flip move", u16: &t.flipMove, n: NFlip * nMoves},
		{name: "slice move", u16: &t.sliceMove, n: NSlice * nMoves},
		{name: "slicesort move", u16: &t.sortedMove, n: NSliceSorted * nMoves},
		{name: "corner move", u16: &t.cornerMove, n: NCornerPerm * nMoves},
		{name: "udedge move", u16: &t.udEdgeMove, n: NUDEdges * NPhase2Moves},
		{name: "twist conj", u16: &t.twistConj, n: NTwist * NSym},
		{name: "udedge conj", u16: &t.udEdgeConj, n: NUDEdges * NSym},
		{name: "flipslice cs", u8: &t.flipSliceClassSym, n: flipSliceClassSymBytes},
		{name: "flipslice rep", u32: &t.flipSliceRep, n: NFlipSliceClass},
		{name: "flipslice moves", u8: &t.flipSliceMoves, n: flipSliceMovesBytes},
		{name: "flipslice stab", u16: &t.flipSliceStab, n: NFlipSliceClass},
		{name: "corner class", u16: &t.cornerClass, n: NCornerPerm},
		{name: "corner sym", u8: &t.cornerSym, n: NCornerPerm},
		{name: "corner rep", u16: &t.cornerRep, n: NCornerClass},
		{name: "corner stab", u16: &t.cornerStab, n: NCornerClass},
		{name: "corner slice", u8: &t.cornerSlice, n: NCornerPerm * NSlicePerm},
		{name: "prune1 dist", u32: &t.prune1Dist, n: maxDepth},
		{name: "prune2 dist", u32: &t.prune2Dist, n: maxDepth},
		{name: "prune1", u8: (*[]uint8)(&t.prune1), n: mod3Size(NPrune1)},
		{name: "prune2", u8: (*[]uint8)(&t.prune2), n: excessSize(NPrune2)},
		{name: "rim", u64: &t.rim, n: rimWords},
		{name: "outer rim", u64: &t.outerRim, n: outerRimWords},
	}
}

// cacheFormat is the tables' cache file's format.
func (t *Tables) cacheFormat() format { return format{version: cacheVersion, sections: t.sections()} }

// encode writes the tables in the cache format.
func (t *Tables) encode() []byte {
	var b bytes.Buffer
	b.Grow(int(cacheSize()))
	t.cacheFormat().write(&b)
	return b.Bytes()
}

// encodeHeader returns the cache file's header.
func (t *Tables) encodeHeader() []byte { return t.cacheFormat().header() }

// cacheSize is the size of a cache file of the current format.
func cacheSize() int64 { return (&Tables{}).cacheFormat().fileSize() }

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
	if err := t.cacheFormat().read(r, tableArena(t.sections())); err != nil {
		return nil, err
	}
	t.derive()
	return t, nil
}

// tableArena returns an allocator for format.read that hands out the
// sections' memory from one block of huge pages, 8-byte aligned. The
// block is made at the first call, once the header has been checked: a
// file that is not the tables costs no memory.
func tableArena(secs []section) func(section, int) []byte {
	var arena []byte
	return func(_ section, n int) []byte {
		if arena == nil {
			total := 0
			for _, s := range secs {
				total += (s.n*s.size() + 7) &^ 7
			}
			arena = hugeBytes(total)
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
}

// readCache loads the tables from path; a missing file gives os.ErrNotExist,
// cancelling ctx its error, any other fault a *CacheError.
func readCache(ctx context.Context, path string) (*Tables, error) {
	t := &Tables{}
	if err := t.cacheFormat().readFile(ctx, path, tableArena(t.sections())); err != nil {
		return nil, err
	}
	t.derive()
	return t, nil
}

// writeCache writes the tables to path atomically (see writeAtomic).
func writeCache(ctx context.Context, path string, t *Tables) error {
	return t.cacheFormat().writeFile(ctx, path, tablesTempPattern)
}
