package optimal

import (
	"math/rand/v2"
	"testing"

	"cubesolver/solver/cube"
)

// Pieces follow moves made before the cube, and their coordinates are the
// cube's.
func TestPieces(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 21))
	for i := 0; i < 2000; i++ {
		c := cube.Random(r)
		p := PiecesOf(&c)
		if got, want := p.Coord(), CoordOf(&c); got != want {
			t.Fatalf("cube %d: coordinates %+v, want %+v", i, got, want)
		}
		m := cube.Move(r.IntN(cube.NumMoves))
		q := p.PreMove(m)
		want := m.Cubie().Mul(c)
		if got := PiecesOf(&want); q != got {
			t.Fatalf("cube %d, move %v before it: %v, want %v", i, m, q, got)
		}
	}
}
