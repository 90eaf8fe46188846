package twophase

import (
	"math/bits"
	"slices"
	"testing"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/search"
)

// Split by first move, every direction's search is there once for each
// move, each starting with that move only: together the split searches
// cover the same trees as the whole ones, each once. Each knows the fewest
// moves its phase 1 can have: one more than the distance after the move.
func TestSplitSearchesCoverEachMoveOnce(t *testing.T) {
	tb := testTables(t)
	superflip, err := cube.ParseMoves("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2")
	if err != nil {
		t.Fatal(err)
	}
	// A random cube, and one whose directions are all alike.
	for _, c := range []cube.Cubie{randomCubes(31, 32, 1)[0], cube.Solved().Apply(superflip)} {
		v := newViews(tb, c)
		dirs := v.distinct()
		covered := map[direction]uint32{}
		r := run.New(c, search.Options{MaxLength: 19}.WithDefaults())
		e := &engine{t: tb}
		// The directions' own searches as made for two workers (a cube
		// with fewer directions splits them between workers): the furthest
		// from phase 2's subgroup first.
		own := e.searches(r, 2, dirs, v)
		if !slices.IsSortedFunc(own, func(a, b *twoPhase) int { return b.depth1 - a.depth1 }) {
			t.Errorf("the directions' own searches not furthest first")
		}
		for _, tp := range e.splitSearches(own, dirs) {
			if bits.OnesCount32(tp.firstMoves) != 1 {
				t.Fatalf("a split search may start with moves %#x, want one", tp.firstMoves)
			}
			if covered[tp.dir]&tp.firstMoves != 0 {
				t.Fatalf("direction %v has two searches starting with move %d", tp.dir, bits.TrailingZeros32(tp.firstMoves))
			}
			covered[tp.dir] |= tp.firstMoves
			kid := tp.starts[0].cube.Move(cube.Move(bits.TrailingZeros32(tp.firstMoves)))
			depth := []int{0}
			tb.Phase1Depths([]ttables.Phase1Coord{tb.Phase1Of(&kid)}, depth)
			if tp.least != 1+depth[0] {
				t.Fatalf("a split search's phase 1 has at least %d moves, want %d", tp.least, 1+depth[0])
			}
		}
		if len(covered) != len(dirs) {
			t.Errorf("%d directions split, want %d", len(covered), len(dirs))
		}
		for d, moves := range covered {
			if moves != allMoves {
				t.Errorf("direction %v split covers moves %#x, want all", d, moves)
			}
		}
	}
}

// To 20 moves or more, each level hands out every search of the groups
// that search it once, a group's together, in order: the directions' own,
// then the premove tiers in order.
func TestLevelsHandOutEachSearchOnce(t *testing.T) {
	c := randomCubes(33, 34, 1)[0]
	for _, target := range []int{20, 21} {
		for _, dirs := range [][]direction{{{axis: 0}}, {{axis: 0}, {axis: 1}, {axis: 2}, {axis: 0, invert: true}, {axis: 1, invert: true}, {axis: 2, invert: true}}} {
			for _, first := range []int{0, 7, 12} {
				own := make([]*twoPhase, 2*len(dirs)) // as if split between workers
				lv := (&engine{}).newLevels(run.New(c, search.Options{MaxLength: target}.WithDefaults()), nil, dirs, own, first)
				for n := first; n < maxPath; n++ {
					want := []int{ownGroup} // the groups, in their order
					sizes := map[int]int{ownGroup: len(own)}
					total := len(own)
					for k, pt := range premoveTiers {
						sizes[tierGroup+k] = len(dirs) * len(pt.pres)
						if n >= first+pt.after {
							want = append(want, tierGroup+k)
							total += sizes[tierGroup+k]
						}
					}
					if got := lv.size(n); got != total {
						t.Fatalf("target %d, %d directions, first %d: level %d has %d tasks, want %d", target, len(dirs), first, n, got, total)
					}
					var seen []int
					next := map[int]int{}
					for p := range total {
						g, i := lv.at(n, p)
						if i != next[g] {
							t.Fatalf("target %d, level %d: task %d is group %d's search %d, want %d", target, n, p, g, i, next[g])
						}
						next[g]++
						if len(seen) == 0 || seen[len(seen)-1] != g {
							seen = append(seen, g)
						}
					}
					if !slices.Equal(seen, want) {
						t.Fatalf("target %d, %d directions, first %d: level %d hands out groups %v, want %v", target, len(dirs), first, n, seen, want)
					}
				}
			}
		}
	}
}

// To a tight target, each level hands out once every search of its groups
// that can find a phase-1 solution there, and no other: the directions'
// own whole up to splitAfter levels after the first, then split by first
// move, and the premove tiers from their tightAfter; the smallest trees
// first (the least slack), and where the slack is the same, the tiers
// last first, then the directions' own, each group's in its order. A
// search left out finds no phase-1 solution at the level.
func TestTightLevelsSmallestTreesFirst(t *testing.T) {
	tb := testTables(t)
	c := randomCubes(35, 36, 1)[0]
	v := newViews(tb, c)
	dirs := v.distinct()
	r := run.New(c, search.Options{MaxLength: 19}.WithDefaults())
	e := &engine{t: tb}
	first := firstLevel(&v.depths)
	lv := e.newLevels(r, v, dirs, e.searches(r, 1, dirs, v), first)
	rank := map[int]int{} // of the groups, where the slack is the same
	for k := range premoveTiers {
		rank[tierGroup+k] = len(premoveTiers) - 1 - k
	}
	rank[ownGroup], rank[splitGroup] = len(premoveTiers), len(premoveTiers)+1
	for n := first; n < first+8; n++ {
		want := map[task]bool{}
		for g := range lv.groups {
			grp := &lv.groups[g]
			active := grp.size > 0 && n >= grp.from && n < grp.until
			switch {
			case g == ownGroup && n >= first+splitAfter, g == splitGroup && n < first+splitAfter:
				if active {
					t.Fatalf("level %d: group %d active", n, g)
				}
			case g >= tierGroup && n < first+premoveTiers[g-tierGroup].tightAfter:
				if active {
					t.Fatalf("level %d: premove tier %d active before its level", n, g-tierGroup)
				}
			default:
				if !active {
					t.Fatalf("level %d: group %d not active", n, g)
				}
			}
			if !active {
				continue
			}
			for i, tp := range grp.searches() {
				if n-len(tp.starts[0].pre) >= tp.least {
					want[task{g, i}] = true
				} else if foundAny(tp, n-len(tp.starts[0].pre)) {
					// Left out, it must have had nothing to find.
					t.Fatalf("level %d: group %d's search %d left out, but it finds a phase-1 solution", n, g, i)
				}
			}
		}
		if got := lv.size(n); got != len(want) {
			t.Fatalf("level %d: %d tasks, want %d", n, got, len(want))
		}
		lastSlack, lastRank, lastIndex := -1, -1, -1
		for p := range len(want) {
			g, i := lv.at(n, p)
			if !want[task{g, i}] {
				t.Fatalf("level %d: task %d is group %d's search %d, unwanted or twice", n, p, g, i)
			}
			delete(want, task{g, i})
			tp := lv.groups[g].searches()[i]
			slack := n - len(tp.starts[0].pre) - tp.least
			switch {
			case slack < lastSlack:
				t.Fatalf("level %d: task %d has slack %d, after one of %d", n, p, slack, lastSlack)
			case slack == lastSlack && rank[g] < lastRank:
				t.Fatalf("level %d: task %d of group %d after one of group rank %d, with the same slack", n, p, g, lastRank)
			case slack == lastSlack && rank[g] == lastRank && i < lastIndex:
				t.Fatalf("level %d: task %d is group %d's search %d, after its search %d with the same slack", n, p, g, i, lastIndex)
			}
			lastSlack, lastRank, lastIndex = slack, rank[g], i
		}
	}
}

// foundAny reports whether a copy of tp finds any phase-1 solution of
// exactly n moves.
func foundAny(tp *twoPhase, n int) bool {
	one := tp.clone()
	one.run = shorterThan(tp.starts[0].cube, 40)
	one.searchDepth(n)
	_, solutions := one.run.Counts()
	return solutions > 0
}
