//go:build !linux

package tables

// hugeBytes returns n zeroed bytes; only Linux is asked for huge pages.
func hugeBytes(n int) []byte { return make([]byte, n) }
