package twophase

import (
	"context"

	"cubesolver/tables/internal/bfs"
)

// mod3 is a pruning table that stores each entry's depth mod 3, five
// entries to a byte as the digits of a base-3 number (3^5 = 243 <= 256): 1.6
// bits an entry, as Kociemba's Cube Explorer does. A search knows the
// depth of its start and follows it from move to move: a move changes it by
// -1, 0 or +1, which the value mod 3 tells apart. The phase-1 table is 28 MB
// this way instead of 35 MB with two bits an entry, and fits in more of the
// processor's cache.
type mod3 []byte

// Get returns entry i's depth mod 3.
func (t mod3) Get(i int) uint8 {
	q := uint(i) / 5 // a multiplication: 5 is a constant
	return trits[uint(t[q])<<3|(uint(i)-5*q)]
}

// trits[b<<3|k] is base-3 digit k of byte b.
var trits = func() (t [256 << 3]uint8) {
	for b := 0; b < 243; b++ {
		for k, v := 0, b; k < 5; k, v = k+1, v/3 {
			t[b<<3|k] = uint8(v % 3)
		}
	}
	return
}()

// mod3Size is the length in bytes of a mod3 table of n entries.
func mod3Size(n int) int { return (n + 4) / 5 }

// packMod3 packs the depths into a mod3 table on all cores.
func packMod3(ctx context.Context, a *bfs.Depths) (mod3, error) {
	t := make(mod3, mod3Size(a.Len()))
	_, err := bfs.ParallelRange(ctx, len(t), nil, func(lo, hi int) int64 {
		for j := lo; j < hi; j++ {
			var b uint8
			for k := 4; k >= 0; k-- {
				if i := 5*j + k; i < a.Len() {
					b = 3*b + a.Get(i)%3
				} else {
					b *= 3
				}
			}
			t[j] = b
		}
		return 0
	})
	return t, err
}

// next returns the depth of an entry whose mod-3 value is v and whose
// neighbour has depth d.
func next(d int, v uint8) int { return d + deltaMod3[(int(v)-d%3+3)%3] }

var deltaMod3 = [3]int{0, 1, -1}

// NextDepth gives the exact depth of a neighbour with mod-3 value v of an
// entry at depth d.
func NextDepth(d int, v uint8) int { return next(d, v) }
