package cache

import (
	"hash/crc32"
	"math/rand/v2"
	"testing"
)

// Combining the CRCs of two pieces gives the CRC of the two read as one,
// for pieces of every small length and some large ones, either empty.
func TestCRCCombine(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	data := make([]byte, 70000)
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	cuts := [][2]int{{0, 0}, {0, 5}, {5, 0}, {1, 1}, {65536, 4464}, {3, 69997}}
	for a := 0; a < 40; a++ {
		for b := 0; b < 40; b++ {
			cuts = append(cuts, [2]int{a, b})
		}
	}
	for _, c := range cuts {
		a, b := data[:c[0]], data[c[0]:c[0]+c[1]]
		want := crc32.Checksum(data[:c[0]+c[1]], crcTable)
		got := crcCombine(crc32.Checksum(a, crcTable), crc32.Checksum(b, crcTable), int64(len(b)))
		if got != want {
			t.Fatalf("pieces of %d and %d bytes: combined %08x, want %08x", c[0], c[1], got, want)
		}
	}
}
