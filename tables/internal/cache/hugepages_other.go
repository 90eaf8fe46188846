//go:build !linux

package cache

// Only Linux is asked for huge pages; elsewhere the tables are in ordinary
// memory from the Go heap.

// HugeMemory returns n zeroed words for an optimal table.
func HugeMemory(n int) ([]uint64, func()) { return make([]uint64, n), nil }

// HugeBytes returns n zeroed bytes for the standard tables.
func HugeBytes(n int) []byte { return make([]byte, n) }
