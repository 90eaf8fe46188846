//go:build linux

package tables

import (
	"syscall"
	"unsafe"
)

// hugeMemory returns n zeroed words for the big table and a function that
// releases them. They are an anonymous mapping with transparent huge pages
// asked for: the search reads the table at random, and with 2 MB pages the
// processor's TLB covers all of it, where with 4 KB pages nearly every
// read would also miss the TLB. (Mapping the cache file itself would give
// 4 KB pages, and loading reads every byte anyway to check the checksum.)
// Without mmap it falls back to the Go heap.
func hugeMemory(n int) ([]uint64, func()) {
	b, err := syscall.Mmap(-1, 0, 8*n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return make([]uint64, n), nil
	}
	syscall.Madvise(b, syscall.MADV_HUGEPAGE) // a hint; fine if refused
	words := unsafe.Slice((*uint64)(unsafe.Pointer(&b[0])), n)
	return words, func() { syscall.Munmap(b) }
}
