package bfs

import (
	"context"
	"runtime"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"cubesolver/tables/internal/cache"
)

// ParallelRange splits [0, n) into chunks worked on by one goroutine per
// core, adds up what work returns, reports progress per chunk and stops
// between chunks when ctx is cancelled.
func ParallelRange(ctx context.Context, n int, p *cache.Reporter, work func(lo, hi int) int64) (int64, error) {
	chunk := n / 256
	if chunk < 1 {
		chunk = 1
	}
	var next, total, done atomic.Int64
	g, ctx := errgroup.WithContext(ctx)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		g.Go(func() error {
			for {
				if err := ctx.Err(); err != nil {
					return err
				}
				lo := int(next.Add(int64(chunk))) - chunk
				if lo >= n {
					return nil
				}
				hi := min(lo+chunk, n)
				total.Add(work(lo, hi))
				p.Part(float64(done.Add(int64(hi-lo))) / float64(n))
			}
		})
	}
	err := g.Wait()
	return total.Load(), err
}
