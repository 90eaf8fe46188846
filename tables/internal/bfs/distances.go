package bfs

import (
	"context"

	"cubesolver/tables/internal/cache"
)

// Distances walks a graph of n states breadth first from state from,
// level by level: next(i, to) appends to to every state a move from state
// i, and returns it. It returns every state's distance from state from (Empty
// where none reaches it) and how many states lie at each distance. ctx is
// looked at before each level, and p (which may be nil) hears the share
// of the states reached. It is the builder of the tables too small, or
// too unlike a sym-class x raw table, for Spec.
func Distances(ctx context.Context, n, from int, next func(i int, to []int32) []int32, p *cache.Reporter) ([]uint8, []uint32, error) {
	d := make([]uint8, n)
	for i := range d {
		d[i] = Empty
	}
	d[from] = 0
	counts := []uint32{1}
	reached := 1
	var to []int32
	// A pass over all the states a level: the states of the level are
	// found by their distance, with no lists to grow.
	for depth := uint8(1); ; depth++ {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		p.Part(float64(reached) / float64(n))
		found := 0
		for i, x := range d {
			if x != depth-1 {
				continue
			}
			to = next(i, to[:0])
			for _, j := range to {
				if d[j] == Empty {
					d[j] = depth
					found++
				}
			}
		}
		if found == 0 {
			return d, counts, nil
		}
		counts = append(counts, uint32(found))
		reached += found
	}
}
