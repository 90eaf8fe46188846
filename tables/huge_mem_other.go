//go:build !linux

package tables

// hugeMemory returns n zeroed words for the big table from the Go heap.
func hugeMemory(n int) ([]uint64, func()) { return make([]uint64, n), nil }
