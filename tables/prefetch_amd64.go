package tables

// prefetchAddrs asks the processor to start loading the cache lines at
// addrs[0..n-1] and returns at once: unlike a read, a prefetch does not
// hold the processor up until the data comes.
//
//go:noescape
func prefetchAddrs(addrs *uintptr, n int)
