//go:build !amd64

package tables

// Prefetch would start loading the entries idx into the cache; without
// assembly for this processor it does nothing, and the reads wait.
func (h *Huge) Prefetch(idx []int) {}
