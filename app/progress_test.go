package app

import (
	"context"
	"errors"
	"fmt"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"io/fs"
	"strings"
	"testing"
	"time"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

func TestRoundDuration(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{0, "under 1 µs"},
		{40 * time.Microsecond, "40 µs"}, // a pocket cube's solve read "0.0 ms"
		{99 * time.Microsecond, "99 µs"},
		{100 * time.Microsecond, "0.1 ms"},
		{430 * time.Microsecond, "0.4 ms"},
		{9940 * time.Microsecond, "9.9 ms"},
		{12 * time.Millisecond, "12 ms"},
		{2500 * time.Millisecond, "2.5 s"},
		{42 * time.Second, "42 s"},
		{185 * time.Second, "3 min 05 s"},
	} {
		if got := solvepanel.RoundDuration(c.d); got != c.want {
			t.Errorf("roundDuration(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}

func TestSearchStats(t *testing.T) {
	for _, c := range []struct {
		mode Mode
		ev   search.Event
		want []string
	}{
		{Standard, search.Event{Phase1Depth: 11, Phase2Depth: 9, BestLength: 20, Nodes: 1500, Elapsed: time.Millisecond},
			[]string{"Best: 20 moves\nPhase-1 depth 11 · phase-2 depth 9\n", "1.0 ms · 1.5k nodes · 1.5M nodes/s", "1.5k nodes"}},
		{Standard, search.Event{BestLength: -1, Elapsed: 5 * time.Millisecond}, []string{"Best: none yet"}},
		// A cube a few moves from solved is searched outright, without phases.
		{Standard, search.Event{BestLength: 4, Proven: true}, []string{"Shortest: 4 moves, proven"}},
		{Optimal, search.Event{Depth: 17, BestLength: 18}, []string{"Depth 17 · upper bound 18 moves"}},
		{Optimal, search.Event{Depth: 18, BestLength: 18, Proven: true}, []string{"Shortest: 18 moves, proven"}},
	} {
		got := solvepanel.SearchStats(c.mode, c.ev, false)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("searchStats(%v, %+v) = %q, want %q in it", c.mode, c.ev, got, w)
			}
		}
	}
}

// Reading the tables from the cache is not shown as building them.
func TestTablesViewLoading(t *testing.T) {
	v := solvepanel.NewTablesView()
	v.Progress(search.TableProgress{Stage: search.StageLoading, Step: 1, Fraction: 0.5})
	if txt := v.Label.Text; !strings.Contains(txt, "Loading") || strings.Contains(txt, "Preparing") || strings.Contains(txt, "depth") {
		t.Errorf("loading shown as %q", txt)
	}
	v.Progress(search.TableProgress{Stage: "phase-1 pruning table", Step: 9, Fraction: 0.5, Elapsed: 10 * time.Second, Remaining: 10 * time.Second})
	if txt := v.Label.Text; !strings.Contains(txt, "Preparing the solver, first start only: 50%, about 10 s left") ||
		strings.Contains(txt, "depth") || strings.Contains(txt, "phase") {
		t.Errorf("building shown as %q", txt)
	}
	// A build again, where a start before should have saved the tables,
	// is no first start's.
	v.Progress(search.TableProgress{Stage: "phase-1 pruning table", Step: 9, Fraction: 0.5, Elapsed: 10 * time.Second, Remaining: 10 * time.Second, Again: "the saved tables could not be read"})
	if txt := v.Label.Text; !strings.Contains(txt, "Preparing the solver (the saved tables could not be read): 50%, about 10 s left") ||
		strings.Contains(txt, "first start") {
		t.Errorf("building again shown as %q", txt)
	}
	s := solvepanel.NewSearchView()
	s.Waiting(search.TableProgress{Stage: search.StageLoading})
	if txt := s.Stats.Text; !strings.Contains(txt, "loaded") {
		t.Errorf("waiting for a load shown as %q", txt)
	}
}

// A cache that could not be written, or was damaged, is said along the
// bottom, not passed over in silence.
func TestCacheFaultsShown(t *testing.T) {
	for _, tc := range []struct {
		info search.TablesInfo
		want string
	}{
		{search.TablesInfo{SaveError: fmt.Errorf("cannot use /x as the tables folder: it cannot be written: %w", fs.ErrPermission)}, "could not be saved (cannot use /x as the tables folder: it cannot be written: permission denied), so they will be prepared again at the next start. Make the folder writable, or start with -tables DIR."},
		// A file given as the folder: writing is not what is wrong.
		{search.TablesInfo{SaveError: fmt.Errorf("cannot use /f as the tables folder: it is a file: %w", errors.New("not a directory"))}, "at the next start. Start with -tables DIR, a folder that can be written."},
		{search.TablesInfo{CacheFault: errors.New("checksum mismatch")}, "were damaged (checksum mismatch)"},
		{search.TablesInfo{Loaded: true}, ""},
	} {
		note := cacheNote(tc.info)
		if tc.want == "" && note != "" || !strings.Contains(note, tc.want) {
			t.Errorf("%+v: note %q", tc.info, note)
		}
		tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&notedSolver{fakeSolver: &fakeSolver{}, info: tc.info}))
		tv.loadTablesNow(t)
		if txt := tv.tables.Label.Text; tc.want != "" && !strings.Contains(txt, tc.want) {
			t.Errorf("%+v: the bottom line says %q", tc.info, txt)
		}
	}
}

// notedSolver is a fake that says how its tables were prepared.
type notedSolver struct {
	*fakeSolver
	info search.TablesInfo
}

func (s *notedSolver) TablesInfo() search.TablesInfo { return s.info }

// The search's figures fit their box in the narrowest column: three
// lines, none wider than the column, whatever the search says.
func TestSearchStatsFitTheColumn(t *testing.T) {
	test.NewTempApp(t)
	room := float32(solvepanel.SideWidth) - 2*theme.InnerPadding() - theme.ScrollBarSize()
	for _, tc := range []struct {
		mode Mode
		ev   search.Event
	}{
		{Optimal, search.Event{Depth: 17, DepthDone: 0.55, DepthETA: 95 * time.Minute, BestLength: 18, Nodes: 123456789012, NodesPerSecond: 1.8e6, Elapsed: 59 * time.Minute}},
		{Optimal, search.Event{Depth: 16, DepthDone: 0.07, DepthETA: 3 * time.Second, BestLength: 18, Nodes: 1e7, Elapsed: 8 * time.Second}},
		{Optimal, search.Event{Depth: 18, DepthDone: 1, Bounding: 19, BestLength: 20, Nodes: 123456789012, NodesPerSecond: 1.8e6, Elapsed: 59 * time.Minute}},
		{Standard, search.Event{Phase1Depth: 12, Phase2Depth: 18, BestLength: 22, Nodes: 123456789, NodesPerSecond: 12345678, Elapsed: 1234 * time.Millisecond}},
	} {
		text := solvepanel.SearchStats(tc.mode, tc.ev, false)
		lines := strings.Split(text, "\n")
		if len(lines) > solvepanel.SearchLines {
			t.Errorf("%q: %d lines, the box has %d", text, len(lines), solvepanel.SearchLines)
		}
		for _, l := range lines {
			if w := fyne.MeasureText(l, theme.TextSize(), fyne.TextStyle{}).Width; w > room {
				t.Errorf("%q is %.0f wide, the column %.0f", l, w, room)
			}
		}
	}
}

// The solution's length fits its one line in the narrowest column, and a
// 24-move solution its three.
func TestSolutionFitsTheColumn(t *testing.T) {
	test.NewTempApp(t)
	room := float32(solvepanel.SideWidth) - 2*theme.InnerPadding() - theme.ScrollBarSize()
	moves := make([]cube.Move, 24)
	for i := range moves {
		moves[i] = cube.NewMove(cube.Face(i%6), 3) // the widest: "U'"
	}
	// The length is drawn in caption text.
	size := theme.Size(theme.SizeNameCaptionText)
	for _, s := range []solvepanel.ShownSolution{{Moves: moves[:20], Unproven: true}, {Moves: moves[:20], Proven: true},
		{Moves: moves[:20], BestSoFar: true}, {Moves: moves}, {Moves: moves[:14], Proven: true, Metric: search.QTM}} {
		if w := fyne.MeasureText(s.LengthText(), size, fyne.TextStyle{}).Width; w > room {
			t.Errorf("%q is %.0f wide, the column %.0f", s.LengthText(), w, room)
		}
	}
	// Word-wrapped, the moves take at most solutionLines lines.
	line, lines := "", 1
	for _, m := range moves {
		next := strings.TrimSpace(line + " " + m.String())
		if fyne.MeasureText(next, theme.Size(theme.SizeNameSubHeadingText), fyne.TextStyle{Monospace: true}).Width > room {
			line, lines = m.String(), lines+1
		} else {
			line = next
		}
	}
	if lines > solvepanel.SolutionLines {
		t.Errorf("24 moves take %d lines, the box has %d", lines, solvepanel.SolutionLines)
	}
}

// A depth nearly done reads 99%, on the bar and in the words: 100% only
// once it is done (seen under Xvfb: "100% searched" at the end of a
// depth, where rounding had it).
func TestDepthPercentRoundsDown(t *testing.T) {
	test.NewTempApp(t)
	ev := search.Event{Depth: 17, DepthDone: 0.997, DepthETA: 2 * time.Second, BestLength: 18, Nodes: 1e7, Elapsed: 40 * time.Second}
	if text := solvepanel.SearchStats(Optimal, ev, false); !strings.Contains(text, "99% searched") {
		t.Errorf("%q", text)
	}
	v := solvepanel.NewSearchView()
	v.Event(Optimal, ev, solvepanel.NoLimit)
	if got := v.Bar.TextFormatter(); got != "99%" {
		t.Errorf("the bar says %q", got)
	}
}

// The optimal search's progress: the time left is the whole proof's once
// the depths' growth is known, a depth done reads so (not "100%
// searched") while the next is prepared, and a search cancelled says
// where it stopped, with no time left under "Cancelled".
func TestOptimalProgressWords(t *testing.T) {
	f, c, sol := scrambled(51)
	fake := &optimalFake{fakeSolver: &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, block: make(chan struct{})}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	tv.session.solve()
	tv.pumpUntil(t, "no solution reported while searching", func() bool { return tv.sol.Sol != nil })
	times := make([]time.Duration, 17)
	times[15], times[16] = time.Second, 10*time.Second
	for _, tc := range []struct {
		name      string
		ev        search.Event
		want, not []string
	}{
		{"half of depth 17, the proof needing depth 18 too",
			search.Event{Depth: 17, DepthDone: 0.5, DepthETA: 50 * time.Second, DepthTimes: times, BestLength: 19},
			[]string{"50% searched · proof: about 18 min left"}, nil},
		{"half of depth 17, the last the proof needs",
			search.Event{Depth: 17, DepthDone: 0.5, DepthETA: 50 * time.Second, DepthTimes: times, BestLength: 18},
			[]string{"50% searched · about 50 s left"}, []string{"proof:"}},
		{"depth 17 under way, the growth not known",
			search.Event{Depth: 17, DepthDone: 0.31, DepthETA: 30 * time.Second, BestLength: 19},
			[]string{"31% searched · depth: about 30 s left"}, nil},
		{"depth 17 done, the next depth being prepared",
			search.Event{Depth: 17, DepthDone: 1, DepthTimes: append(append([]time.Duration{}, times...), 100*time.Second), BestLength: 19},
			[]string{"depth 17 done · proof: about 17 min left"}, []string{"100%"}},
		{"depth 17 done, the growth not known",
			search.Event{Depth: 17, DepthDone: 1, BestLength: 19},
			[]string{"depth 17 done; next, depth 18"}, []string{"100%"}},
		{"depth 17 done, the standard search looking for 18 moves",
			search.Event{Depth: 17, DepthDone: 1, DepthTimes: append(append([]time.Duration{}, times...), 100*time.Second), BestLength: 19, Bounding: 18},
			[]string{"depth 17 done · trying 18 moves first"}, []string{"100%", "left"}},
		{"31% of depth 17, then cancelled",
			search.Event{Depth: 17, DepthDone: 0.31, DepthETA: 30 * time.Second, DepthTimes: times, BestLength: 19},
			nil, nil},
	} {
		ev := tc.ev
		ev.Kind, ev.Nodes, ev.Elapsed = search.Progress, 1e9, time.Minute
		tv.session.event(tv.session.run, ev)
		text := tv.search.Stats.Text
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q, want %q in it", tc.name, text, w)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(text, w) {
				t.Errorf("%s: %q, with %q in it", tc.name, text, w)
			}
		}
	}
	pressKey(tv.w.Canvas(), fyne.KeyEscape) // Cancel
	if text := tv.search.Stats.Text; tv.search.Title.Text != "Cancelled" || strings.Contains(text, "left") ||
		!strings.Contains(text, "stopped at 31% of depth 17") {
		t.Errorf("cancelled: %q under %q", text, tv.search.Title.Text)
	}
}

// A program waiting for another's build of a table says so, with no
// percentage that stays at 0, and reading the optimal table is said as
// loading it, not building it.
func TestTablesViewWaitingAndLoadingOptimal(t *testing.T) {
	test.NewTempApp(t)
	v := solvepanel.NewTablesView()
	small := search.OptimalTable{Name: "small", Bytes: 259_000_000}
	v.OptimalStarted(small)
	v.OptimalProgress(small, search.TableProgress{Stage: search.StageWaiting, Elapsed: 3 * time.Minute})
	if txt := v.Label.Text; !strings.Contains(txt, "Waiting for the other Cube Solver to finish building the optimal table small") ||
		strings.Contains(txt, "%") || strings.Contains(txt, "Building") || v.Bar.Visible() {
		t.Errorf("waiting shown as %q (bar shown %v)", txt, v.Bar.Visible())
	}
	v.OptimalProgress(small, search.TableProgress{Stage: search.StageLoadingOptimal, Fraction: 0.4})
	if txt := v.Label.Text; !strings.Contains(txt, "Loading the optimal table small") || strings.Contains(txt, "Building") {
		t.Errorf("loading shown as %q", txt)
	}
	v.Progress(search.TableProgress{Stage: search.StageWaiting})
	if txt := v.Label.Text; !strings.Contains(txt, "Waiting for the other Cube Solver") {
		t.Errorf("waiting for the solver's tables shown as %q", txt)
	}
	s := solvepanel.NewSearchView()
	s.Waiting(search.TableProgress{Stage: search.StageWaiting})
	if txt := s.Stats.Text; strings.Contains(txt, "built (0% done)") || !strings.Contains(txt, "Another Cube Solver") {
		t.Errorf("a search waiting for another's build shown as %q", txt)
	}
}

// While the tables are prepared their progress is shown twice a second
// and at each new stage, not at each of the loader's ten reports a second:
// each showing redraws the window, which on a busy two-core machine with
// a software renderer took a quarter of a core from the build.
func TestTablesProgressShownTwiceASecond(t *testing.T) {
	clock := time.Unix(0, 0)
	var stages []search.Stage
	for range 20 {
		stages = append(stages, search.StagePrune1) // two seconds of phase 1
	}
	stages = append(stages, search.StagePrune2, search.StagePrune2)
	loader := func(_ context.Context, progress func(search.TableProgress)) (Solver, error) {
		for k, st := range stages {
			clock = clock.Add(100 * time.Millisecond)
			progress(search.TableProgress{Stage: st, Fraction: float64(k) / float64(len(stages))})
		}
		return &fakeSolver{}, nil
	}
	tv := newTestView(t, cube.SolvedFacelets(), loader)
	tv.session.now = func() time.Time { return clock }
	shown := 0
	inner := tv.session.post
	tv.session.post = func(f func()) { shown++; inner(f) }
	tv.session.loadTables(context.Background())
	tv.pumpUntil(t, "the tables did not load", func() bool { return tv.session.solver != nil })
	// 2 s of reports: the first, one each 500 ms after, the new stage, and
	// the tables loaded.
	if want := 1 + 3 + 1 + 1; shown != want {
		t.Errorf("the progress was shown %d times for 22 reports over 2.2 s, want %d", shown-1, want-1)
	}
}

// What a stopped optimal search says of its proof agrees with its figures:
// a depth searched in full counts as done (seen under Xvfb: "stopped after
// depth 16" over "no solution has fewer than 16 moves, and 16 was still
// being searched"), and while the next depth is prepared the title does
// not say the depth done is being searched (it read "Searching depth 15…"
// over a full bar and "depth 15 done; next, depth 16").
func TestOptimalStoppedDepthWords(t *testing.T) {
	times := make([]time.Duration, 17)
	times[15], times[16] = time.Second, 10*time.Second
	for _, tc := range []struct {
		name               string
		ev                 search.Event
		cancel             bool
		title, stats, note string
		not                []string
	}{
		{"depth 16 done, then the time limit",
			search.Event{Depth: 16, DepthDone: 1, DepthTimes: times, BestLength: 19},
			false, "Depth 16 done…", "depth 16 done; 17 not begun",
			"no solution has fewer than 17 moves (depth 16 was searched in full; 17 was not begun)",
			[]string{"fewer than 16", "still being searched"}},
		{"depth 16 done, then cancelled",
			search.Event{Depth: 16, DepthDone: 1, DepthTimes: times, BestLength: 19},
			true, "Depth 16 done…", "depth 16 done; 17 not begun",
			"no solution has fewer than 17 moves (depth 16 was searched in full",
			[]string{"fewer than 16"}},
		{"40% of depth 16, then the time limit",
			search.Event{Depth: 16, DepthDone: 0.4, DepthETA: 15 * time.Second, DepthTimes: times[:16], BestLength: 19},
			false, "Searching depth 16…", "stopped at 40% of depth 16",
			"no solution has fewer than 16 moves, and depth 16 was still being searched",
			[]string{"16 done", "fewer than 17"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tv, fake := startOptimalFake(t)
			r := tv.session.run
			ev := tc.ev
			ev.Kind, ev.Nodes, ev.Elapsed = search.Progress, 1e9, time.Minute
			tv.session.event(r, ev)
			if got := tv.search.Title.Text; got != tc.title {
				t.Errorf("while searching the title reads %q, want %q", got, tc.title)
			}
			if tc.cancel {
				pressKey(tv.w.Canvas(), fyne.KeyEscape)
			} else {
				tv.session.finished(r, search.Result{Best: search.Solution{Moves: tv.sol.Sol.Moves, Found: time.Second},
					Stop: search.TimeLimit, Elapsed: time.Minute, Nodes: 1e9}, nil)
			}
			close(fake.block)
			stats, note := tv.search.Stats.Text, tv.sol.Note.Text
			if !strings.Contains(stats, tc.stats) {
				t.Errorf("the figures read %q, want %q in them", stats, tc.stats)
			}
			if !strings.Contains(note, tc.note) {
				t.Errorf("the note reads %q, want %q in it", note, tc.note)
			}
			for _, w := range tc.not {
				if strings.Contains(stats+"\n"+note, w) {
					t.Errorf("%q with %q in it", stats+"\n"+note, w)
				}
			}
		})
	}
}

// An optimal search whose time runs out just as the depth below its
// solution is searched in full has proven it shortest, and says so.
func TestOptimalProvenAsTimeRunsOut(t *testing.T) {
	tv, fake := startOptimalFake(t)
	r := tv.session.run
	n := len(tv.sol.Sol.Moves)
	tv.session.event(r, search.Event{Kind: search.Progress, Depth: n - 1, DepthDone: 1, BestLength: n, Nodes: 1e9, Elapsed: time.Minute})
	tv.session.finished(r, search.Result{Best: search.Solution{Moves: tv.sol.Sol.Moves, Found: time.Second},
		Stop: search.TimeLimit, Elapsed: time.Minute, Nodes: 1e9}, nil)
	close(fake.block)
	if note := tv.sol.Note.Text; !strings.Contains(note, "proven shortest") || strings.Contains(note, "Not proven") {
		t.Errorf("the note reads %q", note)
	}
}

// startOptimalFake starts an optimal solve of a scrambled cube on a fake
// solver that reports its solution and then blocks until fake.block is
// closed, so that a test can send the session events of its own.
func startOptimalFake(t *testing.T) (*testView, *fakeSolver) {
	t.Helper()
	f, c, sol := scrambled(71)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, block: make(chan struct{})}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	tv.session.solve()
	tv.pumpUntil(t, "no solution reported while searching", func() bool { return tv.sol.Sol != nil })
	return tv, fake
}
