package app

import (
	"context"
	"reflect"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// fakeSolver answers with the solution it is given for a cube, after an
// improvement event with a longer one, as the real search does; it knows
// nothing of tables and is instant.
type fakeSolver struct {
	mu        sync.Mutex
	solutions map[cube.Cubie][]cube.Move
	block     chan struct{}    // if set, Solve waits for it (or ctx) before answering
	depth     int              // if set, an optimal search's depth being searched, reported first
	asked     []search.Options // what each Solve was asked
}

func (f *fakeSolver) Solve(ctx context.Context, c cube.Cubie, opts search.Options) (search.Result, error) {
	f.mu.Lock()
	moves, ok := f.solutions[c]
	f.asked = append(f.asked, opts)
	block, depth := f.block, f.depth
	f.mu.Unlock()
	report := func(ev search.Event) {
		if opts.OnEvent != nil {
			opts.OnEvent(ev)
		}
	}
	report(search.Event{Kind: search.Progress, Phase1Depth: 7, Phase2Depth: 9, Depth: depth, BestLength: -1, Nodes: 1000, Elapsed: time.Millisecond})
	if ok && (opts.ShorterThan == 0 || len(moves)+2 < opts.ShorterThan) {
		// A longer first solution: the moves, then a turn and back.
		longer := append(append([]cube.Move{}, moves...), cube.NewMove(cube.U, 1), cube.NewMove(cube.U, 3))
		report(search.Event{Kind: search.Improved, Solution: &search.Solution{Moves: longer}, Depth: depth, BestLength: len(longer), Elapsed: 2 * time.Millisecond})
	}
	if block != nil {
		select {
		case <-block:
		case <-ctx.Done():
			if ok {
				return search.Result{Best: search.Solution{Moves: moves}, Stop: search.Cancelled}, nil
			}
			return search.Result{Stop: search.Cancelled}, search.ErrNoSolution
		}
	}
	if !ok || opts.ShorterThan > 0 && len(moves) >= opts.ShorterThan {
		return search.Result{Stop: search.TimeLimit}, search.ErrNoSolution
	}
	return search.Result{Best: search.Solution{Moves: moves}, Stop: search.TargetReached, Elapsed: 3 * time.Millisecond}, nil
}

// instantLoader hands out s at once.
func instantLoader(s Solver) Loader {
	return func(context.Context, func(search.TableProgress)) (Solver, error) { return s, nil }
}

// realLoader is cmd/cubesolver's loader: package solver on the tables
// cached in dir.
func realLoader(dir string) Loader {
	return func(ctx context.Context, progress func(search.TableProgress)) (Solver, error) {
		s, err := solver.Load(ctx, dir, progress)
		if err != nil {
			return nil, err
		}
		return s, nil
	}
}

// testView is a main view in a test window.
type testView struct {
	*mainView
	w     fyne.Window
	idle  chan struct{} // receives when a search ends
	calls chan func()   // the session's calls for the UI goroutine (see pump)
}

// newTestView opens a main view on f with loader in a 1000x700 test window.
func newTestView(t *testing.T, f cube.Facelets, loader Loader) *testView {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	st := viewState{savedState: savedState{Facelets: f, Settings: solvepanel.DefaultSettings()}, loader: loader}
	v := newMainView(w, st)
	v.prefs = a.Preferences()
	v.session.optimal.prefs = a.Preferences()
	v.installKeys(w.Canvas())
	w.SetContent(v.content)
	w.Resize(fyne.NewSize(1000, 700))
	tv := &testView{mainView: v, w: w, idle: make(chan struct{}, 10), calls: make(chan func(), 1<<12)}
	v.session.onIdle = func() { tv.idle <- struct{}{} }
	v.session.post = func(f func()) { tv.calls <- f }
	return tv
}

// pumpUntil runs the session's calls for the UI goroutine on the test
// goroutine, as they come, until done reports true; after five minutes
// (a hang: the slowest, the camera's six faces found in 40 frames under
// the race detector on a busy machine, takes half a minute) it fails the
// test, saying what did not happen.
func (tv *testView) pumpUntil(t *testing.T, what string, done func() bool) {
	t.Helper()
	timeout := time.After(5 * time.Minute)
	for !done() {
		select {
		case f := <-tv.calls:
			f()
		case <-timeout:
			t.Fatal(what)
		}
	}
}

// flush runs the calls for the UI goroutine made so far.
func (tv *testView) flush() {
	for {
		select {
		case f := <-tv.calls:
			f()
		default:
			return
		}
	}
}

// received reports whether ch has a value, taking it.
func received[T any](ch <-chan T) func() bool {
	return func() bool {
		select {
		case <-ch:
			return true
		default:
			return false
		}
	}
}

// loadTablesNow runs the view's loader on the test goroutine and hands its
// solver to the session.
func (tv *testView) loadTablesNow(t *testing.T) {
	t.Helper()
	start := time.Now()
	sv, err := tv.session.loader(context.Background(), func(search.TableProgress) {})
	tv.session.tablesLoaded(sv, err, time.Since(start))
}

// tapSticker taps sticker i of the editor's net.
func (tv *testView) tapSticker(i int) {
	net := tv.editor.UI.Net
	size := net.Size()
	x, y := net.Layout(float64(size.Width), float64(size.Height)).Sticker(i).Center()
	test.TapAt(net, fyne.NewPos(float32(x), float32(y)))
}

// stickerPos is the middle of sticker i, in the net's coordinates.
func (tv *testView) stickerPos(i int) fyne.Position {
	net := tv.editor.UI.Net
	size := net.Size()
	x, y := net.Layout(float64(size.Width), float64(size.Height)).Sticker(i).Center()
	return fyne.NewPos(float32(x), float32(y))
}

// waitIdle waits for the search to end.
func (tv *testView) waitIdle(t *testing.T) {
	t.Helper()
	tv.pumpUntil(t, "the search did not end", received(tv.idle))
}

// twisted returns the solved cube with the URF corner twisted in place.
func twisted() cube.Facelets {
	f := cube.SolvedFacelets()
	f[8], f[9], f[20] = f[20], f[8], f[9] // U9 R1 F3
	return f
}

// pressShortcut sends sc on c as Fyne's desktop driver does: to the
// focused widget if it takes shortcuts, else to the canvas's shortcut
// handler, where installKeys bound them.
func pressShortcut(c fyne.Canvas, sc fyne.Shortcut) {
	if f, ok := c.Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(sc)
		return
	}
	shortcutHandler(c).TypedShortcut(sc)
}

// shortcutHandler digs the canvas's own shortcut handler out of the test
// canvas, which wraps a software canvas but does not pass TypedShortcut on.
func shortcutHandler(c fyne.Canvas) fyne.Shortcutable {
	if h, ok := c.(fyne.Shortcutable); ok {
		return h
	}
	inner := reflect.ValueOf(c).Elem().FieldByName("WindowlessCanvas").Interface()
	return inner.(fyne.Shortcutable)
}

// solveBlocked starts a search of fake's that, once it has reported a
// solution, waits until the channel returned is closed.
func (tv *testView) solveBlocked(t *testing.T, fake *fakeSolver) chan struct{} {
	t.Helper()
	block := make(chan struct{})
	fake.mu.Lock()
	fake.block = block
	fake.mu.Unlock()
	tv.session.solve()
	tv.pumpUntil(t, "no solution reported while searching", func() bool { return tv.sol.Sol != nil })
	return block
}
