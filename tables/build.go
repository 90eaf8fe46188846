package tables

import (
	"context"

	"golang.org/x/sync/errgroup"
)

// stageWeights is each build stage's share of the build time, per step,
// measured on a 2-core machine; they only shape the progress bar.
var stageWeights = map[string][]float64{
	"loading tables":           {0},
	"move and symmetry tables": {1},
	"saving tables":            {0.3},
	"phase-1 pruning table":    {0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.6, 1.5, 2.5, 1.5, 1, 0.1},
	"phase-2 pruning table":    {0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.4, 1, 2, 1.5, 1, 0.7, 0.6, 0.1},
}

// build makes every table from scratch.
func build(ctx context.Context, p *progress) (*Tables, error) {
	p.stage("move and symmetry tables", 1)
	t, err := buildSmall(ctx)
	if err != nil {
		return nil, err
	}
	d1, err := t.buildPrune1(ctx, p)
	if err != nil {
		return nil, err
	}
	d2, err := t.buildPrune2(ctx, p)
	if err != nil {
		return nil, err
	}
	g, _ := errgroup.WithContext(ctx)
	g.Go(func() error { t.Prune1, t.Prune1Dist = d1.pack(), d1.distribution(); return nil })
	g.Go(func() error { t.Prune2, t.Prune2Dist = d2.pack(), d2.distribution(); return nil })
	return t, g.Wait()
}
