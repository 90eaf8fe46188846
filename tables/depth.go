package tables

import "sync/atomic"

// depthArray holds one byte of depth per entry while a pruning table is
// built breadth-first by several goroutines. Bytes are packed four to a
// uint32 so they can be read and set atomically: within one pass every
// writer stores the same depth, and only into empty entries.
type depthArray struct {
	w []uint32
	n int
}

const empty = 0xFF

func newDepthArray(n int) *depthArray {
	a := &depthArray{w: make([]uint32, (n+3)/4), n: n}
	for i := range a.w {
		a.w[i] = 0xFFFFFFFF
	}
	return a
}

func (a *depthArray) get(i int) uint8 {
	return uint8(atomic.LoadUint32(&a.w[i>>2]) >> (8 * (i & 3)))
}

// fill sets entry i to d if it is empty and reports whether it was.
func (a *depthArray) fill(i int, d uint8) bool {
	sh := 8 * uint(i&3)
	if uint8(atomic.LoadUint32(&a.w[i>>2])>>sh) != empty {
		return false
	}
	old := atomic.AndUint32(&a.w[i>>2], ^(uint32(empty^d) << sh))
	return uint8(old>>sh) == empty
}

// pack turns the depths into a Mod3 table.
func (a *depthArray) pack() Mod3 {
	t := make(Mod3, (a.n+3)/4)
	for i := 0; i < a.n; i++ {
		t[i>>2] |= (a.get(i) % 3) << (2 * (i & 3))
	}
	return t
}

// distribution counts the entries at each depth.
func (a *depthArray) distribution() []uint32 {
	d := make([]uint32, maxDepth)
	for i := 0; i < a.n; i++ {
		d[min(int(a.get(i)), maxDepth-1)]++
	}
	return d
}

// Mod3 is a pruning table that stores each entry's depth mod 3 in two bits,
// four to a byte (seed section 10). A search knows the depth of its start
// and follows it from move to move: a move changes it by -1, 0 or +1.
type Mod3 []byte

// Get returns entry i's depth mod 3.
func (t Mod3) Get(i int) uint8 { return t[i>>2] >> (2 * (i & 3)) & 3 }

// next returns the depth of an entry whose mod-3 value is v and whose
// neighbour has depth d.
func next(d int, v uint8) int { return d + deltaMod3[(int(v)-d%3+3)%3] }

var deltaMod3 = [3]int{0, 1, -1}

// NextDepth gives the exact depth of a neighbour with mod-3 value v of an
// entry at depth d.
func NextDepth(d int, v uint8) int { return next(d, v) }

// next returns the first index j in [i, end) whose depth is d, or end. It
// skips four entries at a time where none matches.
func (a *depthArray) next(i, end int, d uint8) int {
	pattern := uint32(d) * 0x01010101
	for i < end {
		if i&3 == 0 && i+4 <= end {
			v := atomic.LoadUint32(&a.w[i>>2]) ^ pattern
			if (v-0x01010101)&^v&0x80808080 == 0 { // no zero byte: no match
				i += 4
				continue
			}
		}
		if a.get(i) == d {
			return i
		}
		i++
	}
	return end
}
