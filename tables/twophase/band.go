package twophase

import (
	"context"

	"cubesolver/tables/internal/bfs"
)

// band marks the bytes of the phase-1 mod-3 table whose five entries all
// lie 8 to 10 moves from phase 2's subgroup: bit j for byte j, 3.5 MB.
// Their depths are then known outright from their value mod 3, which
// otherwise tells only a depth relative to a neighbour's: every solve
// needs the exact depth of its six directions' cubes (and of the premove
// searches' hundreds), and had to walk down the table for it, move by
// move to the near table (Phase1Depths), a seventh of an easy solve's
// instructions. 96% of the entries are 8 to 10 deep, and a walk from one
// 11 deep or 7 deep is one move from the band or the near table.
type band []uint64

// The band's depths: bandLow, bandLow+1, bandLow+2.
const bandLow = 8

// bandWords is the length in words of the band of a mod3 table of n
// entries.
func bandWords(n int) int { return (mod3Size(n) + 63) / 64 }

// packBand marks the bytes of a's mod3 table whose entries are all in the
// band, on all cores.
func packBand(ctx context.Context, a *bfs.Depths) (band, error) {
	b := make(band, bandWords(a.Len()))
	_, err := bfs.ParallelRange(ctx, len(b), nil, func(lo, hi int) int64 {
		for w := lo; w < hi; w++ {
			var word uint64
			for bit := 0; bit < 64; bit++ {
				j := 64*w + bit
				in := 5*j < a.Len()
				for i := 5 * j; i < min(5*j+5, a.Len()); i++ {
					if d := a.Get(i); d < bandLow || d > bandLow+2 {
						in = false
					}
				}
				if in {
					word |= 1 << bit
				}
			}
			b[w] = word
		}
		return 0
	})
	return b, err
}

// bandDepth returns the exact phase-1 depth of entry i and true if its
// byte is in the band.
func (t *Tables) bandDepth(i int) (int, bool) {
	j := uint(i) / 5
	if t.band[j/64]>>(j%64)&1 == 0 {
		return 0, false
	}
	// The one depth of the band with this value mod 3.
	return bandLow + (int(t.prune1.Get(i))+3-bandLow%3)%3, true
}
