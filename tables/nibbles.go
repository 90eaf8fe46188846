package tables

// Nibbles is a pruning table that stores each entry's exact depth in four
// bits, two to a byte. Phase 2 uses it: a search enters phase 2 hundreds of
// times per solve, and with depth mod 3 each entry would first have to walk
// the table down to 0 to learn its depth.
type Nibbles []byte

// Get returns entry i's depth.
func (t Nibbles) Get(i int) uint8 { return t[i>>1] >> (4 * (i & 1)) & 15 }
