package app

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
	"cubesolver/tables/tablestest"
)

// scrambled returns a random cube made by a random scramble, and the
// scramble's inverse, which solves it.
func scrambled(seed uint64) (cube.Facelets, cube.Cubie, []cube.Move) {
	r := rand.New(rand.NewPCG(seed, 1))
	var moves []cube.Move
	for range 25 {
		moves = append(moves, cube.Move(r.IntN(cube.NumMoves)))
	}
	c := cube.Solved().Apply(moves)
	return c.Facelets(), c, cube.InvertMoves(moves)
}

func TestSolveShowsVerifiedSolution(t *testing.T) {
	f, c, sol := scrambled(1)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	test.Tap(tv.panel.Solve)
	tv.waitIdle(t)

	shown := tv.sol.Sol
	if shown == nil {
		t.Fatalf("no solution shown; note %q", tv.sol.Note.Text)
	}
	if !solves(c, shown.Moves) || shown.Start != f {
		t.Fatalf("shown solution %v does not solve the cube", shown.Moves)
	}
	if tv.sol.Moves.Text != cube.FormatMoves(sol) {
		t.Errorf("moves shown %q, want %q", tv.sol.Moves.Text, cube.FormatMoves(sol))
	}
	if want := strings.HasPrefix(tv.sol.Length.Text, "25 moves · "); !want {
		t.Errorf("length %q", tv.sol.Length.Text)
	}
	if !strings.Contains(tv.sol.Note.Text, "Verified") {
		t.Errorf("note %q", tv.sol.Note.Text)
	}
	if tv.panel.Solve.Disabled() || !tv.panel.Cancel.Disabled() {
		t.Error("controls not back after the search")
	}

	// Copy and the link.
	test.Tap(tv.sol.CopyBtn)
	clip := tv.sol.Clipboard()
	if clip.Content() != cube.FormatMoves(sol) {
		t.Errorf("copied %q", clip.Content())
	}
	test.Tap(tv.sol.LinkBtn)
	if link := clip.Content(); !strings.HasPrefix(link, "https://alg.cubing.net/?setup=") || strings.ContainsAny(link, " '") {
		t.Errorf("link %q", link)
	}

	// Play hands over the start and the moves (to the window's player;
	// here to a stand-in, see window_player_test.go for the player).
	if tv.sol.PlayBtn.Disabled() {
		t.Error("Play disabled with a verified solution")
	}
	var gotStart cube.Facelets
	var gotMoves []cube.Move
	tv.SetOnPlay(func(s cube.Facelets, m []cube.Move) { gotStart, gotMoves = s, m })
	test.Tap(tv.sol.PlayBtn)
	if gotStart != f || cube.FormatMoves(gotMoves) != cube.FormatMoves(sol) {
		t.Error("Play did not hand over the solution")
	}

	// Editing the cube makes the solution stale; undo makes it fit again.
	tv.editor.SelectColour(cube.Blank)
	tv.tapSticker(0)
	if !tv.sol.Stale || !tv.sol.PlayBtn.Disabled() {
		t.Error("solution not marked stale after an edit")
	}
	tv.editor.Undo()
	if tv.sol.Stale {
		t.Error("solution still stale after undoing the edit")
	}
}

// A solution that does not solve the cube is never shown.
func TestWrongSolutionNotShown(t *testing.T) {
	f, c, _ := scrambled(2)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: {cube.NewMove(cube.R, 1)}}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	if tv.sol.Sol != nil {
		t.Fatalf("a wrong solution is shown: %v", tv.sol.Sol.Moves)
	}
	if tv.sol.Note.Importance != widget.DangerImportance || !strings.Contains(tv.sol.Note.Text, "does not solve") {
		t.Errorf("note %q", tv.sol.Note.Text)
	}
}

// Solve before the tables are ready waits for them, with their progress
// shown, and then searches.
func TestSolveWaitsForTables(t *testing.T) {
	f, c, sol := scrambled(3)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}
	progress := make(chan func(search.TableProgress))
	release := make(chan struct{})
	loader := func(ctx context.Context, p func(search.TableProgress)) (Solver, error) {
		progress <- p
		<-release
		return fake, nil
	}
	tv := newTestView(t, f, loader)
	tv.session.loadTables(context.Background())
	report := <-progress
	report(search.TableProgress{Stage: "phase-1 pruning table", Step: 8, Fraction: 0.43, Remaining: 12 * time.Second})
	tv.flush()
	if !strings.Contains(tv.tables.Label.Text, "Preparing the solver, first start only: 43%") || tv.tables.Bar.Value != 0.43 {
		t.Errorf("tables view %q %v", tv.tables.Label.Text, tv.tables.Bar.Value)
	}
	if !strings.Contains(tv.tables.Label.Text, "about 10 s left") {
		t.Errorf("no time left in %q", tv.tables.Label.Text)
	}

	tv.session.solve()
	if !strings.Contains(tv.search.Title.Text, "Waiting") || !strings.Contains(tv.search.Stats.Text, "43%") {
		t.Errorf("search view while waiting: %q %q", tv.search.Title.Text, tv.search.Stats.Text)
	}
	if tv.panel.Cancel.Disabled() {
		t.Error("cannot cancel the wait")
	}
	// Editing stays possible meanwhile (and a second Solve is ignored).
	tv.session.solve()
	close(release)
	tv.waitIdle(t)
	if tv.sol.Sol == nil || !solves(c, tv.sol.Sol.Moves) {
		t.Fatal("no verified solution after the tables came")
	}
	if !tv.tables.Label.Visible() || !strings.Contains(tv.tables.Label.Text, "ready") {
		t.Errorf("tables view %q", tv.tables.Label.Text)
	}
}

func TestCancelKeepsBest(t *testing.T) {
	f, c, sol := scrambled(4)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, block: make(chan struct{}), depth: 3}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal; s.OptimalTimeout = time.Minute })
	tv.session.solve()
	// The improvement event arrives before the fake blocks.
	tv.pumpUntil(t, "no solution before the fake blocks", func() bool { return tv.sol.Sol != nil })
	test.Tap(tv.panel.Cancel)
	tv.pumpUntil(t, "cancel did not end the search", received(tv.idle))
	tv.flush() // the search's own end, after Cancel, must change nothing
	if tv.sol.Sol == nil || !solves(c, tv.sol.Sol.Moves) {
		t.Error("the best solution so far is gone after Cancel")
	}
	// How far the proof got is said, as when the time runs out.
	if txt := tv.sol.Note.Text; !strings.Contains(txt, "Cancelled") || !strings.Contains(txt, "no solution has fewer than 3 moves") {
		t.Errorf("note %q", txt)
	}
	if txt := tv.sol.Length.Text; !strings.Contains(txt, "not proven shortest") {
		t.Errorf("a cancelled optimal search's solution reads %q", txt)
	}
	if s := fake.asked; len(s) != 1 || s[0].Mode != Optimal || s[0].Timeout != time.Minute {
		t.Errorf("solver asked with %+v", s)
	}
}

// The real solver on the shared test tables: a random cube gets a
// verified solution within the target.
func TestSolveWithRealTables(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the solver's tables; skipped with -short")
	}
	c := cube.Random(rand.New(rand.NewPCG(7, 7)))
	tv := newTestView(t, c.Facelets(), realLoader(tablestest.Dir()))
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	if tv.sol.Sol == nil {
		t.Fatalf("no solution: %q", tv.sol.Note.Text)
	}
	if !solves(c, tv.sol.Sol.Moves) || len(tv.sol.Sol.Moves) > solvepanel.DefaultTarget {
		t.Errorf("solution %v", tv.sol.Sol.Moves)
	}
	// The depths the search reached, not those of the last improvement
	// (which the workers had not yet added up: "phase-2 depth 0").
	if txt := tv.search.Stats.Text; !strings.Contains(txt, "Phase-1 depth") || strings.Contains(txt, "phase-2 depth 0\n") {
		t.Errorf("search stats %q", txt)
	}
}

func TestAlgLink(t *testing.T) {
	moves, _ := cube.ParseMoves("R U2 F'")
	want := "https://alg.cubing.net/?setup=F_U2_R-&alg=R_U2_F-"
	if got := solvepanel.AlgLink(moves, puzzle.Cube3); got != want {
		t.Errorf("algLink = %q, want %q", got, want)
	}
}

// The target length means nothing to an optimal search: it is disabled
// in optimal mode, and the panel's note says what the mode does.
func TestModeNote(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), TablesLoaderForTest())
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	if !tv.panel.Target.Disabled() {
		t.Error("target length enabled in optimal mode")
	}
	if txt := tv.panel.Note.Text; !strings.HasPrefix(txt, "Optimal:") {
		t.Errorf("optimal mode's note %q", txt)
	}
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Standard })
	if tv.panel.Target.Disabled() {
		t.Error("target length disabled in standard mode")
	}
	if txt := tv.panel.Note.Text; !strings.HasPrefix(txt, "Standard:") {
		t.Errorf("standard mode's note %q", txt)
	}
}

// TablesLoaderForTest never finishes loading, like a first start.
func TablesLoaderForTest() Loader {
	return func(ctx context.Context, _ func(search.TableProgress)) (Solver, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	}
}

// A 12-move scramble is answered with a proven shortest solution; Find a
// shorter one searches on from the solution shown, and without a shorter
// one the solution stays and the note says so.
func TestFindShorter(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the solver's tables; skipped with -short")
	}
	r := rand.New(rand.NewPCG(8, 8))
	c := cube.Solved()
	for range 12 {
		c = c.Move(cube.Move(r.IntN(cube.NumMoves)))
	}
	tv := newTestView(t, c.Facelets(), realLoader(tablestest.Dir()))
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	// A cube within 12 moves of solved gets a proven shortest solution at
	// once: there is nothing shorter to find.
	if got := tv.sol.Sol; got == nil || len(got.Moves) > 12 || !got.Proven || !solves(c, got.Moves) {
		t.Fatalf("a 12-move scramble got %v", got)
	}
	if tv.sol.Shorter.Visible() {
		t.Error("Find a shorter one offered for a solution proven shortest")
	}

	// The fake answers long: Find a shorter one looks on, and says when
	// it finds nothing shorter.
	f, fc, sol := scrambled(5)
	tv = newTestView(t, f, instantLoader(&fakeSolver{solutions: map[cube.Cubie][]cube.Move{fc: sol}}))
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	test.Tap(tv.sol.Shorter)
	tv.waitIdle(t)
	if tv.sol.Sol == nil || len(tv.sol.Sol.Moves) != len(sol) {
		t.Errorf("the solution shown changed to %v", tv.sol.Sol)
	}
	if txt := tv.sol.Note.Text; !strings.Contains(txt, fmt.Sprintf("No solution shorter than %d moves", len(sol))) {
		t.Errorf("note %q", txt)
	}
}

// A new note under the solution shows from its first line, whatever the
// scroll of the one before (seen under Xvfb: a long note scrolled down,
// then a solve, showed the new short note with its first line cut off).
func TestSolutionNoteShownFromTheTop(t *testing.T) {
	f, c, sol := scrambled(91)
	tv := newTestView(t, f, instantLoader(&fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}))
	tv.loadTablesNow(t)
	scroll := tv.sol.NoteBox.Objects[0].(*fyne.Container).Objects[0].(*widgets.BoxScroll)
	tv.sol.SetNote(strings.Repeat("A note too long for its box, which scrolls. ", 12), widget.MediumImportance)
	settle(tv.w.Canvas())
	scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: -200}})
	if scroll.Offset.Y <= 0 {
		t.Fatalf("the long note did not scroll: offset %v", scroll.Offset)
	}
	tv.session.solve()
	tv.waitIdle(t)
	if scroll.Offset.Y != 0 {
		t.Errorf("the new note %q is shown scrolled by %v", tv.sol.Note.Text, scroll.Offset.Y)
	}
}

// A shorter solution found by Find a shorter one, while it looks on, is
// held in the player as it is shown: Space plays what Play would, not the
// longer one shown before.
func TestShorterFoundHeldInThePlayer(t *testing.T) {
	checkShorterHeld(t, func(tv *testView) { test.Tap(tv.sol.Shorter) })
}

// A solve of a cube the player holds a solution of (a standard answer,
// then Solve in optimal mode) hands the player each shorter one as it is
// shown, while the search goes on: Space plays what Play would, not the
// last search's answer.
func TestNewSearchsBestHeldInThePlayer(t *testing.T) {
	checkShorterHeld(t, func(tv *testView) { tv.session.solve() })
}

// checkShorterHeld solves a cube, the player holding its long answer,
// then searches again with search, and checks that the player holds the
// shorter one shown while the search goes on.
func checkShorterHeld(t *testing.T, search func(*testView)) {
	t.Helper()
	f, c, sol := scrambled(6)
	long := append(append([]cube.Move{}, sol...), cube.NewMove(cube.U, 1), cube.NewMove(cube.U, 3), cube.NewMove(cube.R, 1), cube.NewMove(cube.R, 3))
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: long}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	if !strings.Contains(tv.play.Caption.Text, fmt.Sprintf("%d moves", len(long))) {
		t.Fatalf("the player holds %q", tv.play.Caption.Text)
	}
	fake.mu.Lock()
	fake.solutions[c], fake.block = sol, make(chan struct{})
	fake.mu.Unlock()
	search(tv)
	shorter := len(sol) + 2 // the fake's first: the moves, a turn and back
	tv.pumpUntil(t, "no shorter one shown", func() bool { return tv.sol.Sol != nil && len(tv.sol.Sol.Moves) == shorter })
	if tv.session.run == nil {
		t.Fatal("the search ended")
	}
	if got := tv.play.Caption.Text; !strings.Contains(got, fmt.Sprintf("%d moves", shorter)) {
		t.Errorf("a shorter one shown, the player holds %q", got)
	}
	close(fake.block)
	tv.waitIdle(t)
}
