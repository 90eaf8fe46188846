package bfs

import (
	"context"

	"cubesolver/tables/internal/cache"
)

// Distances walks a graph of n states breadth first from state from,
// level by level: next(i, visit) calls visit(j) for every state j a move
// from state i. It returns every state's distance from state from (Empty
// where none reaches it) and how many states lie at each distance. ctx is
// looked at before each level, and p (which may be nil) hears the share
// of the states reached. It is the builder of the tables too small, or
// too unlike a sym-class x raw table, for Spec.
func Distances(ctx context.Context, n, from int, next func(i int, visit func(j int)), p *cache.Reporter) ([]uint8, []uint32, error) {
	d := make([]uint8, n)
	for i := range d {
		d[i] = Empty
	}
	d[from] = 0
	counts := []uint32{1}
	level, reached := []int32{int32(from)}, 1
	for depth := uint8(1); len(level) > 0; depth++ {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		p.Part(float64(reached) / float64(n))
		var more []int32
		visit := func(j int) {
			if d[j] == Empty {
				d[j] = depth
				more = append(more, int32(j))
			}
		}
		for _, i := range level {
			next(int(i), visit)
		}
		if len(more) > 0 {
			counts = append(counts, uint32(len(more)))
		}
		reached += len(more)
		level = more
	}
	return d, counts, nil
}
