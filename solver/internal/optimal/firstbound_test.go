package optimal

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// TestFirstBoundReaches20: the first standard search goes on past its time
// until it has a solution of at most 20 moves, the answer standard mode
// gives, before the depths begin; with its time up at once, it stopped
// with none or a longer one (the superflip: 24 moves after 30 ms, and 21
// at a time limit of 3 s where standard mode gave 20).
func TestFirstBoundReaches20(t *testing.T) {
	s := testSolver(t)
	saved := firstBoundTime
	firstBoundTime = 0
	defer func() { firstBoundTime = saved }()
	r := rand.New(rand.NewPCG(20, 26))
	for i := 0; i < 3; i++ {
		c := cube.Random(r)
		ctx, cancel := context.WithCancel(context.Background())
		var once sync.Once
		best := -2 // no depth begun
		opts := search.Options{Timeout: time.Hour, OnEvent: func(e search.Event) {
			if e.Depth > 0 {
				once.Do(func() {
					best = e.BestLength
					cancel() // the depths are not this test's
				})
			}
		}}
		res, err := s.Solve(ctx, c, opts)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if best == -2 && !res.Proven {
			t.Fatalf("cube %d: no depth begun, and not proven", i)
		}
		if best != -2 && (best < 1 || best > 20) {
			t.Fatalf("cube %d: the depths began with the best %d moves, want 1 to 20", i, best)
		}
	}
}
