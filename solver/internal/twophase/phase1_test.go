package twophase

import (
	"math/rand/v2"
	"testing"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
)

// The phase-1 search (far batches, the near table's masks and steps) finds
// exactly the phase-1 solutions a plain depth-first search over the raw
// coordinates and the mod-3 table finds, with the same rules.
func TestPhase1FindsEverySolution(t *testing.T) {
	tb := testTables(t)
	r := rand.New(rand.NewPCG(5, 6))
	cubes := 12
	if testing.Short() {
		cubes = 3
	}
	total := int64(0)
	for i := 0; i < 2*cubes; i++ {
		// Random cubes, and cubes a few moves from solved, whose search
		// starts near the subgroup.
		c := cube.Random(r)
		if i%2 == 1 {
			c = cube.Solved()
			for k := 0; k < 3+i%5; k++ {
				c = c.Move(cube.Move(r.IntN(cube.NumMoves)))
			}
		}
		v := newViews(tb, c)
		for _, dir := range []direction{{axis: 0}, {axis: 1, invert: true}} {
			d1 := v.depth(dir)
			for n := d1; n <= d1+2; n++ {
				r := shorterThan(c, n) // phase 2 has no moves left: count only
				tp := newDirectionSearch(tb, r, v, dir, allMoves)
				tp.searchDepth(n)
				x := dir.cube(c)
				want := countPhase1(tb, ttables.RawOf(&x), d1, -1, n)
				if _, got := r.Counts(); got != want {
					t.Fatalf("cube %d, %+v, %d moves: %d phase-1 solutions, a plain search finds %d", i, dir, n, got, want)
				}
				total += want
			}
		}
	}
	t.Logf("%d phase-1 solutions", total)
}

// countPhase1 counts the phase-1 solutions of togo moves from raw
// coordinates x at distance dist, after a move of face prev (-1: none).
func countPhase1(t *ttables.Tables, x ttables.RawCoord, dist, prev, togo int) int64 {
	if togo == 0 {
		return 1
	}
	var n int64
	for m := cube.Move(0); m < cube.NumMoves; m++ {
		if prev >= 0 && !cube.CanFollow(cube.Move(3*prev), m) {
			continue
		}
		if ttables.IsPhase2Move(m) && (togo == 1 || dist == 0 && togo < 5) {
			continue
		}
		y := t.RawMove(x, int(m))
		d := ttables.NextDepth(dist, t.Prune1(t.RawIndex(y)))
		if d < togo {
			n += countPhase1(t, y, d, int(m)/3, togo-1)
		}
	}
	return n
}

// BenchmarkPhase1 searches phase 1 three moves deeper than needed from the
// UD axis of a few random cubes: the work a search for a short solution
// spends most of its time on. In "alone" phase 2 has no moves left, in
// "leaves" up to six, so that the phase-1 solutions go through the
// cut-offs before phase 2.
func BenchmarkPhase1(b *testing.B) {
	tb := testTables(b)
	cubes := randomCubes(7, 8, 4)
	for _, phase2 := range []int{0, 6} {
		name := map[int]string{0: "alone", 6: "leaves"}[phase2]
		b.Run(name, func(b *testing.B) {
			var nodes int64
			for b.Loop() {
				for _, c := range cubes {
					v := newViews(tb, c)
					d1 := v.depths[0][0]
					r := shorterThan(c, d1+3+phase2+1)
					tp := newDirectionSearch(tb, r, v, direction{}, allMoves)
					tp.searchDepth(d1 + 3)
					rn, _ := r.Counts()
					nodes += tp.nodes + rn
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// TestFromRepMask checks the table-driven mask mapping against its
// definition, bit by bit, for every symmetry.
func TestFromRepMask(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for sym := 0; sym < ttables.NSym; sym++ {
		for i := 0; i < 200; i++ {
			mask := r.Uint32() & (1<<cube.NumMoves - 1)
			var want uint32
			for m := 0; m < cube.NumMoves; m++ {
				// The representative makes the cube's move m as S*m*S^-1.
				if mask>>cube.ConjugateMove(cube.Move(m), cube.Sym(sym).Inverse())&1 != 0 {
					want |= 1 << m
				}
			}
			if got := ttables.MaskFromRep(mask, sym); got != want {
				t.Fatalf("sym %d, mask %018b: got %018b, want %018b", sym, mask, got, want)
			}
		}
	}
}
