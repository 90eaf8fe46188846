//go:build !linux

package tables

// Only Linux is asked for huge pages; elsewhere the tables are in ordinary
// memory from the Go heap.

// hugeMemory returns n zeroed words for an optimal table.
func hugeMemory(n int) ([]uint64, func()) { return make([]uint64, n), nil }

// hugeBytes returns n zeroed bytes for the standard tables.
func hugeBytes(n int) []byte { return make([]byte, n) }
