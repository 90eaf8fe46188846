package cache

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
	"runtime"
	"unsafe"

	"golang.org/x/sync/errgroup"
)

// Every cache file has one layout: a header (magic, format version,
// section count, then for each section its name, element size and
// length), the sections' data in that order, and a CRC-32C of everything
// before it. Little-endian throughout. The header of a file whose sections
// are all 8-byte aligned in size keeps the data aligned, so that every
// section is read straight into its place in memory.
const (
	cacheMagic = "CUBETBL\x00"
	nameLen    = 16
)

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// Section is one table in a cache file; exactly one of the slices is set.
type Section struct {
	Name string
	U8   *[]uint8
	U16  *[]uint16
	U32  *[]uint32
	U64  *[]uint64
	N    int // its length
}

func (s Section) Size() int {
	switch {
	case s.U16 != nil:
		return 2
	case s.U32 != nil:
		return 4
	case s.U64 != nil:
		return 8
	}
	return 1
}

// Bytes returns the section's memory as bytes, in the machine's order.
func (s Section) Bytes() []byte {
	var p unsafe.Pointer
	switch {
	case s.U8 != nil:
		return *s.U8
	case s.U16 != nil:
		p = unsafe.Pointer(unsafe.SliceData(*s.U16))
	case s.U32 != nil:
		p = unsafe.Pointer(unsafe.SliceData(*s.U32))
	default:
		p = unsafe.Pointer(unsafe.SliceData(*s.U64))
	}
	return unsafe.Slice((*byte)(p), s.N*s.Size())
}

// place makes mem (s.N elements' bytes, aligned for them) the section's
// memory.
func (s Section) place(mem []byte) {
	p := unsafe.Pointer(unsafe.SliceData(mem))
	switch {
	case s.U8 != nil:
		*s.U8 = mem[:s.N:s.N]
	case s.U16 != nil:
		*s.U16 = unsafe.Slice((*uint16)(p), s.N)
	case s.U32 != nil:
		*s.U32 = unsafe.Slice((*uint32)(p), s.N)
	default:
		*s.U64 = unsafe.Slice((*uint64)(p), s.N)
	}
}

var bigEndian = binary.NativeEndian.Uint16([]byte{0, 1}) == 1

// swap turns the section's elements from the machine's byte order to
// little-endian or back: nothing on a little-endian machine.
func (s Section) swap() {
	if !bigEndian || s.Size() == 1 {
		return
	}
	b, k := s.Bytes(), s.Size()
	for i := 0; i < len(b); i += k {
		for lo, hi := i, i+k-1; lo < hi; lo, hi = lo+1, hi-1 {
			b[lo], b[hi] = b[hi], b[lo]
		}
	}
}

// Format is one kind of cache file: its version and its sections.
type Format struct {
	Version  uint32
	Sections []Section
}

func (f Format) headerLen() int { return 16 + len(f.Sections)*(nameLen+12) }

// FileSize is the size of a file of this format.
func (f Format) FileSize() int64 {
	n := int64(f.headerLen() + 4)
	for _, s := range f.Sections {
		n += int64(s.N * s.Size())
	}
	return n
}

// Header returns the file's header.
func (f Format) Header() []byte {
	buf := make([]byte, 0, f.headerLen())
	buf = append(buf, cacheMagic...)
	buf = binary.LittleEndian.AppendUint32(buf, f.Version)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(f.Sections)))
	for _, s := range f.Sections {
		var name [nameLen]byte
		copy(name[:], s.Name)
		buf = append(buf, name[:]...)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(s.Size()))
		buf = binary.LittleEndian.AppendUint64(buf, uint64(s.N))
	}
	return buf
}

// checkHeader says what is wrong with head, a file's header, if anything.
func (f Format) checkHeader(head []byte) error {
	want := f.Header()
	switch {
	case string(head[:8]) != cacheMagic:
		return errors.New("not a table cache file (bad magic)")
	case binary.LittleEndian.Uint32(head[8:]) != f.Version:
		return fmt.Errorf("format version %d, this program reads version %d", binary.LittleEndian.Uint32(head[8:]), f.Version)
	case binary.LittleEndian.Uint32(head[12:]) != uint32(len(f.Sections)):
		return fmt.Errorf("%d sections, want %d", binary.LittleEndian.Uint32(head[12:]), len(f.Sections))
	}
	for i, s := range f.Sections {
		at := 16 + i*(nameLen+12)
		if bytes.Equal(head[at:at+nameLen+12], want[at:at+nameLen+12]) {
			continue
		}
		h := head[at:]
		name := string(bytes.TrimRight(h[:nameLen], "\x00"))
		return fmt.Errorf("section %d is %q (%d x %d bytes), want %q (%d x %d bytes)", i, name,
			binary.LittleEndian.Uint64(h[nameLen+4:]), binary.LittleEndian.Uint32(h[nameLen:]), s.Name, s.N, s.Size())
	}
	return nil
}

// Write writes the sections in this format to w. On a big-endian machine
// their memory is swapped around the writing.
func (f Format) Write(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	head := f.Header()
	sum := crc32.Checksum(head, crcTable)
	bw.Write(head)
	for _, s := range f.Sections {
		s.swap()
		b := s.Bytes()
		sum = crc32.Update(sum, crcTable, b)
		_, err := bw.Write(b)
		s.swap()
		if err != nil {
			return err
		}
	}
	if err := binary.Write(bw, binary.LittleEndian, sum); err != nil {
		return err
	}
	return bw.Flush()
}

// Read reads a file of this format from r, which holds exactly fileSize
// bytes, into memory from alloc (n bytes, aligned for the section s),
// checking everything: magic, version, section names and sizes, and the
// checksum. On an error the memory already allocated is the caller's to
// free.
func (f Format) Read(r io.Reader, alloc func(s Section, n int) []byte) error {
	head := make([]byte, f.headerLen())
	if _, err := io.ReadFull(r, head); err != nil {
		return fmt.Errorf("reading the header: %w", err)
	}
	if err := f.checkHeader(head); err != nil {
		return err
	}
	sum := crc32.Checksum(head, crcTable)
	for _, s := range f.Sections {
		mem := alloc(s, s.N*s.Size())
		// In pieces, so that the checksum runs on data in the cache.
		for off := 0; off < len(mem); {
			n := min(len(mem)-off, 16<<20)
			if _, err := io.ReadFull(r, mem[off:off+n]); err != nil {
				return fmt.Errorf("reading the data: %w", err)
			}
			sum = crc32.Update(sum, crcTable, mem[off:off+n])
			off += n
		}
		s.place(mem)
		s.swap()
	}
	var tail [4]byte
	if _, err := io.ReadFull(r, tail[:]); err != nil {
		return fmt.Errorf("reading the checksum: %w", err)
	}
	if binary.LittleEndian.Uint32(tail[:]) != sum {
		return errors.New("checksum mismatch (the file is corrupted)")
	}
	if n, _ := r.Read(tail[:1]); n > 0 {
		return errors.New("data after the checksum (padded)")
	}
	return nil
}

// ReadFile reads the file at path in format f, checking everything as
// Read does, its pieces on all cores at once (a table of gigabytes loads
// in about half the time it takes one core to read and check it). A
// missing file gives os.ErrNotExist, cancelling ctx ctx's error, any other
// fault a *CacheError.
func (f Format) ReadFile(ctx context.Context, path string, alloc func(s Section, n int) []byte) error {
	file, err := openRegular(path, f.FileSize())
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return err
		}
		return &CacheError{path, err.Error()}
	}
	defer file.Close()
	if err := f.readAt(ctx, file, alloc); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return &CacheError{path, err.Error()}
	}
	return nil
}

// readPiece is how much one core reads and checks at a time: the cores
// share out a large section, and a cancel is seen within a piece.
const readPiece = 16 << 20

// readAt reads a file of this format, exactly FileSize bytes long, from r
// as Read does, in pieces on all cores, each piece's checksum taken on
// its own and the whole's combined from them.
func (f Format) readAt(ctx context.Context, r io.ReaderAt, alloc func(s Section, n int) []byte) error {
	head := make([]byte, f.headerLen())
	if _, err := r.ReadAt(head, 0); err != nil {
		return fmt.Errorf("reading the header: %w", err)
	}
	if err := f.checkHeader(head); err != nil {
		return err
	}
	type piece struct {
		mem []byte
		off int64
		crc uint32
	}
	var pieces []piece
	mems := make([][]byte, len(f.Sections))
	off := int64(len(head))
	for i, s := range f.Sections {
		mems[i] = alloc(s, s.N*s.Size())
		for at := 0; at < len(mems[i]); at += readPiece {
			pieces = append(pieces, piece{mem: mems[i][at:min(at+readPiece, len(mems[i]))], off: off + int64(at)})
		}
		off += int64(len(mems[i]))
	}
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i := range pieces {
		p := &pieces[i]
		g.Go(func() error {
			if err := ctx.Err(); err != nil {
				return err
			}
			if err := readAt(r, p.mem, p.off); err != nil {
				return fmt.Errorf("reading the data: %w", err)
			}
			p.crc = crc32.Checksum(p.mem, crcTable)
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return err
	}
	sum := crc32.Checksum(head, crcTable)
	for _, p := range pieces {
		sum = crcCombine(sum, p.crc, int64(len(p.mem)))
	}
	var tail [4]byte
	if _, err := r.ReadAt(tail[:], off); err != nil {
		return fmt.Errorf("reading the checksum: %w", err)
	}
	if binary.LittleEndian.Uint32(tail[:]) != sum {
		return errors.New("checksum mismatch (the file is corrupted)")
	}
	for i, s := range f.Sections {
		s.place(mems[i])
		s.swap()
	}
	return nil
}

// WriteFile saves the sections to path atomically (see writeAtomic).
func (f Format) WriteFile(ctx context.Context, path, tempPattern string) error {
	return WriteAtomic(ctx, path, tempPattern, f.Write)
}
