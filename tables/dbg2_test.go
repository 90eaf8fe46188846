package tables

import (
	"context"
	"fmt"
	"testing"
	"time"
)

func TestDbgSpeed(t *testing.T) {
	c := testSymCoords(t)
	levels, _ := c.fullBFS(context.Background(), nil, 8)
	tb := &fineTable{h: 3, base: 8, words: make([]uint64, (nH0<<3+31)/32)}
	for i := range tb.words {
		tb.words[i] = ^uint64(0)
	}
	start := time.Now()
	_, _ = parallelRange(context.Background(), len(levels[7]), nil, func(lo, hi int) int64 {
		for _, k := range levels[7][lo:hi] {
			cls, e, f := splitKey(k)
			c.fineDFS(tb, cls, e, f, 7, 2, -1, 0)
		}
		return 0
	})
	el := time.Since(start)
	fmt.Println("2 levels from", len(levels[7]), "in", el, float64(len(levels[7])*250)/el.Seconds()/1e6, "M marks/s approx")
}
