//go:build !amd64

package tables

import "unsafe"

// Without assembly for this processor a prefetch does nothing, and the
// reads wait.
func prefetchOffsets(base unsafe.Pointer, offs *int, n int) {}
