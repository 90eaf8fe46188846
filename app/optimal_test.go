package app

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
	"cubesolver/tables/tablestest"
)

// optimalFake is a fake with an optimal mode: it answers as fakeSolver
// does, reports the depth it was searching last, and says whether its
// answer is proven shortest.
type optimalFake struct {
	*fakeSolver
	proven bool
	depth  int // the depth being searched last; 0 is 9
	// tableLoad, if set, is how long the optimal table took to load
	// before the search, the first time (search.Result.TableLoad).
	tableLoad time.Duration
}

func (f *optimalFake) Solve(ctx context.Context, c cube.Cubie, opts search.Options) (search.Result, error) {
	res, err := f.fakeSolver.Solve(ctx, c, opts)
	best := len(res.Best.Moves)
	if err != nil {
		best = -1
	}
	if opts.OnEvent != nil {
		depth := f.depth
		if depth == 0 {
			depth = 9
		}
		opts.OnEvent(search.Event{Kind: search.Progress, Depth: depth, BestLength: best, Nodes: 5e6, NodesPerSecond: 2.5e6, Elapsed: 2 * time.Second})
	}
	if opts.ShorterThan > 0 && err != nil {
		// Nothing shorter: shown to be so, or the time ran out.
		res.Stop, res.Elapsed = search.TimeLimit, 10*time.Second
		if f.proven {
			res.Stop, res.Elapsed = search.Exhausted, 4*time.Second
		}
		return res, err
	}
	res.Proven = f.proven
	if f.proven { // found at once, then proven
		res.Best.Found, res.Elapsed = 2*time.Millisecond, 38*time.Second
	} else { // the time ran out
		res.Stop, res.Best.Found, res.Elapsed = search.TimeLimit, 2*time.Millisecond, 10*time.Second
	}
	res.TableLoad, res.Best.Found, res.Elapsed = f.tableLoad, res.Best.Found+f.tableLoad, res.Elapsed+f.tableLoad
	return res, err
}

// solveOptimal solves a scrambled cube in optimal mode with a fake that
// proves its answer or not.
func solveOptimal(t *testing.T, proven bool) *testView {
	t.Helper()
	f, c, sol := scrambled(21)
	fake := &optimalFake{fakeSolver: &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}, proven: proven}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	tv.session.solve()
	tv.waitIdle(t)
	if tv.sol.Sol == nil {
		t.Fatalf("no solution; note %q", tv.sol.Note.Text)
	}
	return tv
}

// A proven answer reads "proven optimal in HTM", the metric the proof
// holds in: it read "proven optimal" beside the count of quarter turns,
// which are not proven fewest. The panel no longer says optimal mode is
// missing.
func TestOptimalProvenShown(t *testing.T) {
	tv := solveOptimal(t, true)
	if txt := tv.sol.Length.Text; !strings.Contains(txt, " moves · ") || !strings.HasSuffix(txt, " · proven optimal in HTM") {
		t.Errorf("length %q", txt)
	}
	// The time is the proof's, not the finding's.
	if txt := tv.sol.Note.Text; !strings.Contains(txt, "proven shortest in 38 s; found after 2.0 ms") || strings.Contains(txt, "not available") {
		t.Errorf("note %q", txt)
	}
	if n := tv.panel.Note; strings.Contains(n.Text, "not available") || n.Importance == widget.WarningImportance {
		t.Errorf("panel note %q (importance %v)", n.Text, n.Importance)
	}
	if txt := tv.search.Stats.Text; !strings.Contains(txt, "Shortest") || !strings.Contains(txt, "proven") {
		t.Errorf("search stats %q", txt)
	}
}

// An answer not proven (the time ran out) reads "not proven shortest",
// says how far the proof got, and when it was found.
func TestOptimalUnprovenShown(t *testing.T) {
	tv := solveOptimal(t, false)
	if txt := tv.sol.Length.Text; !strings.Contains(txt, "not proven shortest") || strings.Contains(txt, "proven optimal") {
		t.Errorf("length %q", txt)
	}
	if txt := tv.sol.Note.Text; !strings.Contains(txt, "Not proven shortest") || !strings.Contains(txt, "fewer than 9 moves") ||
		!strings.Contains(txt, "Found after") || !strings.Contains(txt, "stopped after") {
		t.Errorf("note %q", txt)
	}
	if txt := tv.search.Stats.Text; !strings.Contains(txt, "Depth 9 · upper bound") || !strings.Contains(txt, "nodes/s") {
		t.Errorf("search stats %q", txt)
	}
}

// Optimal mode has its own time limit, "No limit" at first: a proof takes
// seconds to minutes, and standard mode's 10 s would cut most proofs off.
// Choosing a limit in one mode leaves the other's as it was.
func TestOptimalLimitIsItsOwn(t *testing.T) {
	f, c, sol := scrambled(4)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	if s := tv.panel.Settings; s.Timeout != 10*time.Second || s.OptimalTimeout != solvepanel.NoLimit {
		t.Fatalf("first start: %+v", s)
	}
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	if got := tv.panel.Timeout.Selected; got != "No limit (until proven)" {
		t.Errorf("optimal mode shows the limit %q", got)
	}
	tv.panel.Timeout.SetSelected("1 min")
	if s := tv.panel.Settings; s.OptimalTimeout != time.Minute || s.Timeout != 10*time.Second {
		t.Errorf("1 min chosen in optimal mode: %+v", s)
	}
	tv.session.solve()
	tv.pumpUntil(t, "the search did not end", received(tv.idle))
	if s := fake.asked; len(s) != 1 || s[0].Timeout != time.Minute {
		t.Errorf("solver asked with %+v", s)
	}
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Standard })
	if got := tv.panel.Timeout.Selected; got != "10 s" {
		t.Errorf("back in standard mode the limit reads %q", got)
	}
	tv.panel.Timeout.SetSelected("30 s")
	if s := tv.panel.Settings; s.Timeout != 30*time.Second || s.OptimalTimeout != time.Minute {
		t.Errorf("30 s chosen in standard mode: %+v", s)
	}
	// Without a limit a standard search goes on until done, an optimal
	// one until proven: the list says which, and each is chosen so.
	if !slices.Contains(tv.panel.Timeout.Options, "No limit (until done)") || slices.Contains(tv.panel.Timeout.Options, "No limit (until proven)") {
		t.Errorf("standard mode's limits %q", tv.panel.Timeout.Options)
	}
	tv.panel.Timeout.SetSelected("No limit (until done)")
	if s := tv.panel.Settings; s.Timeout != solvepanel.NoLimit || s.OptimalTimeout != time.Minute {
		t.Errorf("no limit chosen in standard mode: %+v", s)
	}
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	tv.panel.Timeout.SetSelected("No limit (until proven)")
	if s := tv.panel.Settings; s.OptimalTimeout != solvepanel.NoLimit || s.Timeout != solvepanel.NoLimit || tv.panel.Timeout.Selected != "No limit (until proven)" {
		t.Errorf("no limit chosen in optimal mode: %+v, shown %q", s, tv.panel.Timeout.Selected)
	}
}

// The real solver: a cube gets a proven answer in optimal mode.
func TestOptimalWithRealTables(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the solver's tables; skipped with -short")
	}
	sv, err := realLoader(tablestest.Dir())(context.Background(), func(search.TableProgress) {})
	if err != nil {
		t.Fatal(err)
	}
	alg, _ := cube.ParseAlg("R U2 F' L D' B2 R' U F2 L'") // 10 moves, shortest
	c := cube.Solved().Apply(alg.Moves())
	opts := solvepanel.Settings{Mode: Optimal, OptimalTimeout: 10 * time.Minute}.SearchOptions()
	opts.OnEvent = func(search.Event) {}
	res, err := sv.Solve(context.Background(), c, opts)
	if err != nil || !solves(c, res.Best.Moves) {
		t.Fatalf("no solution: %v %+v", err, res)
	}
	// The note may say the optimal table is missing, never that the mode is.
	if !res.Proven || res.Best.Len() != 10 || strings.Contains(res.Note, "not available") {
		t.Errorf("optimal mode: %d moves, proven %v, note %q", res.Best.Len(), res.Proven, res.Note)
	}
}

// In optimal mode Find a shorter one goes on with the optimal search, not
// the standard one (seen under Xvfb: "Phase-1 depth 14 · phase-2 depth 5",
// then "Optimal mode finds the shortest there is" with Optimal chosen). A
// first solution it finds no shorter than the one shown does not replace
// it; without a proof the note says how far the proof got, and with one
// the solution shown is proven shortest.
func TestFindShorterInOptimalMode(t *testing.T) {
	tv := solveOptimal(t, false)
	fake := tv.session.solver.(*optimalFake)
	shown := tv.sol.Sol.Moves
	if tv.sol.Shorter.Hidden || tv.sol.Shorter.Disabled() {
		t.Fatal("Find a shorter one is not offered for a solution not proven shortest")
	}
	test.Tap(tv.sol.Shorter)
	// Until it begins a depth, it reads as far as the first search got.
	if title, txt := tv.search.Title.Text, tv.search.Stats.Text; title != "Depth 8 done…" || !strings.Contains(txt, "depth 8 done; next, depth 9") {
		t.Errorf("the search for a shorter one begins with %q: %q", title, txt)
	}
	tv.pumpUntil(t, "no progress shown", func() bool { return strings.Contains(tv.search.Stats.Text, "Depth 9") || len(tv.idle) > 0 })
	if txt := tv.search.Stats.Text; strings.Contains(txt, "Phase-1") {
		t.Errorf("the search for a shorter one shows %q", txt)
	}
	tv.waitIdle(t)
	// It goes on from where the first search's proof stopped: depth 9,
	// being searched when the time ran out.
	if asked := fake.asked[len(fake.asked)-1]; asked.Mode != Optimal || asked.ShorterThan != len(shown) || asked.FromDepth != 9 {
		t.Errorf("asked for a shorter one with %+v", asked)
	}
	if got := tv.sol.Sol; got == nil || cube.FormatMoves(got.Moves) != cube.FormatMoves(shown) || !got.Unproven {
		t.Fatalf("the solution shown became %+v", got)
	}
	// It stopped in depth 9 as the first search did: a longer time limit
	// is what lets it go on.
	note := tv.sol.Note.Text
	if !strings.Contains(note, fmt.Sprintf("No solution shorter than %d moves was found: none has fewer than 9, and the time ran out in depth 9, ", len(shown))) ||
		strings.Contains(note, "Optimal mode") {
		t.Errorf("note %q", note)
	}
	if txt := tv.search.Stats.Text; strings.Contains(txt, "Phase-1") || !strings.Contains(txt, fmt.Sprintf("upper bound %d moves", len(shown))) {
		t.Errorf("the search's figures %q", txt)
	}

	// The next one gets further, to depth 11; the one after goes on from
	// there.
	fake.depth = 11
	test.Tap(tv.sol.Shorter)
	tv.waitIdle(t)
	if note := tv.sol.Note.Text; !strings.Contains(note, "no solution has fewer than 11 moves, and depth 11 was still being searched") {
		t.Errorf("note %q", note)
	}
	test.Tap(tv.sol.Shorter)
	tv.waitIdle(t)
	if asked := fake.asked[len(fake.asked)-1]; asked.FromDepth != 11 {
		t.Errorf("the next search for a shorter one went on from depth %d, not 11", asked.FromDepth)
	}

	// This time the search proves it: nothing is shorter.
	fake.proven = true
	test.Tap(tv.sol.Shorter)
	tv.waitIdle(t)
	if got := tv.sol.Sol; got == nil || len(got.Moves) != len(shown) || !got.Proven || !strings.HasSuffix(tv.sol.Length.Text, "proven optimal in HTM") {
		t.Errorf("after the proof: %+v, %q", got, tv.sol.Length.Text)
	}
	if note := tv.sol.Note.Text; !strings.Contains(note, fmt.Sprintf("proven shortest: no solution has fewer than %d moves", len(shown))) {
		t.Errorf("after the proof the note reads %q", note)
	}
	if txt := tv.search.Stats.Text; !strings.Contains(txt, fmt.Sprintf("Shortest: %d moves, proven", len(shown))) {
		t.Errorf("after the proof the figures read %q", txt)
	}
	if tv.sol.Shorter.Visible() {
		t.Error("Find a shorter one offered for a solution proven shortest")
	}
}

// The time the optimal table took to load, the first time, is told apart
// from the search's: a 5-move cube proven in a millisecond after a table
// read in 1.6 s read "proven shortest in 1.6 s · 3 nodes/s".
func TestOptimalTableLoadToldApart(t *testing.T) {
	f, c, sol := scrambled(21)
	fake := &optimalFake{fakeSolver: &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}, proven: true, tableLoad: 1600 * time.Millisecond}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	tv.session.solve()
	tv.waitIdle(t)
	want := "Verified, and proven shortest in 38 s; found after 2.0 ms. Loading the optimal table took 1.6 s first."
	if note := tv.sol.Note.Text; note != want {
		t.Errorf("note %q, want %q", note, want)
	}
	if stats := tv.search.Stats.Text; !strings.Contains(stats, "\n38 s · ") {
		t.Errorf("stats %q: the search's own time is 38 s", stats)
	}
	// While it loads, the search says so.
	tv.search.Event(Optimal, search.Event{Kind: search.Progress, LoadingTable: true, BestLength: -1, Elapsed: time.Second}, solvepanel.NoLimit)
	if title, stats := tv.search.Title.Text, tv.search.Stats.Text; title != "Loading the table…" || !strings.HasPrefix(stats, "The optimal table: read once, kept in memory\n") {
		t.Errorf("loading: title %q, stats %q", title, stats)
	}
}

// loadCutFake is an optimal search whose time limit ends while its table
// is still loading.
type loadCutFake struct{ *fakeSolver }

func (f *loadCutFake) Solve(_ context.Context, _ cube.Cubie, opts search.Options) (search.Result, error) {
	if opts.OnEvent != nil {
		opts.OnEvent(search.Event{Kind: search.Progress, LoadingTable: true, BestLength: -1, Elapsed: 4 * time.Second})
	}
	return search.Result{Stop: search.TimeLimit, Elapsed: 5 * time.Second, TableLoad: 5 * time.Second}, search.ErrNoSolution
}

// A time limit that ends while the optimal table loads says so, and what
// to do: the limit, not the cube, stopped it.
func TestOptimalTimeLimitWhileLoading(t *testing.T) {
	f, _, _ := scrambled(21)
	tv := newTestView(t, f, instantLoader(&loadCutFake{&fakeSolver{}}))
	tv.loadTablesNow(t)
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	tv.session.solve()
	tv.waitIdle(t)
	if note := tv.sol.Note.Text; !strings.Contains(note, "The time limit ended while the optimal table was still loading (5.0 s): give the first optimal search a longer time limit") {
		t.Errorf("note %q", note)
	}
}

// Find a shorter one in standard mode, after an optimal search that did
// not prove its solution, keeps saying how far that proof got: the note
// read only "No solution shorter than N moves was found in the time
// limit", the optimal search's "no solution has fewer than 9" gone.
func TestFindShorterInStandardKeepsTheProof(t *testing.T) {
	tv := solveOptimal(t, false)
	shown := tv.sol.Sol
	if shown.NoneShorter != 9 {
		t.Fatalf("the optimal search's solution: none shorter than %d, want 9", shown.NoneShorter)
	}
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Standard })
	test.Tap(tv.sol.Shorter)
	tv.waitIdle(t)
	note := tv.sol.Note.Text
	if !strings.Contains(note, fmt.Sprintf("No solution shorter than %d moves was found", len(shown.Moves))) ||
		!strings.Contains(note, "The optimal search showed that none has fewer than 9 moves; optimal mode goes on with its proof.") {
		t.Errorf("note %q", note)
	}
	if got := tv.sol.Sol; got == nil || got.NoneShorter != 9 {
		t.Errorf("the solution shown lost its proof: %+v", got)
	}
}
