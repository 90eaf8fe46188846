package bfs

import (
	"context"
	"encoding/binary"
	"math/bits"
	"sync/atomic"
)

// Depths holds one byte of depth per entry while a pruning table is
// built breadth-first by several goroutines. Bytes are packed eight to a
// uint64 and always read and written atomically: in a pass each row is
// written only by the goroutine that owns it, but read by all, and rows
// share the words at their ends. Within one pass every writer stores the
// same depth, and only into Empty entries.
type Depths struct {
	w    []uint64
	n    int
	dist []uint32 // entries at each depth, counted as they are filled
}

// Empty marks an entry not yet filled.
const Empty = 0xFF

// MaxDepth bounds the depths a table holds.
const MaxDepth = 32

// Byte-wise (SWAR) constants: a byte value repeated in every byte of a word.
const (
	ones  = 0x0101010101010101
	low7s = 0x7F7F7F7F7F7F7F7F
)

func NewDepths(n int) *Depths {
	a := &Depths{w: make([]uint64, (n+7)/8), n: n, dist: make([]uint32, MaxDepth)}
	for i := range a.w {
		a.w[i] = Empty * ones
	}
	return a
}

func (a *Depths) Get(i int) uint8 {
	return uint8(atomic.LoadUint64(&a.w[i>>3]) >> (8 * (i & 7)))
}

// fill sets entry i to d if it is Empty and reports whether it was. The
// plain check first keeps the (much dearer) atomic write for entries that
// change.
func (a *Depths) Fill(i int, d uint8) bool {
	sh := 8 * uint(i&7)
	w := &a.w[i>>3]
	if uint8(atomic.LoadUint64(w)>>sh) != Empty {
		return false
	}
	old := atomic.AndUint64(w, ^(uint64(Empty^d) << sh))
	return uint8(old>>sh) == Empty
}

// load copies entries [base, base+len(buf)) into buf. Whole words are read
// at once; only the ends of a row that does not start or end on a word
// boundary go byte by byte.
func (a *Depths) Load(base int, buf []byte) {
	i, end := base, base+len(buf)
	for ; i < end && i&7 != 0; i++ {
		buf[i-base] = a.Get(i)
	}
	for ; i+8 <= end; i += 8 {
		binary.LittleEndian.PutUint64(buf[i-base:], atomic.LoadUint64(&a.w[i>>3]))
	}
	for ; i < end; i++ {
		buf[i-base] = a.Get(i)
	}
}

// merge sets to d the entries of [base, base+len(mark)) that are marked
// (1) and Empty, clears the marks, and returns how many it set. Only the
// row's owner writes it, so it reads a word of eight entries and writes it
// back only if it changes, with an atomic AND that leaves the other bytes
// alone: the words a row shares with its neighbours stay correct, and
// readers never see a torn entry.
func (a *Depths) merge(base int, mark []byte, d uint8) int64 {
	var n int64
	i, end := base, base+len(mark)
	for ; i < end && i&7 != 0; i++ {
		if mark[i-base] == 1 && a.Fill(i, d) {
			n++
		}
		mark[i-base] = 0
	}
	for ; i+8 <= end; i += 8 {
		m := binary.LittleEndian.Uint64(mark[i-base:])
		if m == 0 {
			continue
		}
		binary.LittleEndian.PutUint64(mark[i-base:], 0)
		w := &a.w[i>>3]
		set := equalBytes(atomic.LoadUint64(w), Empty) & (m << 7) // high bits
		if set != 0 {
			atomic.AndUint64(w, ^((set >> 7) * uint64(Empty^d)))
			n += int64(bits.OnesCount64(set))
		}
	}
	for ; i < end; i++ {
		if mark[i-base] == 1 && a.Fill(i, d) {
			n++
		}
		mark[i-base] = 0
	}
	return n
}

// filled returns a bitmap of the entries that are not Empty, on all cores.
func (a *Depths) filled(ctx context.Context) ([]uint64, error) {
	b := make([]uint64, (len(a.w)+7)/8)
	_, err := ParallelRange(ctx, len(b), nil, func(lo, hi int) int64 {
		for k := lo; k < hi; k++ {
			var v uint64
			for j := 0; j < 8 && 8*k+j < len(a.w); j++ {
				full := ^equalBytes(atomic.LoadUint64(&a.w[8*k+j]), Empty) & (ones << 7)
				// Gather the eight high bits into one byte.
				v |= ((full >> 7) * 0x0102040810204080 >> 56) << (8 * j)
			}
			b[k] = v
		}
		return 0
	})
	return b, err
}

// equalBytes returns a word with the high bit set in exactly the bytes of x
// that equal v.
func equalBytes(x uint64, v uint8) uint64 {
	x ^= uint64(v) * ones // matching bytes are now zero
	t := (x & low7s) + low7s
	return ^(t | x | low7s)
}

// appendEqual appends to list the positions in buf holding v, eight bytes
// at a time.
func appendEqual(list []uint16, buf []byte, v uint8) []uint16 {
	i := 0
	for ; i+8 <= len(buf); i += 8 {
		eq := equalBytes(binary.LittleEndian.Uint64(buf[i:]), v)
		for eq != 0 {
			list = append(list, uint16(i+bits.TrailingZeros64(eq)>>3))
			eq &= eq - 1
		}
	}
	for ; i < len(buf); i++ {
		if buf[i] == v {
			list = append(list, uint16(i))
		}
	}
	return list
}

// Words returns the entries, eight bytes to a word.
func (a *Depths) Words() []uint64 { return a.w }

// Dist returns how many entries are at each depth.
func (a *Depths) Dist() []uint32 { return a.dist }

// Len is the number of entries.
func (a *Depths) Len() int { return a.n }
