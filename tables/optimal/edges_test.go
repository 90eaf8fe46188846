package optimal

import (
	"math/rand/v2"
	"slices"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
)

// rawEdgeDepths fills the edges' table without symmetry: edge slices x
// flip, 71 million entries, one byte each.
func rawEdgeDepths(c *symCoords) []byte {
	const n = coord.NEdgeSlices * coord.NFlip
	d := make([]byte, n)
	for i := range d {
		d[i] = 255
	}
	solved := cube.Solved()
	d[coord.EdgeSlices(&solved)*coord.NFlip] = 0
	for depth, k := byte(1), 1; k > 0; depth++ {
		k = 0
		for i, v := range d {
			if v != depth-1 {
				continue
			}
			e, f := i/coord.NFlip, i%coord.NFlip
			for m := 0; m < coord.NMoves; m++ {
				j := int(c.edgeSlicesMove[e*coord.NMoves+m])*coord.NFlip + int(c.flipMove[f*coord.NMoves+m])
				if d[j] == 255 {
					d[j] = depth
					k++
				}
			}
		}
	}
	return d
}

func TestEdgeTable(t *testing.T) {
	c := testSymCoords(t)
	et := c.edges
	if len(et.rep) != nEdgeSliceClass {
		t.Fatalf("%d classes of edge slices, want %d", len(et.rep), nEdgeSliceClass)
	}
	// Entries (a class's representative with each flip) at each depth:
	// depths 0 to 6 as nissy's test of its eoesep table has them, the
	// rest adding up to 782 x 2048.
	want := []uint32{1, 1, 3, 23, 235, 2281, 22069, 182776, 767847, 617858, 8439, 3}
	if !slices.Equal(et.dist, want) || len(want)-1 != MaxEdgeDepth {
		t.Fatalf("distribution %v, want %v", et.dist, want)
	}
	o := &Table{c: c}
	// Symmetric cubes, and cubes a move apart, agree as distances must.
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		x := cube.Random(r)
		b := o.edgeBound(CoordOf(&x))
		for s := cube.Sym(0); s < coord.NSym48; s++ {
			y := x.Conjugate(s)
			if got := o.edgeBound(CoordOf(&y)); got != b {
				t.Fatalf("conjugate %d: %d, cube %d", s, got, b)
			}
		}
		for m := cube.Move(0); m < cube.NumMoves; m++ {
			y := x.Apply([]cube.Move{m})
			if got := o.edgeBound(CoordOf(&y)); got < b-1 || got > b+1 {
				t.Fatalf("after %v: %d, before %d", m, got, b)
			}
		}
	}
	superflip := cube.Solved()
	for e := range superflip.EO {
		superflip.EO[e] = 1
	}
	if got := o.edgeBound(CoordOf(&superflip)); got != MaxEdgeDepth {
		t.Errorf("superflip's edges: %d, want %d", got, MaxEdgeDepth)
	}
}

// TestEdgeTableIsRawBFS checks every entry against a breadth-first search
// without symmetry.
func TestEdgeTableIsRawBFS(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("71 million entries: not under the race detector or -short")
	}
	c := testSymCoords(t)
	raw := rawEdgeDepths(c)
	o := &Table{c: c}
	for e := 0; e < coord.NEdgeSlices; e++ {
		for f := 0; f < coord.NFlip; f++ {
			if got, want := o.edgeBound(Coord{Edges: uint16(e), Flip: uint16(f)}), int(raw[e*coord.NFlip+f]); got != want {
				t.Fatalf("edge slices %d flip %d: %d, want %d", e, f, got, want)
			}
		}
	}
}
