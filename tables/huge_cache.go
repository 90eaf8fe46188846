package tables

import (
	"context"
	"unsafe"
)

// The big table's cache file (see format) has two sections: the depth
// counts and the packed entries. Its header and counts take a multiple of
// 8 bytes, so the entries are read straight into place.
const (
	hugeVersion  = 1
	HugeFileName = "huge-v1.bin"
	hugeDistLen  = maxDepth
	hugeHeadLen  = 16 + 2*(nameLen+12) + 4*hugeDistLen
	// HugeFileSize is the size of the big table's cache file in bytes.
	HugeFileSize = hugeHeadLen + 8*hugeWords + 4
)

// hugeFormat is the big table's cache file's format, for the sections of h.
func hugeFormat(h *Huge) format {
	return format{version: hugeVersion, sections: []section{
		{name: "huge dist", u32: &h.dist, n: hugeDistLen},
		{name: "huge prune", u64: &h.words, n: hugeWords},
	}}
}

// wordBytes returns the words' memory as bytes.
func wordBytes(w []uint64) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(&w[0])), 8*len(w))
}

// writeHuge saves the table to path atomically, as writeCache does.
func writeHuge(ctx context.Context, path string, h *Huge) error {
	if len(h.dist) < hugeDistLen {
		h.dist = append(h.dist, make([]uint32, hugeDistLen-len(h.dist))...)
	}
	return hugeFormat(h).writeFile(ctx, path, hugeTempPattern)
}

// readHuge loads the table from path, checking everything, its entries
// into memory of their own that Close gives back (see hugeMemory). A
// missing file gives os.ErrNotExist, any other fault a *CacheError.
func readHuge(path string, t *Tables) (*Huge, error) {
	var read Huge
	var unmap func()
	err := hugeFormat(&read).readFile(path, func(s section, n int) []byte {
		if s.u64 == nil {
			return make([]byte, n)
		}
		var words []uint64
		words, unmap = hugeMemory(n / 8)
		return wordBytes(words)
	})
	if err != nil {
		if unmap != nil {
			unmap()
		}
		return nil, err
	}
	h := newHuge(t, read.words)
	h.dist, h.unmap = read.dist, unmap
	return h, nil
}
