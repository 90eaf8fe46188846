package twophase

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubesolver/tables/internal/bfs"
)

func TestMod3PackRoundTrip(t *testing.T) {
	for _, n := range []int{1, 4, 5, 6, 1000, 12345} {
		a := bfs.NewDepths(n)
		r := rand.New(rand.NewPCG(uint64(n), 1))
		want := make([]uint8, n)
		for i := range want {
			want[i] = uint8(r.IntN(20))
			a.Fill(i, want[i])
		}
		m, err := packMod3(context.Background(), a)
		if err != nil {
			t.Fatal(err)
		}
		if len(m) != mod3Size(n) {
			t.Fatalf("n=%d: %d bytes", n, len(m))
		}
		for i, d := range want {
			if m.Get(i) != d%3 {
				t.Fatalf("n=%d: entry %d is %d, want %d", n, i, m.Get(i), d%3)
			}
		}
	}
}
