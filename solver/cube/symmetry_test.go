package cube

import (
	"math/rand/v2"
	"testing"
)

// A move seen through a symmetry does to the conjugated cube what the move
// does to the cube.
func TestConjugateMove(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for n := 0; n < 200; n++ {
		c := Random(r)
		for s := Sym(0); s < NumSyms; s++ {
			for m := Move(0); m < NumMoves; m++ {
				if got, want := c.Conjugate(s).Move(ConjugateMove(m, s)), c.Move(m).Conjugate(s); got != want {
					t.Fatalf("symmetry %d, move %v: conjugated move %v does not match", s, m, ConjugateMove(m, s))
				}
			}
		}
	}
}
