package twophase

import (
	"context"
	"testing"
	"time"

	"cubesolver/solver/internal/run"
	"cubesolver/solver/search"
)

// Every premove search, in every direction, finds solutions of the cube
// itself from each of its starts alone, the premove at the end (at the
// start for an inverse direction), merged with phase 2's last move where it
// can be. A start that got its cube or its corners wrong would find moves
// that do not solve it.
func TestPremoveSearchesSolveTheCube(t *testing.T) {
	tb := testTables(t)
	// Three cubes for the single premoves, one for each larger tier.
	for k, i := range [...]int{0, 1, 2, 0, 1} {
		c := randomCubes(21, 22, 3)[i]
		tier := premoveTiers[max(0, k-2)]
		v := newViews(tb, c)
		dirs := v.distinct()
		searches := (&engine{t: tb}).premoveSearches(run.New(c, search.Options{}.WithDefaults()), v, dirs, tier.pres)
		if len(searches) != len(dirs)*len(tier.pres) {
			t.Fatalf("%d premove searches for %d directions", len(searches), len(dirs))
		}
		for j, tp := range searches {
			if j%sampleEvery(tier.pres) != 0 {
				continue
			}
			if len(tp.starts) != 2 {
				t.Fatalf("%d starts, want the cube and its twin", len(tp.starts))
			}
			for _, st := range tp.starts {
				// Room for a phase 2 after a phase 1 a few moves longer
				// than its least, and three premoves.
				r := run.New(c, search.Options{MaxLength: 24}.WithDefaults())
				one := tp.clone()
				one.run, one.starts = r, []leafStart{st}
				for n := one.depth1; !r.HasSolution() && n <= one.depth1+4; n++ {
					one.searchDepth(n)
				}
				sol := r.Result().Best
				if !r.HasSolution() {
					t.Fatalf("cube %d, %+v, premove %v: no solution", i, tp.dir, st.pre)
				}
				// run.found checks this too, by panicking.
				if !c.Apply(sol.Moves).IsSolved() {
					t.Fatalf("cube %d, %+v, premove %v: %v does not solve it", i, tp.dir, st.pre, sol)
				}
				if sol.Premoves != len(st.pre) || sol.Len() > sol.Phase1+sol.Phase2+sol.Premoves {
					t.Fatalf("cube %d, %+v, premove %v: %v is %d + %d + %d moves", i, tp.dir, st.pre, sol, sol.Phase1, sol.Phase2, sol.Premoves)
				}
				checkCanonical(t, sol.Moves)
			}
		}
	}
}

// Solving to 19 moves, which some cubes reach with a premove search first,
// gives verified solutions within the target. One worker makes it
// repeatable: four of these twenty reach it so.
func TestSolveTo19(t *testing.T) {
	tb := testTables(t)
	n := 20
	if testing.Short() {
		n = 5
	}
	withPremoves := 0
	for _, c := range randomCubes(23, 24, n) {
		res, err := solve(context.Background(), tb, c, search.Options{MaxLength: 19, Workers: 1, Timeout: time.Hour})
		if err != nil || res.Stop != search.TargetReached || res.Best.Len() > 19 || !c.Apply(res.Best.Moves).IsSolved() {
			t.Fatalf("cube %v: %v, %v, %v", c.Facelets(), res.Best, res.Stop, err)
		}
		checkCanonical(t, res.Best.Moves)
		if res.Best.Premoves > 0 {
			withPremoves++
		}
	}
	if withPremoves == 0 {
		t.Errorf("none of %d solutions came from a premove search", n)
	}
}

// A premove search tries every phase-1 solution from both its starts: what
// either start alone finds within a length, the two together find too.
func TestTwinGetsEveryLeaf(t *testing.T) {
	tb := testTables(t)
	missed, tried := 0, 0
	for i, c := range randomCubes(27, 28, 12) {
		v := newViews(tb, c)
		tier := premoveTiers[i%len(premoveTiers)]
		for j, tp := range (&engine{t: tb}).premoveSearches(run.New(c, search.Options{}.WithDefaults()), v, v.distinct(), tier.pres) {
			if j%sampleEvery(tier.pres) != 0 {
				continue
			}
			n := tp.depth1 + 1
			search := func(starts []leafStart) bool {
				r := shorterThan(c, n+10) // phase 2 up to eight moves: some find one // room for a phase 2 of five moves
				one := tp.clone()
				one.run, one.starts = r, starts
				one.searchDepth(n)
				return r.HasSolution()
			}
			for _, st := range tp.starts {
				if search([]leafStart{st}) {
					tried++
					if !search(tp.starts) {
						missed++
					}
				}
			}
		}
	}
	if tried == 0 {
		t.Fatal("no start found a solution alone: the test tests nothing")
	}
	if missed > 0 {
		t.Errorf("%d times one start alone found a solution that both together did not", missed)
	}
}

// sampleEvery is the stride at which the tests take a premove tier's
// searches (listed direction by direction): every one of the single
// premoves, and of the larger tiers some 5 a direction, so that those
// tests stay short under the race detector.
func sampleEvery(pres []premove) int {
	return max(1, len(pres)/5) | 1
}
