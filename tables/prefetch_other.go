//go:build !amd64

package tables

// Without assembly for this processor a prefetch does nothing, and the
// reads wait.
func prefetchAddrs(addrs *uintptr, n int) {}
