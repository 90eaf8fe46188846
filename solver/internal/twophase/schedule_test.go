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
// cover the same trees as the whole ones, each once. The smallest trees
// come first: the cube after the first move is no closer to phase 2's
// subgroup than the one before it in the list.
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
		last := maxPath
		for _, tp := range (&engine{t: tb}).splitSearches(run.New(c, search.Options{MaxLength: 19}.WithDefaults()), v, dirs) {
			kid := tp.starts[0].cube.Move(cube.Move(bits.TrailingZeros32(tp.firstMoves)))
			depth := []int{0}
			tb.Phase1Depths([]ttables.Phase1Coord{tb.Phase1Of(&kid)}, depth)
			if d := depth[0]; d > last {
				t.Fatalf("a split search's first move leaves its cube %d moves from phase 2's subgroup, after one that left %d", d, last)
			} else {
				last = d
			}
			if bits.OnesCount32(tp.firstMoves) != 1 {
				t.Fatalf("a split search may start with moves %#x, want one", tp.firstMoves)
			}
			if covered[tp.dir]&tp.firstMoves != 0 {
				t.Fatalf("direction %v has two searches starting with move %d", tp.dir, bits.TrailingZeros32(tp.firstMoves))
			}
			covered[tp.dir] |= tp.firstMoves
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

// Each level hands out every search of the groups that search it once, a
// group's together and in the group's order: to 20 moves or more the
// directions' own first, then the premove tiers in order; below, the tiers
// last first, then the directions' own, whole up to splitAfter levels
// after the first and split by first move from there.
func TestLevelsHandOutEachSearchOnce(t *testing.T) {
	c := randomCubes(33, 34, 1)[0]
	for _, target := range []int{17, 19, 20, 21} {
		for _, dirs := range [][]direction{{{axis: 0}}, {{axis: 0}, {axis: 1}, {axis: 2}, {axis: 0, invert: true}, {axis: 1, invert: true}, {axis: 2, invert: true}}} {
			for _, first := range []int{0, 7, 12} {
				own := 2 * len(dirs) // as if split between workers
				lv := (&engine{}).newLevels(run.New(c, search.Options{MaxLength: target}.WithDefaults()), nil, dirs, own, first)
				for n := first; n < maxPath; n++ {
					var want []int // the groups, in their order
					switch {
					case target >= 20:
						want = []int{ownGroup}
					case n < first+splitAfter:
						want = []int{ownGroup}
					default:
						want = []int{splitGroup}
					}
					for k, pt := range premoveTiers {
						after := pt.after
						if target <= tightTarget {
							after = pt.tightAfter
						}
						if n >= first+after {
							if target >= 20 {
								want = append(want, tierGroup+k)
							} else {
								want = append([]int{tierGroup + k}, want...)
							}
						}
					}
					sizes := map[int]int{ownGroup: own, splitGroup: cube.NumMoves * len(dirs)}
					total := 0
					for k, pt := range premoveTiers {
						sizes[tierGroup+k] = len(dirs) * len(pt.pres)
					}
					for _, g := range want {
						total += sizes[g]
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
					for g, k := range next {
						if k != sizes[g] {
							t.Fatalf("target %d, level %d: %d of group %d's %d searches handed out", target, n, k, g, sizes[g])
						}
					}
				}
			}
		}
	}
}
