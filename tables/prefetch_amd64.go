package tables

import "unsafe"

// prefetchOffsets asks the processor to start loading the cache lines at
// base+offs[0..n-1] and returns at once: unlike a read, a prefetch does not
// hold the processor up until the data comes.
//
//go:noescape
func prefetchOffsets(base unsafe.Pointer, offs *int, n int)
