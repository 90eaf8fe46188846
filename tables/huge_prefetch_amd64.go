package tables

// prefetchEntries asks the processor to start loading the words that hold
// entries idx[0..n-1] of the table at words, without waiting for them.
//
//go:noescape
func prefetchEntries(words *uint64, idx *int, n int)

// Prefetch starts loading the entries idx into the cache and returns at
// once. Unlike a read, a prefetch does not hold the processor up until the
// data comes, so a search that interleaves several nodes can have the reads
// of all of them in flight together.
func (h *Huge) Prefetch(idx []int) {
	if len(idx) > 0 {
		prefetchEntries(&h.words[0], &idx[0], len(idx))
	}
}
