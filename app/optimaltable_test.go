package app

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/search"
)

// tablesFake is a fake with an optimal mode and the optimal table's sizes
// (an OptimalTables) as package solver lists them, whose builds the test
// supplies: no real table is built here. Its optimal searches carry the
// notes package solver's do while the chosen table is missing or being
// built.
type tablesFake struct {
	*optimalFake
	build func(ctx context.Context, name string, progress func(search.TableProgress)) error

	mu      sync.Mutex
	sizes   []search.OptimalTable // Built and Building kept here; Chosen from chosen
	chosen  string
	choices []string // every ChooseOptimalTable
}

// fakeSizes are package solver's sizes with their speeds as measured (the
// words the note must fit) and build times of round minutes the tests
// name.
func fakeSizes() []search.OptimalTable {
	sizes := solver.OptimalSizes()
	for i, build := range []time.Duration{time.Minute, 15 * time.Minute, 15 * time.Minute, 15 * time.Minute, 20 * time.Minute} {
		sizes[i].Build = build
	}
	return sizes
}

func newTablesFake(solutions map[cube.Cubie][]cube.Move, build func(context.Context, string, func(search.TableProgress)) error) *tablesFake {
	return &tablesFake{optimalFake: &optimalFake{fakeSolver: &fakeSolver{solutions: solutions}},
		build: build, sizes: fakeSizes(), chosen: "small"}
}

func (f *tablesFake) OptimalTables() []search.OptimalTable {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := slices.Clone(f.sizes)
	for i := range out {
		out[i].Chosen = out[i].Name == f.chosen
	}
	return out
}

func (f *tablesFake) ChooseOptimalTable(name string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.choices = append(f.choices, name)
	if f.size(name) == nil {
		return fmt.Errorf("no optimal table of size %q", name)
	}
	f.chosen = name
	return nil
}

// size is the size named name; f.mu is held.
func (f *tablesFake) size(name string) *search.OptimalTable {
	for i := range f.sizes {
		if f.sizes[i].Name == name {
			return &f.sizes[i]
		}
	}
	return nil
}

func (f *tablesFake) BuildOptimalTable(ctx context.Context, progress func(search.TableProgress)) error {
	f.mu.Lock()
	name := f.chosen
	x := f.size(name)
	if x.Built || x.Building {
		f.mu.Unlock()
		return nil
	}
	x.Building = true
	f.mu.Unlock()
	err := f.build(ctx, name, progress)
	f.mu.Lock()
	defer f.mu.Unlock()
	x.Building, x.Built = false, err == nil
	return err
}

func (f *tablesFake) setBuilt(name string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.size(name).Built = true
}

func (f *tablesFake) lastChoice() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.choices) == 0 {
		return ""
	}
	return f.choices[len(f.choices)-1]
}

func (f *tablesFake) Solve(ctx context.Context, c cube.Cubie, opts search.Options) (search.Result, error) {
	res, err := f.optimalFake.Solve(ctx, c, opts)
	if opts.Mode == Optimal {
		f.mu.Lock()
		defer f.mu.Unlock()
		x := f.size(f.chosen)
		switch {
		case x.Building:
			res.Note = fmt.Sprintf("The optimal table %s is being built, so this search used the least one (h0), several times slower; later searches will use it.", x.Name)
		case !x.Built:
			res.Note = fmt.Sprintf("The optimal table %s (%s) is not built, so the search used the least one (h0), several times slower; build it for faster proofs.", x.Name, words.Bytes(x.Bytes))
		}
	}
	return res, err
}

// newTablesTestView opens a view on a scrambled cube whose solver has no
// optimal table built yet; build builds them.
func newTablesTestView(t *testing.T, build func(context.Context, string, func(search.TableProgress)) error) (*testView, *tablesFake) {
	t.Helper()
	f, c, sol := scrambled(21)
	fake := newTablesFake(map[cube.Cubie][]cube.Move{c: sol}, build)
	return newTestView(t, f, instantLoader(fake)), fake
}

// offerShown returns the offer to build the optimal table of size name
// if it is the top pop-up, with its buttons.
func offerShown(tv *testView, name string) (shown bool, build, notNow *widget.Button) {
	top := tv.w.Canvas().Overlays().Top()
	if top == nil || !top.Visible() {
		return false, nil, nil
	}
	var heading, size, when bool
	for _, o := range test.LaidOutObjects(top) {
		switch o := o.(type) {
		case *widget.Label:
			heading = heading || o.Text == "Build the optimal table "+name+"?"
			size = size || strings.Contains(o.Text, "optimal table "+name+" (random cubes typically in ") && strings.Contains(o.Text, " MB on disk, built once")
			when = when || strings.Contains(o.Text, "on two cores")
		case *widgets.KeyButton:
			switch o.Text {
			case "Build":
				build = &o.Button
			case "Not now":
				notNow = &o.Button
			}
		}
	}
	return heading && size && when, build, notNow
}

// anyOffer reports whether a pop-up is showing.
func anyOffer(tv *testView) bool {
	top := tv.w.Canvas().Overlays().Top()
	return top != nil && top.Visible()
}

func noBuild(t *testing.T) func(context.Context, string, func(search.TableProgress)) error {
	return func(context.Context, string, func(search.TableProgress)) error {
		t.Error("an optimal table was built")
		return context.Canceled
	}
}

// pickTable picks the size named name in the panel's list, as a click
// would.
func pickTable(t *testing.T, tv *testView, name string) {
	t.Helper()
	sel := tv.panel.Table.Sel
	for _, o := range sel.Options {
		if strings.HasPrefix(o, name+" · ") {
			sel.SetSelected(o)
			return
		}
	}
	t.Fatalf("no %s among %q", name, sel.Options)
}

// Choosing optimal mode with the chosen table missing asks once, naming
// its size, MB and build time; Not now builds nothing and does not ask
// again, now or at a later start, and the result says the table is
// missing. The panel's Table line says so too, with its Build button, in
// optimal mode only.
func TestOptimalTableOfferNotNow(t *testing.T) {
	tv, _ := newTablesTestView(t, noBuild(t))
	tv.loadTablesNow(t)
	if anyOffer(tv) {
		t.Fatal("offered before optimal mode was chosen")
	}
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	shown, build, notNow := offerShown(tv, "small")
	if !shown || build == nil || notNow == nil {
		t.Fatalf("no offer of small with Build and Not now when optimal mode was chosen (%v %v %v)", shown, build, notNow)
	}
	for _, o := range test.LaidOutObjects(tv.w.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "MB on disk") &&
			(!strings.Contains(l.Text, "259 MB") || !strings.Contains(l.Text, "about 1 min on two cores")) {
			t.Errorf("offer %q", l.Text)
		}
	}
	test.Tap(notNow)
	if anyOffer(tv) {
		t.Fatal("the offer stayed after Not now")
	}
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Standard])
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	tv.session.solve()
	tv.waitIdle(t)
	if anyOffer(tv) {
		t.Error("asked again after Not now")
	}
	if txt := tv.sol.Note.Text; !strings.Contains(txt, "optimal table small (259 MB) is not built") {
		t.Errorf("note %q", txt)
	}
	p := tv.panel.Table
	if !p.Build.Visible() || p.Build.Disabled() || !p.Sel.Visible() {
		t.Fatal("no list and Build button for the optimal table in optimal mode")
	}
	if txt := tv.panel.Note.Text; txt != notBuiltSmall {
		t.Errorf("note %q", txt)
	}
	if tv.panel.Target.Visible() || tv.panel.Row.Text != solvepanel.TableLabel {
		t.Errorf("optimal mode: target length shown %v, row %q", tv.panel.Target.Visible(), tv.panel.Row.Text)
	}
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Standard])
	if p.Build.Visible() || p.Sel.Visible() || !tv.panel.Target.Visible() || tv.panel.Row.Text != solvepanel.LengthLabel ||
		tv.panel.Note.Text != solvepanel.StandardNoteText {
		t.Errorf("standard mode: Build shown %v, list shown %v, target length shown %v, row %q, note %q",
			p.Build.Visible(), p.Sel.Visible(), tv.panel.Target.Visible(), tv.panel.Row.Text, tv.panel.Note.Text)
	}

	// A later start, with the same preferences, does not ask either.
	tv2, _ := newTablesTestView(t, noBuild(t))
	tv2.session.optimal.prefs = tv.session.optimal.prefs
	tv2.loadTablesNow(t)
	tv2.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	if anyOffer(tv2) {
		t.Error("asked at a later start after Not now")
	}
}

// Optimal mode chosen before the tables are ready: Solve asks. A table
// already in the cache folder is never offered.
func TestOptimalTableOfferOnSolve(t *testing.T) {
	tv, _ := newTablesTestView(t, noBuild(t))
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	if anyOffer(tv) {
		t.Fatal("offered before the tables were ready")
	}
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	shown, _, notNow := offerShown(tv, "small")
	if !shown {
		t.Fatal("Solve in optimal mode did not offer the optimal table")
	}
	test.Tap(notNow)

	tv2, b := newTablesTestView(t, noBuild(t))
	b.setBuilt("small")
	tv2.loadTablesNow(t)
	tv2.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	if anyOffer(tv2) {
		t.Error("offered a table that is in the cache folder")
	}
	if p := tv2.panel.Table; p.Build.Visible() || tv2.panel.Note.Text != builtSmall ||
		p.Sel.Selected != "small · 259 MB ✓" {
		t.Errorf("a built table: Build shown %v, note %q, list %q", p.Build.Visible(), tv2.panel.Note.Text, p.Sel.Selected)
	}
}

// What the panel's note says of the table small, not built and built.
var (
	notBuiltSmall = "Table small is not built (259 MB, 1 min to build): searches are slower."
	builtSmall    = "Table small: " + fakeSizes()[0].Speed + ". Optimal proves the shortest solution."
)

// blockingBuild is a build that reports 40% and waits for release (or its
// context); started receives the size's name when it has begun.
func blockingBuild() (build func(context.Context, string, func(search.TableProgress)) error, started chan string, release chan struct{}) {
	started, release = make(chan string, 1), make(chan struct{})
	build = func(ctx context.Context, name string, progress func(search.TableProgress)) error {
		progress(search.TableProgress{Stage: "optimal table", Step: 9, Fraction: 0.4, Elapsed: 50 * time.Second, Remaining: 70 * time.Second})
		started <- name
		select {
		case <-release:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return build, started, release
}

// newBuildingView opens a view whose (fake) builds wait for release,
// its tables loaded and optimal mode chosen (which offers to build the
// small table); done receives each build's end.
func newBuildingView(t *testing.T) (tv *testView, fake *tablesFake, started chan string, release chan struct{}, done chan error) {
	t.Helper()
	builder, started, release := blockingBuild()
	tv, fake = newTablesTestView(t, builder)
	done = make(chan error, 1)
	tv.session.optimal.onTableBuilt = func(err error) { done <- err }
	tv.loadTablesNow(t)
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	return tv, fake, started, release, done
}

// waitStarted waits for a build to start and returns its size's name.
func waitStarted(t *testing.T, started chan string) string {
	t.Helper()
	select {
	case name := <-started:
		return name
	case <-time.After(time.Minute): // a hang, not a slow machine
		t.Fatal("the build did not start")
		return ""
	}
}

// Build in the offer runs the (fake) build in the background with its
// progress along the bottom; optimal solves meanwhile say the table is
// being built; when it is done the solver has it, the line along the
// bottom says it is ready and the list ticks it.
func TestOptimalTableBuild(t *testing.T) {
	tv, b, started, release, done := newBuildingView(t)
	shown, build, _ := offerShown(tv, "small")
	if !shown || build == nil {
		t.Fatal("no offer")
	}
	test.Tap(build)
	if name := waitStarted(t, started); name != "small" {
		t.Errorf("built %s", name)
	}
	tv.flush() // its progress
	p := tv.panel.Table
	if p.Build.Visible() {
		t.Error("the Build button is there while the table is built")
	}
	if txt := tv.panel.Note.Text; txt != "Table small is being built; searches are slower until it is ready." {
		t.Errorf("note while building %q", txt)
	}
	if txt := tv.tables.Label.Text; !strings.Contains(txt, "optimal table small (259 MB)") || !strings.Contains(txt, "40%") || !strings.Contains(txt, "1 min 10 s left") {
		t.Errorf("progress %q", txt)
	}
	if !tv.tables.Bar.Visible() || tv.tables.Bar.Value != 0.4 {
		t.Errorf("progress bar visible %v at %v", tv.tables.Bar.Visible(), tv.tables.Bar.Value)
	}

	// Solving goes on meanwhile, without the table.
	tv.session.solve()
	tv.waitIdle(t)
	if tv.sol.Sol == nil {
		t.Fatal("no solution while building")
	}
	if txt := tv.sol.Note.Text; !strings.Contains(txt, "being built") {
		t.Errorf("note while building %q", txt)
	}

	close(release)
	var err error
	tv.pumpUntil(t, "the build did not end", func() bool {
		select {
		case err = <-done:
			return true
		default:
			return false
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if txt := tv.tables.Label.Text; !strings.Contains(txt, "Optimal table small ready") || !strings.Contains(txt, "now use it") {
		t.Errorf("after the build %q", txt)
	}
	if tv.tables.Bar.Visible() {
		t.Error("the progress bar stayed")
	}
	if x := b.OptimalTables()[0]; !x.Built {
		t.Error("after the build the solver has no optimal table")
	}
	if p.Sel.Selected != "small · 259 MB ✓" || tv.panel.Note.Text != builtSmall || p.Build.Visible() {
		t.Errorf("after the build: list %q, note %q, Build shown %v", p.Sel.Selected, tv.panel.Note.Text, p.Build.Visible())
	}
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Standard])
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	if anyOffer(tv) {
		t.Error("offered again after building")
	}
}

// Picking a size hands it to the solver (the default one when the loader
// returns) and saves it for the next start, which hands it over again. A
// size not built says its MB and build time beside Build, which builds
// that size; while it is built, another size not built cannot be.
func TestOptimalTablePick(t *testing.T) {
	builder, started, release := blockingBuild()
	a := test.NewTempApp(t)
	a.Preferences().SetBool(prefTableDeclined, true) // no offer in the way
	f, c, sol := scrambled(21)
	fake := newTablesFake(map[cube.Cubie][]cube.Move{c: sol}, builder)
	w := test.NewTempWindow(t, nil)
	v := newWindowView(a, w, Options{Facelets: &f, Loader: instantLoader(fake)})
	w.SetContent(v.content)
	tv := &testView{mainView: v, w: w, idle: make(chan struct{}, 10), calls: make(chan func(), 1<<12)}
	v.session.onIdle = func() { tv.idle <- struct{}{} }
	v.session.post = func(f func()) { tv.calls <- f }
	done := make(chan error, 1)
	v.session.optimal.onTableBuilt = func(err error) { done <- err }

	p := v.panel.Table
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	if !p.Sel.Visible() || !p.Sel.Disabled() || p.Sel.Selected != "small" {
		t.Errorf("before the tables: list shown %v, disabled %v, %q", p.Sel.Visible(), p.Sel.Disabled(), p.Sel.Selected)
	}
	tv.loadTablesNow(t)
	if got := fake.lastChoice(); got != "small" {
		t.Errorf("the loader's solver was handed %q", got)
	}
	want := []string{"small · 259 MB", "1GB · 0.96 GB", "2GB · 2.2 GB", "4GB · 4.1 GB", "8GB · 7.8 GB"}
	if !slices.Equal(p.Sel.Options, want) || p.Sel.Disabled() {
		t.Errorf("list %q (disabled %v), want %q", p.Sel.Options, p.Sel.Disabled(), want)
	}

	pickTable(t, tv, "1GB")
	if got := fake.lastChoice(); got != "1GB" {
		t.Errorf("picking 1GB handed the solver %q", got)
	}
	if got := a.Preferences().String(prefTable); got != "1GB" {
		t.Errorf("saved %q", got)
	}
	if txt := v.panel.Note.Text; txt != "Table 1GB is not built (0.96 GB, 15 min to build): searches are slower." ||
		!p.Build.Visible() || p.Build.Disabled() {
		t.Errorf("1GB: note %q, Build shown %v disabled %v", txt, p.Build.Visible(), p.Build.Disabled())
	}
	if anyOffer(tv) {
		t.Error("picking a size asked")
	}

	test.Tap(p.Build)
	if name := waitStarted(t, started); name != "1GB" {
		t.Errorf("Build built %s, want 1GB", name)
	}
	tv.flush()
	if txt := tv.tables.Label.Text; !strings.Contains(txt, "Building the optimal table 1GB (0.96 GB)") {
		t.Errorf("progress %q", txt)
	}
	pickTable(t, tv, "8GB")
	if txt := v.panel.Note.Text; !p.Build.Visible() || !p.Build.Disabled() ||
		txt != "Table 8GB is not built (7.8 GB, 20 min to build): searches are slower." {
		t.Errorf("another size while 1GB is built: note %q, Build shown %v disabled %v", txt, p.Build.Visible(), p.Build.Disabled())
	}
	pickTable(t, tv, "1GB")
	close(release)
	tv.pumpUntil(t, "the build did not end", received(done))
	if txt := v.panel.Note.Text; p.Sel.Selected != "1GB · 0.96 GB ✓" || !strings.HasPrefix(txt, "Table 1GB: random cubes typically in ") {
		t.Errorf("after the build: list %q, note %q", p.Sel.Selected, txt)
	}
	// A larger size not built says which table searches use meanwhile:
	// the largest smaller one built; a smaller one, slower (the least).
	pickTable(t, tv, "8GB")
	if txt := v.panel.Note.Text; txt != "Table 8GB is not built (7.8 GB, 20 min to build): searches use 1GB." {
		t.Errorf("8GB with 1GB built: note %q", txt)
	}
	pickTable(t, tv, "small")
	if txt := v.panel.Note.Text; txt != "Table small is not built (259 MB, 1 min to build): searches are slower." {
		t.Errorf("small with 1GB built: note %q", txt)
	}
	pickTable(t, tv, "1GB")

	// The next start has it, and hands it to its solver.
	fake2 := newTablesFake(nil, noBuild(t))
	w2 := test.NewTempWindow(t, nil)
	v2 := newWindowView(a, w2, Options{Loader: instantLoader(fake2)})
	if v2.panel.Settings.OptimalTable != "1GB" {
		t.Errorf("restored %q", v2.panel.Settings.OptimalTable)
	}
	v2.session.tablesLoaded(fake2, nil, time.Millisecond)
	if got := fake2.lastChoice(); got != "1GB" {
		t.Errorf("the next start handed its solver %q", got)
	}
}

// A name the solver does not know falls back to the default size; a
// solver without optimal tables shows no list.
func TestOptimalTableUnknown(t *testing.T) {
	tv, fake := newTablesTestView(t, noBuild(t))
	fake.mu.Lock()
	fake.sizes = slices.DeleteFunc(fake.sizes, func(x search.OptimalTable) bool { return x.Name == "2GB" })
	fake.mu.Unlock()
	tv.panel.Change(func(s *solvepanel.Settings) { s.OptimalTable = "2GB" })
	tv.loadTablesNow(t)
	if got := tv.panel.Settings.OptimalTable; got != "small" || fake.lastChoice() != "small" {
		t.Errorf("an unknown size: settings %q, solver handed %q", got, fake.lastChoice())
	}

	tv2 := newTestView(t, cube.SolvedFacelets(), instantLoader(&optimalFake{fakeSolver: &fakeSolver{}}))
	tv2.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	tv2.loadTablesNow(t)
	if p := tv2.panel; p.Table.Sel.Visible() || p.Table.Build.Visible() || p.Row.Text != solvepanel.LengthLabel ||
		!p.Target.Visible() || !p.Target.Disabled() || p.Note.Text != solvepanel.OptimalNoteText {
		t.Errorf("a solver without optimal tables: list shown %v, Build shown %v, row %q, target length shown %v disabled %v, note %q",
			p.Table.Sel.Visible(), p.Table.Build.Visible(), p.Row.Text, p.Target.Visible(), p.Target.Disabled(), p.Note.Text)
	}
}

// The table's list takes the target length's place in the form, and what
// is said of the table takes the mode's note's: Solve and everything else
// are where they were in standard mode, whatever the row and the note
// show, before and after the tables are ready, in the narrowest column
// and wider ones. The note's text keeps clear of the Build button.
func TestOptimalTableRowKeepsItsPlace(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1200, Height: 720}, {Width: 1920, Height: 1080}} {
		builder, started, release := blockingBuild()
		tv, _ := newTablesTestView(t, builder)
		tv.session.optimal.prefs.SetBool(prefTableDeclined, true)
		tv.w.Resize(size)
		w := newLayoutWatch(t, tv)
		w.check("standard mode, tables loading")
		tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
		w.check("optimal mode, tables loading")
		tv.loadTablesNow(t)
		w.check("optimal mode, tables ready")
		if target, list := w.first[tv.panel.Target], w.first[tv.panel.Table.Sel]; target != list || target.size.IsZero() {
			t.Errorf("%v: the table's list is at %v, the target length was at %v", size, list, target)
		}
		d := fyne.CurrentApp().Driver()
		note, build := tv.panel.Note, tv.panel.Table.Build
		if !build.Visible() {
			t.Fatalf("%v: no Build button beside %q", size, note.Text)
		}
		if end, start := d.AbsolutePositionForObject(note).X+note.Size().Width, d.AbsolutePositionForObject(build).X; end > start {
			t.Errorf("%v: the note %q reaches %v, over the Build button at %v", size, note.Text, end, start)
		}
		for _, name := range []string{"8GB", "1GB", "small"} {
			pickTable(t, tv, name)
			w.check("picked " + name)
		}
		test.Tap(tv.panel.Table.Build)
		waitStarted(t, started)
		w.check("building small")
		tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Standard])
		w.check("standard mode while building")
		close(release)
		tv.pumpUntil(t, "the build did not end", func() bool { return tv.session.optimal.building == "" })
		w.check("built, standard mode")
		tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
		w.check("built, optimal mode")
	}
}

// What the panel's note says fits its lines in the narrowest column:
// what it says of the optimal table, for every size and state, beside the
// Build button when that is there, and each mode's note on its own.
func TestOptimalTableStatusFitsTheColumn(t *testing.T) {
	test.NewTempApp(t)
	p := solvepanel.NewTablePicker(func(string) {}, func() {})
	full := float32(solvepanel.SideWidth) - theme.ScrollBarSize() - 2*theme.InnerPadding()
	beside := full - p.Build.MinSize().Width - theme.Padding()
	fits := func(text string, room float32) {
		t.Helper()
		if n := wrappedLines(text, theme.Size(theme.SizeNameCaptionText), room); n > solvepanel.PanelNoteLines {
			t.Errorf("%q takes %d lines in %.0f, the box has %d", text, n, room, solvepanel.PanelNoteLines)
		}
	}
	for _, text := range []string{solvepanel.StandardNoteText, solvepanel.OptimalNoteText, fmt.Sprintf(solvepanel.PocketNoteText, "HTM")} {
		fits(text, full)
	}
	// To the target, named by any of the puzzle's patterns' names.
	fits(fmt.Sprintf(solvepanel.StandardTargetNoteText, ""), full)
	fits(fmt.Sprintf(solvepanel.OptimalTargetNoteText, ""), full)
	fits(fmt.Sprintf(solvepanel.PocketTargetNoteText, "", "QTM"), full)
	for _, x := range cube.Patterns() {
		fits(fmt.Sprintf(solvepanel.StandardTargetNoteText, solvepanel.TargetNamed(x.Name)), full)
		fits(fmt.Sprintf(solvepanel.OptimalTargetNoteText, solvepanel.TargetNamed(x.Name)), full)
	}
	for _, x := range pocket.Patterns() {
		name, _, _ := strings.Cut(x.Name, " (")
		fits(fmt.Sprintf(solvepanel.PocketTargetNoteText, solvepanel.TargetNamed(name), "QTM"), full)
	}
	p.Loaded = true
	for _, building := range []string{"", "small"} {
		for _, state := range []string{"not built", "building", "built"} {
			p.Tables, p.Building = fakeSizes(), building
			for i := range p.Tables {
				p.Tables[i].Built, p.Tables[i].Building = state == "built", state == "building"
			}
			for _, x := range p.Tables {
				text, build, _ := p.Say(x.Name)
				if text == "" {
					t.Errorf("%s %s: nothing said", x.Name, state)
				}
				if build != (state == "not built" && building != x.Name) {
					t.Errorf("%s %s, %q being built: Build shown %v", x.Name, state, building, build)
				}
				room := full
				if build {
					room = beside
				}
				fits(text, room)
			}
		}
	}
}

// wrappedLines is the number of lines text takes word-wrapped in width
// room at text size size.
func wrappedLines(text string, size, room float32) int {
	line, lines := "", 1
	for _, word := range strings.Fields(text) {
		next := strings.TrimSpace(line + " " + word)
		if fyne.MeasureText(next, size, fyne.TextStyle{}).Width > room && line != "" {
			line, lines = word, lines+1
		} else {
			line = next
		}
	}
	return lines
}

// A start where no size was ever picked takes the largest one built (by
// cubecli, say) when the default is not, and choosing optimal mode then
// offers no build; a size once picked is kept though a larger one is
// built; and the default, never picked, is not saved with the settings.
func TestOptimalTableTakesTheBuiltOne(t *testing.T) {
	tv, fake := newTablesTestView(t, noBuild(t))
	fake.setBuilt("1GB")
	fake.setBuilt("2GB")
	tv.loadTablesNow(t)
	if got := tv.panel.Settings.OptimalTable; got != "2GB" || fake.lastChoice() != "2GB" || tv.prefs.String(prefTable) != "2GB" {
		t.Errorf("1GB and 2GB built: chose %q, handed the solver %q, saved %q", got, fake.lastChoice(), tv.prefs.String(prefTable))
	}
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	if anyOffer(tv) || tv.panel.Table.Sel.Selected != "2GB · 2.2 GB ✓" {
		t.Errorf("optimal mode: offer shown %v, list %q", anyOffer(tv), tv.panel.Table.Sel.Selected)
	}

	tv2, fake2 := newTablesTestView(t, noBuild(t))
	tv2.prefs.SetString(prefTable, "small")
	fake2.setBuilt("2GB")
	tv2.loadTablesNow(t)
	if got := tv2.panel.Settings.OptimalTable; got != "small" || fake2.lastChoice() != "small" {
		t.Errorf("small picked, 2GB built: chose %q, handed the solver %q", got, fake2.lastChoice())
	}

	tv3, fake3 := newTablesTestView(t, noBuild(t))
	fake3.setBuilt("small")
	fake3.setBuilt("8GB")
	tv3.loadTablesNow(t)
	tv3.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	if got := tv3.panel.Settings.OptimalTable; got != "small" || tv3.prefs.String(prefMode) == "" || tv3.prefs.String(prefTable) != "" {
		t.Errorf("small and 8GB built: chose %q; saved mode %q, table %q", got, tv3.prefs.String(prefMode), tv3.prefs.String(prefTable))
	}
}
