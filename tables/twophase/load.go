package twophase

import (
	"context"

	"cubesolver/solver/search"
	"cubesolver/tables"
	"cubesolver/tables/internal/cache"
)

// buildFunc builds the tables; tests replace it to exercise the cache
// without waiting for a real build.
var buildFunc = build

// Load returns the tables, read from the cache if a good file is there and
// built (on all cores) otherwise. A cache file that is truncated, corrupted,
// of another format or version is never trusted: it is reported in Info,
// rebuilt and replaced. Cancelling ctx stops the build promptly and leaves
// the cache as it was.
func Load(ctx context.Context, opts tables.Options) (*Tables, tables.Info, error) {
	f := cache.File[*Tables]{
		Name: cacheName, Loading: search.StageLoading, Saving: search.StageSaving, Weights: stageWeights,
		Read:  cache.SharedUnderRace(readCache),
		Build: func(ctx context.Context, p *cache.Reporter) (*Tables, error) { return buildFunc(ctx, p) },
		Write: writeCache,
		// Read back, the tables land in memory asked for as huge pages
		// (see hugeBytes). Memory the build freed may be given back as
		// small pages first; the kernel merges those in the background.
		Reread: true,
	}
	return f.Load(ctx, opts)
}
