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

// The big table's cache file has the same layout as the other tables'
// (cache.go): magic, version, section count, section headers, the data and
// a CRC-32C of everything before it. Its two sections are the depth counts
// and the packed entries, little-endian words; the header is a multiple of
// 8 bytes long so that the words can be read straight into place.
const (
	hugeVersion  = 1
	HugeFileName = "huge-v1.bin"
	hugeDistLen  = maxDepth
	hugeHeadLen  = 16 + 2*(nameLen+12) + 4*hugeDistLen
	// HugeFileSize is the size of the big table's cache file in bytes.
	HugeFileSize = hugeHeadLen + 8*hugeWords + 4
)

// hugeSections are the section headers: name, element size, count.
var hugeSections = []struct {
	name string
	size uint32
	n    uint64
}{{"huge dist", 4, hugeDistLen}, {"huge prune", 8, hugeWords}}

// hugeHeader returns the file's header with the depth counts.
func hugeHeader(dist []uint32) []byte {
	b := make([]byte, 0, hugeHeadLen)
	b = append(b, cacheMagic...)
	b = binary.LittleEndian.AppendUint32(b, hugeVersion)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(hugeSections)))
	for _, s := range hugeSections {
		var name [nameLen]byte
		copy(name[:], s.name)
		b = append(b, name[:]...)
		b = binary.LittleEndian.AppendUint32(b, s.size)
		b = binary.LittleEndian.AppendUint64(b, s.n)
	}
	for d := 0; d < hugeDistLen; d++ {
		var n uint32
		if d < len(dist) {
			n = dist[d]
		}
		b = binary.LittleEndian.AppendUint32(b, n)
	}
	return b
}

// wordBytes returns the words' memory as bytes, little-endian: the table's
// words are stored in the machine's order, so on a big-endian machine they
// are swapped in place around reading and writing.
func wordBytes(w []uint64) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(&w[0])), 8*len(w))
}

var bigEndian = binary.NativeEndian.Uint16([]byte{0, 1}) == 1

func swapWords(w []uint64) {
	if !bigEndian {
		return
	}
	for i, x := range w {
		w[i] = binary.LittleEndian.Uint64(binary.BigEndian.AppendUint64(nil, x))
	}
}

// writeHuge saves the table to path atomically, as writeCache does.
func writeHuge(ctx context.Context, path string, h *Huge) error {
	return writeAtomic(ctx, path, hugeTempPattern, func(f io.Writer) error {
		swapWords(h.words)
		defer swapWords(h.words)
		head, data := hugeHeader(h.Dist), wordBytes(h.words)
		sum := crc32.Update(crc32.Checksum(head, crcTable), crcTable, data)
		w := bufio.NewWriterSize(f, 1<<20)
		w.Write(head)
		w.Write(data)
		if err := binary.Write(w, binary.LittleEndian, sum); err != nil {
			return err
		}
		return w.Flush()
	})
}

// readHuge loads the table from path, checking everything as decode does.
// A missing file gives os.ErrNotExist, any other fault a *CacheError.
func readHuge(path string, t *Tables) (*Huge, error) {
	f, err := openRegular(path, HugeFileSize)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		return nil, &CacheError{path, err.Error()}
	}
	defer f.Close()
	fail := func(format string, args ...any) (*Huge, error) {
		return nil, &CacheError{path, fmt.Sprintf(format, args...)}
	}
	head := make([]byte, hugeHeadLen)
	if _, err := io.ReadFull(f, head); err != nil {
		return fail("%v", err)
	}
	dist, err := parseHugeHeader(head)
	if err != nil {
		return fail("%v", err)
	}
	words, unmap := hugeMemory(hugeWords)
	data := wordBytes(words)
	sum := crc32.Checksum(head, crcTable)
	// Read and check in pieces, so the checksum runs on data in the cache.
	for off := 0; off < len(data); {
		n := min(len(data)-off, 16<<20)
		if _, err := io.ReadFull(f, data[off:off+n]); err != nil {
			freeWords(unmap)
			return fail("%v", err)
		}
		sum = crc32.Update(sum, crcTable, data[off:off+n])
		off += n
	}
	var tail [4]byte
	if _, err := io.ReadFull(f, tail[:]); err != nil {
		freeWords(unmap)
		return fail("%v", err)
	}
	if binary.LittleEndian.Uint32(tail[:]) != sum {
		freeWords(unmap)
		return fail("checksum mismatch (the file is corrupted)")
	}
	swapWords(words)
	h := newHuge(t, words)
	h.Dist, h.unmap = dist, unmap
	return h, nil
}

func freeWords(unmap func()) {
	if unmap != nil {
		unmap()
	}
}

// parseHugeHeader checks the header and returns the depth counts.
func parseHugeHeader(head []byte) ([]uint32, error) {
	want := hugeHeader(nil)
	switch {
	case string(head[:8]) != cacheMagic:
		return nil, errors.New("not a table cache file (bad magic)")
	case binary.LittleEndian.Uint32(head[8:]) != hugeVersion:
		return nil, fmt.Errorf("format version %d, this program reads version %d", binary.LittleEndian.Uint32(head[8:]), hugeVersion)
	case !bytes.Equal(head[:len(want)-4*hugeDistLen], want[:len(want)-4*hugeDistLen]):
		return nil, errors.New("unexpected sections (not the big table)")
	}
	dist := make([]uint32, hugeDistLen)
	for d := range dist {
		dist[d] = binary.LittleEndian.Uint32(head[len(want)-4*hugeDistLen+4*d:])
	}
	return dist, nil
}
