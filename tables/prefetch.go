package tables

import "unsafe"

// The prefetches below let a search that expands several nodes together
// have all their reads in flight at once: it asks for what it will read
// and does other work while the data comes.

// PrefetchPrune1 starts loading the phase-1 pruning entries idx into the
// cache. It overwrites idx.
func (t *Tables) PrefetchPrune1(idx []int) {
	for i, x := range idx {
		idx[i] = x / 5 // the byte of the entry (see Mod3)
	}
	if len(idx) > 0 {
		prefetchOffsets(unsafe.Pointer(unsafe.SliceData(t.Prune1)), &idx[0], len(idx))
	}
}

// PrefetchFlipSliceRows starts loading the rows of FlipSliceMove for the
// classes into the cache. It overwrites classes.
func (t *Tables) PrefetchFlipSliceRows(classes []int) {
	if len(classes) == 0 {
		return
	}
	for i, c := range classes {
		classes[i] = c * N
	}
	prefetchOffsets(unsafe.Pointer(unsafe.SliceData(t.FlipSliceMoveSym)), &classes[0], len(classes))
	for i := range classes {
		classes[i] *= 2 // uint16 entries; a row may span two lines
	}
	prefetchOffsets(unsafe.Pointer(unsafe.SliceData(t.FlipSliceMoveClass)), &classes[0], len(classes))
	for i := range classes {
		classes[i] += 2*N - 2
	}
	prefetchOffsets(unsafe.Pointer(unsafe.SliceData(t.FlipSliceMoveClass)), &classes[0], len(classes))
}
