package twophase

import (
	"context"

	"cubesolver/solver/search"
	"cubesolver/tables/internal/cache"
)

// stageWeights is each build stage's expected time in seconds, per step,
// measured on an idle 2-core machine; they only shape the progress bar and
// the estimate of the time remaining, so that both advance evenly.
var stageWeights = map[search.Stage][]float64{
	search.StageLoading:  {0},
	search.StageMoves:    {1},
	search.StagePrune1:   {0.01, 0.01, 0.01, 0.015, 0.02, 0.035, 0.085, 0.2, 0.45, 1.1, 0.24, 0.06},
	search.StagePrune2:   {0.01, 0.01, 0.01, 0.01, 0.015, 0.015, 0.03, 0.04, 0.055, 0.08, 0.15, 0.27, 0.45, 0.9, 0.33, 0.1, 0.05, 0.02},
	search.StagePacking:  {0.2, 0.12},
	search.StageRim:      {0.7},
	search.StageOuterRim: {0.8},
	search.StageFarRim:   {5},
	search.StageSaving:   {0.3},
}

// build makes every table from scratch.
func build(ctx context.Context, p *cache.Reporter) (*Tables, error) {
	p.Stage(search.StageMoves, 1)
	t, err := buildSmallCtx(ctx)
	if err != nil {
		return nil, err
	}
	d1, err := t.buildPrune1(ctx, p)
	if err != nil {
		return nil, err
	}
	// Packing the phase-1 depths before phase 2 starts lets their 140 MB go.
	p.Stage(search.StagePacking, 1)
	p1, err := packMod3(ctx, d1)
	if err != nil {
		return nil, err
	}
	band, err := packBand(ctx, d1)
	if err != nil {
		return nil, err
	}
	t.prune1, t.band, t.prune1Dist = p1, band, d1.Dist()
	d1 = nil
	p.Stage(search.StageRim, 1)
	rim := t.buildRim(t.buildNear())
	t.rim = rim.filter().words
	p.Stage(search.StageOuterRim, 1)
	outer, outerEntries, err := t.buildOuterRim(ctx, rim)
	if err != nil {
		return nil, err
	}
	t.outerRim = outer.words
	p.Stage(search.StageFarRim, 1)
	far, err := t.buildFarRim(ctx, outerEntries, p)
	if err != nil {
		return nil, err
	}
	t.farRim = far.words
	d2, err := t.buildPrune2(ctx, p)
	if err != nil {
		return nil, err
	}
	p.Stage(search.StagePacking, 2)
	p2, err := t.packExcess(ctx, d2)
	if err != nil {
		return nil, err
	}
	t.prune2, t.prune2Dist = p2, d2.Dist()
	return t, nil
}

// buildSmallCtx is buildSmall returning as soon as ctx is cancelled; the
// abandoned work (under a second) finishes in the background and is
// dropped.
func buildSmallCtx(ctx context.Context) (*Tables, error) {
	type result struct {
		t   *Tables
		err error
	}
	c := make(chan result, 1)
	go func() {
		t, err := buildSmall(ctx)
		c <- result{t, err}
	}()
	select {
	case r := <-c:
		return r.t, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
