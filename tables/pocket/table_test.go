package pocket

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"cubesolver/solver/cube"
	pcube "cubesolver/solver/cube/pocket"
)

// The published distributions of the pocket cube's 3,674,160 positions.
var (
	pocketHTMDistribution = []int64{1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644}
	pocketQTMDistribution = []int64{1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276}
)

func TestPocketCoordinates(t *testing.T) {
	if Index(pcube.Solved()) != 0 {
		t.Fatal("the solved cube's coordinate is not 0")
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		c := pcube.Random(r)
		i := Index(c)
		if i < 0 || i >= N || CubeAt(i) != c {
			t.Fatalf("coordinate %d of %v does not round-trip", i, c)
		}
	}
}

func TestPocketDistributions(t *testing.T) {
	pt, err := build(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := pt.Distribution(HTM); !slices.Equal(got, pocketHTMDistribution) {
		t.Errorf("HTM distribution %v, want %v", got, pocketHTMDistribution)
	}
	if got := pt.Distribution(QTM); !slices.Equal(got, pocketQTMDistribution) {
		t.Errorf("QTM distribution %v, want %v", got, pocketQTMDistribution)
	}
	// The move tables agree with the cube's turns.
	r := rand.New(rand.NewPCG(3, 4))
	for range 1000 {
		c := pcube.Random(r)
		m := cube.Move(r.IntN(NMoves))
		if got, want := pt.Move(Index(c), m), Index(c.Move(m)); got != want {
			t.Fatalf("move %v from %v: %d, want %d", m, c, got, want)
		}
	}
}
