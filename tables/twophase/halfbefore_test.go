package twophase

import (
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
)

// Every entry of the half-turn-before table, for every face, agrees with
// the cubies: the corners of H*c for H the half turn and c each corner
// permutation.
func TestHalfBeforeAgreesWithCubies(t *testing.T) {
	tb := loadShared(t)
	for f := cube.U; f <= cube.B; f++ {
		h := cube.NewMove(f, 2).Cubie()
		for x := 0; x < coord.NCornerPerm; x++ {
			var c cube.Cubie
			coord.SetCornerPerm(&c, x)
			hc := h.MulCorners(c)
			if got, want := tb.HalfBefore(f, x), coord.CornerPerm(&hc); got != want {
				t.Fatalf("%v2 before corners %d: %d, want %d", f, x, got, want)
			}
		}
	}
}
