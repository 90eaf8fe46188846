package tables

import (
	"unsafe"
)

// Prefetch gathers the table entries a search will read soon and asks the
// processor for all of them at once (Do). A search that works on several
// nodes together can so have all their reads in flight while it does
// other work, where reading them one by one waits for each in turn.
type Prefetch struct {
	addrs []uintptr
}

// NewPrefetch returns a Prefetch with room for n entries before it grows.
func NewPrefetch(n int) *Prefetch { return &Prefetch{addrs: make([]uintptr, 0, n)} }

// Do starts loading everything gathered and forgets it.
func (p *Prefetch) Do() {
	if len(p.addrs) > 0 {
		prefetchAddrs(&p.addrs[0], len(p.addrs))
		p.addrs = p.addrs[:0]
	}
}

// PrefetchAddrs asks the processor for the entries at addrs at once, for
// a caller that gathers them itself.
func PrefetchAddrs(addrs []uintptr) {
	if len(addrs) > 0 {
		prefetchAddrs(&addrs[0], len(addrs))
	}
}

// Add gathers the entry at ptr.
func (p *Prefetch) Add(ptr unsafe.Pointer) { p.addrs = append(p.addrs, uintptr(ptr)) }
