package app

import (
	"context"
	"time"

	"cubesolver/solver/search"
)

// tableLoad is the session's part that loads (or builds) the solver's
// tables from the start, on its own goroutine, saying how far it got.
type tableLoad struct {
	loader  Loader
	solver  Solver // nil until the tables are ready
	loadErr error
	loading search.TableProgress // the latest report while loading
	// now, if set, is the clock the tables' progress is shown by (tests
	// set one of their own); time.Now otherwise.
	now func() time.Time
}

// progressEvery is how often the tables' progress is shown while they
// are prepared.
const progressEvery = 500 * time.Millisecond

// start runs the loader on its own goroutine; post hands progress and
// loaded to the UI goroutine.
func (l *tableLoad) start(ctx context.Context, post func(func()), progress func(search.TableProgress), loaded func(Solver, error, time.Duration)) {
	start := time.Now()
	go func() {
		var shown time.Time
		var stage search.Stage
		sv, err := l.loader(ctx, func(p search.TableProgress) {
			// Twice a second, and at each new stage: each report redraws
			// the window, which with a software renderer took a quarter of
			// a core from the build on a busy machine.
			if now := l.clock(); now.Sub(shown) >= progressEvery || p.Stage != stage || p.Done {
				shown, stage = now, p.Stage
				post(func() { progress(p) })
			}
		})
		post(func() { loaded(sv, err, time.Since(start)) })
	}()
}

// clock is the time now, by the loader's clock.
func (l *tableLoad) clock() time.Time {
	if l.now != nil {
		return l.now()
	}
	return time.Now()
}
