package coord

import (
	"math/rand/v2"
	"testing"

	"cubesolver/solver/cube"
)

func TestRankRoundTrip(t *testing.T) {
	p := make([]int8, 8)
	for x := 0; x < NCornerPerm; x++ {
		unrank(p, x)
		if got := rank(p); got != x {
			t.Fatalf("rank(unrank(%d)) = %d", x, got)
		}
	}
}

func TestCoordRoundTrips(t *testing.T) {
	c := cube.Solved()
	for x := 0; x < NTwist; x++ {
		SetTwist(&c, x)
		if Twist(&c) != x || c.TwistSum() != 0 {
			t.Fatalf("twist %d", x)
		}
	}
	for x := 0; x < NFlip; x++ {
		SetFlip(&c, x)
		if Flip(&c) != x || c.FlipSum() != 0 {
			t.Fatalf("flip %d", x)
		}
	}
	for _, set := range []EdgeSet{UDSliceEdges, RLSliceEdges, FBSliceEdges} {
		for x := 0; x < NSliceSorted; x++ {
			SetSliceSorted(&c, set, x)
			if got := SliceSorted(&c, set); got != x {
				t.Fatalf("slice sorted %v %d -> %d", set, x, got)
			}
		}
	}
	for x := 0; x < NUDEdges; x++ {
		SetUDEdges(&c, x)
		if UDEdges(&c) != x {
			t.Fatalf("ud edges %d", x)
		}
	}
	if solved := cube.Solved(); SliceSorted(&solved, UDSliceEdges) != 0 || CornerPerm(&solved) != 0 {
		t.Fatal("solved cube must have coordinates 0")
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 1000; i++ {
		c := cube.Random(r)
		d := cube.Solved()
		SetCornerPerm(&d, CornerPerm(&c))
		if d.CP != c.CP {
			t.Fatal("corner perm")
		}
	}
}
