package tables

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"unsafe"
)

// The cache file: a header (magic, format version, section count, then for
// each section its name, element size and length), the sections' data, and
// a CRC-32C of everything before it. Little-endian throughout.
const (
	cacheMagic   = "CUBETBL\x00"
	cacheVersion = 10
	cacheName    = "tables-v10.bin"
	nameLen      = 16
)

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// section is one table in the cache file; exactly one of the slices is set.
type section struct {
	name string
	u8   *[]uint8
	u16  *[]uint16
	u32  *[]uint32
	u64  *[]uint64
	n    int // expected length
}

func (s section) size() int {
	switch {
	case s.u16 != nil:
		return 2
	case s.u32 != nil:
		return 4
	case s.u64 != nil:
		return 8
	}
	return 1
}

// sections lists every table with its expected length, in file order.
func (t *Tables) sections() []section {
	return []section{
		{name: "twist move", u16: &t.TwistMove, n: NTwist * N},
		{name: "flip move", u16: &t.FlipMove, n: NFlip * N},
		{name: "slice move", u16: &t.SliceMove, n: NSlice * N},
		{name: "slicesort move", u16: &t.SliceSortedMove, n: NSliceSorted * N},
		{name: "corner move", u16: &t.CornerMove, n: NCornerPerm * N},
		{name: "udedge move", u16: &t.UDEdgeMove, n: NUDEdges * NPhase2Moves},
		{name: "twist conj", u16: &t.TwistConj, n: NTwist * NSym},
		{name: "udedge conj", u16: &t.UDEdgeConj, n: NUDEdges * NSym},
		{name: "flipslice cs", u8: &t.flipSliceClassSym, n: flipSliceClassSymBytes},
		{name: "flipslice rep", u32: &t.FlipSliceRep, n: NFlipSliceClass},
		{name: "flipslice moves", u8: &t.FlipSliceMoves, n: flipSliceMovesBytes},
		{name: "flipslice stab", u16: &t.flipSliceStab, n: NFlipSliceClass},
		{name: "corner class", u16: &t.CornerClass, n: NCornerPerm},
		{name: "corner sym", u8: &t.CornerSym, n: NCornerPerm},
		{name: "corner rep", u16: &t.CornerRep, n: NCornerClass},
		{name: "corner stab", u16: &t.cornerStab, n: NCornerClass},
		{name: "corner slice", u8: &t.CornerSlice, n: NCornerPerm * NSlicePerm},
		{name: "prune1 dist", u32: &t.Prune1Dist, n: maxDepth},
		{name: "prune2 dist", u32: &t.Prune2Dist, n: maxDepth},
		{name: "prune1", u8: (*[]uint8)(&t.Prune1), n: mod3Size(NPrune1)},
		{name: "prune2", u8: (*[]uint8)(&t.Prune2), n: excessSize(NPrune2)},
		{name: "rim", u64: &t.rim, n: rimWords},
		{name: "outer rim", u64: &t.outerRim, n: outerRimWords},
	}
}

// CacheError says why a cache file was not used.
type CacheError struct {
	Path   string
	Reason string
}

func (e *CacheError) Error() string { return "table cache " + e.Path + ": " + e.Reason }

// encodeHeader writes the cache format's header: magic, version and the
// sections' names, element sizes and lengths.
func (t *Tables) encodeHeader() []byte {
	secs := t.sections()
	buf := make([]byte, 0, 16+len(secs)*(nameLen+12))
	buf = append(buf, cacheMagic...)
	buf = binary.LittleEndian.AppendUint32(buf, cacheVersion)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(secs)))
	for _, s := range secs {
		var name [nameLen]byte
		copy(name[:], s.name)
		buf = append(buf, name[:]...)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(s.size()))
		buf = binary.LittleEndian.AppendUint64(buf, uint64(s.n))
	}
	return buf
}

// encode writes the tables in the cache format.
func (t *Tables) encode() []byte {
	secs := t.sections()
	buf := make([]byte, 0, cacheSize())
	buf = append(buf, t.encodeHeader()...)
	for _, s := range secs {
		switch {
		case s.u8 != nil:
			buf = append(buf, *s.u8...)
		case s.u16 != nil:
			for _, v := range *s.u16 {
				buf = binary.LittleEndian.AppendUint16(buf, v)
			}
		case s.u32 != nil:
			for _, v := range *s.u32 {
				buf = binary.LittleEndian.AppendUint32(buf, v)
			}
		case s.u64 != nil:
			for _, v := range *s.u64 {
				buf = binary.LittleEndian.AppendUint64(buf, v)
			}
		}
	}
	return binary.LittleEndian.AppendUint32(buf, crc32.Checksum(buf, crcTable))
}

// cacheSize is the size of a cache file of the current format.
func cacheSize() int64 {
	secs := (&Tables{}).sections()
	n := int64(16 + len(secs)*(nameLen+12) + 4)
	for _, s := range secs {
		n += int64(s.n * s.size())
	}
	return n
}

// decode reads tables from data in the cache format (see decodeFrom).
func decode(data []byte) (*Tables, error) {
	if int64(len(data)) != cacheSize() {
		return nil, fmt.Errorf("%d bytes, want %d (truncated, padded or another format)", len(data), cacheSize())
	}
	return decodeFrom(bytes.NewReader(data))
}

// decodeFrom reads tables in the cache format from r, which holds exactly
// cacheSize bytes, checking everything: magic, version, section names
// and sizes, and the checksum. The tables of wider entries are copied
// into one block of huge pages (see hugeBytes), the byte tables read
// straight into another: nothing of the file is kept twice.
func decodeFrom(r io.Reader) (*Tables, error) {
	t := &Tables{}
	secs := t.sections()
	head := make([]byte, 16+len(secs)*(nameLen+12))
	if _, err := io.ReadFull(r, head); err != nil {
		return nil, fmt.Errorf("reading the header: %w", err)
	}
	switch {
	case string(head[:8]) != cacheMagic:
		return nil, errors.New("not a table cache file (bad magic)")
	case binary.LittleEndian.Uint32(head[8:]) != cacheVersion:
		return nil, fmt.Errorf("format version %d, this program reads version %d", binary.LittleEndian.Uint32(head[8:]), cacheVersion)
	case binary.LittleEndian.Uint32(head[12:]) != uint32(len(secs)):
		return nil, fmt.Errorf("%d sections, want %d", binary.LittleEndian.Uint32(head[12:]), len(secs))
	}
	wide, narrow := 0, 0
	for i, s := range secs {
		h := head[16+i*(nameLen+12):]
		name := string(bytes.TrimRight(h[:nameLen], "\x00"))
		size := binary.LittleEndian.Uint32(h[nameLen:])
		n := binary.LittleEndian.Uint64(h[nameLen+4:])
		if name != s.name || int(size) != s.size() || n != uint64(s.n) {
			return nil, fmt.Errorf("section %d is %q (%d x %d bytes), want %q (%d x %d bytes)", i, name, n, size, s.name, s.n, s.size())
		}
		if s.size() > 1 {
			wide += (s.n*s.size() + 7) &^ 7
		} else {
			narrow += s.n
		}
	}
	sum := crc32.Checksum(head, crcTable)
	arena, bytesBlock := hugeBytes(wide), hugeBytes(narrow)
	read := func(b []byte) error {
		if _, err := io.ReadFull(r, b); err != nil {
			return fmt.Errorf("reading the data: %w", err)
		}
		sum = crc32.Update(sum, crcTable, b)
		return nil
	}
	// The wide tables come through a small buffer, a piece at a time.
	buf := make([]byte, 64<<10)
	for _, s := range secs {
		if s.size() == 1 {
			b := bytesBlock[:s.n:s.n]
			bytesBlock = bytesBlock[s.n:]
			if err := read(b); err != nil {
				return nil, err
			}
			*s.u8 = b
			continue
		}
		p := unsafe.Pointer(unsafe.SliceData(arena))
		arena = arena[(s.n*s.size()+7)&^7:]
		var put func(i int, b []byte) // entry i from its bytes
		switch {
		case s.u16 != nil:
			v := unsafe.Slice((*uint16)(p), s.n)
			put = func(i int, b []byte) { v[i] = binary.LittleEndian.Uint16(b) }
			*s.u16 = v
		case s.u64 != nil:
			v := unsafe.Slice((*uint64)(p), s.n)
			put = func(i int, b []byte) { v[i] = binary.LittleEndian.Uint64(b) }
			*s.u64 = v
		default:
			v := unsafe.Slice((*uint32)(p), s.n)
			put = func(i int, b []byte) { v[i] = binary.LittleEndian.Uint32(b) }
			*s.u32 = v
		}
		size, per := s.size(), len(buf)/s.size()
		for i := 0; i < s.n; i += per {
			k := min(per, s.n-i)
			b := buf[:k*size]
			if err := read(b); err != nil {
				return nil, err
			}
			for j := 0; j < k; j++ {
				put(i+j, b[j*size:])
			}
		}
	}
	var tail [4]byte
	if _, err := io.ReadFull(r, tail[:]); err != nil {
		return nil, fmt.Errorf("reading the checksum: %w", err)
	}
	if binary.LittleEndian.Uint32(tail[:]) != sum {
		return nil, errors.New("checksum mismatch (the file is corrupted)")
	}
	if n, _ := r.Read(tail[:1]); n > 0 {
		return nil, errors.New("data after the checksum (padded)")
	}
	t.CornerDepth = cornerDepths(t.CornerSlice)
	t.UDEdgeDepth = t.udEdgeDepths()
	return t, nil
}

// readCache loads the tables from path; a missing file gives os.ErrNotExist,
// any other fault a *CacheError.
func readCache(path string) (*Tables, error) {
	f, err := openRegular(path, cacheSize())
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		return nil, &CacheError{path, err.Error()}
	}
	defer f.Close()
	t, err := decodeFrom(bufio.NewReaderSize(f, 1<<20))
	if err != nil {
		return nil, &CacheError{path, err.Error()}
	}
	return t, nil
}

// writeCache writes the tables to path atomically (see writeAtomic).
func writeCache(ctx context.Context, path string, t *Tables) error {
	return writeAtomic(ctx, path, tablesTempPattern, func(w io.Writer) error {
		_, err := w.Write(t.encode())
		return err
	})
}
