package run

import (
	"context"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// Search runs one search of c from start to end: it checks the cube,
// answers a solved one at once, fills in opts' defaults, stops the search
// at opts.Timeout or when ctx is cancelled, sends the events, and returns
// the result once solve (which searches and records into r) returns.
// A panic in solve becomes the returned error.
func Search(ctx context.Context, c cube.Cubie, opts search.Options, solve func(r *Run, opts search.Options)) (search.Result, error) {
	opts = opts.WithDefaults()
	if !c.Verify() {
		return search.Result{}, search.ErrInvalidCube
	}
	r := New(c, opts)
	if c.IsSolved() {
		r.Found(search.Solution{})
		r.SetProven()
		r.Finish(search.Exhausted)
		return r.Finished(), nil
	}
	stopWatching := r.Watch(ctx, opts.Timeout, opts.ProgressInterval)
	func() {
		defer r.RecoverPanic()
		solve(r, opts)
	}()
	r.Finish(search.Exhausted) // only counts if nothing else stopped it
	stopWatching()
	if err := r.InternalError(); err != nil {
		return search.Result{}, err
	}
	return r.Finished(), r.Err()
}
