// Package searchtest holds what the tests of the solver's packages share:
// the tables (from the tests' cache folder), random cubes, and the check
// that a solution is in canonical form.
package searchtest

import (
	"math/rand/v2"
	"testing"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// Tables returns the tables, loaded once from the tests' shared cache
// folder (built there by the first test that needs them).
var Tables = tablestest.Shared(ttables.Load)

// CheckCanonical fails if moves hold a cancelling or mergeable pair.
func CheckCanonical(t *testing.T, moves []cube.Move) {
	t.Helper()
	for i := 1; i < len(moves); i++ {
		a, b := moves[i-1].Face(), moves[i].Face()
		if a == b {
			t.Fatalf("%s: %v then %v", cube.FormatMoves(moves), moves[i-1], moves[i])
		}
		if i > 1 && moves[i-2].Face() == b && a == b.Opposite() {
			t.Fatalf("%s: mergeable turns around %v", cube.FormatMoves(moves), moves[i-1])
		}
	}
}

// RandomCubes returns n random cubes, the same ones for the same seeds.
func RandomCubes(seed1, seed2 uint64, n int) []cube.Cubie {
	r := rand.New(rand.NewPCG(seed1, seed2))
	cubes := make([]cube.Cubie, n)
	for i := range cubes {
		cubes[i] = cube.Random(r)
	}
	return cubes
}
