package twophase

import (
	"math/bits"
	"sync/atomic"
	"unsafe"

	"cubesolver/tables"
)

// CloserFilter gives, for each phase-1 entry at one depth, the moves that
// bring it one move closer to phase 2's subgroup: all of them and, rarely,
// some that do not. It is a Bloom filter: each entry has a 64-bit word,
// shared with others, and each of its closer moves m sets two bits there,
// m places after each of two positions that the entry chooses; its moves
// read back are those whose two bits are both set. The rim, the outer rim
// and the far rim are three (see Near.Rim).
type CloserFilter struct {
	words []uint64
}

// place returns the word of entry i and its two bit positions.
func (f *CloserFilter) place(i int) (word int, p1, p2 uint) {
	z := uint64(i) // splitmix64's finaliser: every bit of i moves every bit
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	hi, _ := bits.Mul64(z, uint64(len(f.words)))
	p1 = uint(z & 63)
	p2 = (p1 + 1 + uint(z>>6)%63) & 63 // never p1
	return int(hi), p1, p2
}

// Closer returns the moves that may bring entry i, which must be at the
// filter's depth, one move closer, as the class representative makes them
// (see Near.Moves). It includes every move that does.
func (f *CloserFilter) Closer(i int) uint32 {
	w, p1, p2 := f.place(i)
	x := f.words[w]
	return uint32(bits.RotateLeft64(x, -int(p1))&bits.RotateLeft64(x, -int(p2))) & nearMoveMask
}

// Prefetch asks for the word of entry i.
func (f *CloserFilter) Prefetch(p *tables.Prefetch, i int) {
	w, _, _ := f.place(i)
	p.Add(unsafe.Pointer(&f.words[w]))
}

// add records move m as a closer move of entry i; builders on several
// goroutines may add at once.
func (f *CloserFilter) add(i, m int) {
	w, p1, p2 := f.place(i)
	atomic.OrUint64(&f.words[w], 1<<((p1+uint(m))&63)|1<<((p2+uint(m))&63))
}
