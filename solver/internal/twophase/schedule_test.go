package twophase

import (
	"math/bits"
	"testing"

	"cubesolver/solver/internal/run"
	"cubesolver/solver/search"
)

// Split by first move, every direction's search is there once for each
// move it may start with, and for no other: together the split searches
// cover the same trees as the whole ones, each once. Also with the
// directions already split between workers (a symmetric cube, many
// workers).
func TestSplitByFirstMoveCoversEachMoveOnce(t *testing.T) {
	tb := testTables(t)
	c := randomCubes(31, 32, 1)[0]
	for _, workers := range []int{1, 2, 12} {
		v := newViews(tb, c)
		r := run.New(c, search.Options{MaxLength: 19}.WithDefaults())
		whole := (&engine{t: tb}).searches(r, workers, v.distinct(), v)
		split := splitByFirstMove(whole)
		if len(split) != firstMoveCount(whole) {
			t.Fatalf("workers %d: %d split searches, firstMoveCount says %d", workers, len(split), firstMoveCount(whole))
		}
		covered := map[direction]uint32{}
		for _, tp := range split {
			if bits.OnesCount32(tp.firstMoves) != 1 {
				t.Fatalf("workers %d: a split search may start with moves %#x, want one", workers, tp.firstMoves)
			}
			if covered[tp.dir]&tp.firstMoves != 0 {
				t.Fatalf("workers %d: direction %v has two searches starting with move %d", workers, tp.dir, bits.TrailingZeros32(tp.firstMoves))
			}
			covered[tp.dir] |= tp.firstMoves
		}
		want := map[direction]uint32{}
		for _, tp := range whole {
			want[tp.dir] |= tp.firstMoves
		}
		for d, moves := range want {
			if covered[d] != moves {
				t.Errorf("workers %d: direction %v split covers moves %#x, whole %#x", workers, d, covered[d], moves)
			}
		}
	}
}
