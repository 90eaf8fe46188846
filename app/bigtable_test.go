package app

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/solver/cube"
	"cubesolver/tables"
)

// bigFake is a fake with an optimal mode and a big table, whose builder
// the test supplies: the real 882 MB table is never built here.
type bigFake struct {
	*optimalFake
	big *bigTable
}

func (f *bigFake) optimalTable() *bigTable { return f.big }

func (f *bigFake) Solve(ctx context.Context, c cube.Cubie, s Settings, report func(Event)) (Outcome, error) {
	out, err := f.optimalFake.Solve(ctx, c, s, report)
	if s.Mode == Optimal {
		_, out.Note = f.big.get()
	}
	return out, err
}

// newBigView opens a view on a scrambled cube whose solver has a big table
// in an empty temporary folder, built by load.
func newBigView(t *testing.T, load func(context.Context, *tables.Tables, tables.Options) (*tables.Huge, tables.Info, error)) (*testView, *bigTable) {
	t.Helper()
	f, c, sol := scrambled(21)
	b := &bigTable{dir: t.TempDir(), load: load}
	fake := &bigFake{optimalFake: &optimalFake{fakeSolver: &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}}, big: b}
	return newTestView(t, f, instantLoader(fake)), b
}

// offerShown returns the offer to build the big table if it is the top
// pop-up, with its buttons.
func offerShown(tv *testView) (shown bool, build, notNow *widget.Button) {
	top := tv.w.Canvas().Overlays().Top()
	if top == nil || !top.Visible() {
		return false, nil, nil
	}
	for _, o := range test.LaidOutObjects(top) {
		switch o := o.(type) {
		case *widget.Label:
			if strings.Contains(o.Text, "882 MB on disk, built once") {
				shown = true
			}
		case *widget.Button:
			switch o.Text {
			case "Build":
				build = o
			case "Not now":
				notNow = o
			}
		}
	}
	return shown, build, notNow
}

func noBuild(t *testing.T) func(context.Context, *tables.Tables, tables.Options) (*tables.Huge, tables.Info, error) {
	return func(context.Context, *tables.Tables, tables.Options) (*tables.Huge, tables.Info, error) {
		t.Error("the big table was built")
		return nil, tables.Info{}, context.Canceled
	}
}

// Choosing optimal mode with the big table missing asks once; Not now
// builds nothing and does not ask again, and the result says the table is
// missing. The button along the bottom, shown in optimal mode only, asks
// again. A later start does not ask again.
func TestBigTableOfferNotNow(t *testing.T) {
	tv, _ := newBigView(t, noBuild(t))
	tv.loadTablesNow(t)
	if shown, _, _ := offerShown(tv); shown {
		t.Fatal("offered before optimal mode was chosen")
	}
	tv.panel.mode.SetSelected(modeLabels[Optimal])
	shown, build, notNow := offerShown(tv)
	if !shown || build == nil || notNow == nil {
		t.Fatalf("no offer with Build and Not now when optimal mode was chosen (%v %v %v)", shown, build, notNow)
	}
	test.Tap(notNow)
	if shown, _, _ := offerShown(tv); shown {
		t.Fatal("the offer stayed after Not now")
	}
	tv.panel.mode.SetSelected(modeLabels[Standard])
	tv.panel.mode.SetSelected(modeLabels[Optimal])
	tv.session.solve()
	tv.waitIdle(t)
	if shown, _, _ := offerShown(tv); shown {
		t.Error("asked again after Not now")
	}
	if txt := tv.sol.note.Text; !strings.Contains(txt, "big table is not built") || !strings.Contains(txt, "Build the big table") {
		t.Errorf("note %q", txt)
	}
	if !tv.tables.bigBtn.Visible() {
		t.Fatal("no button to build the big table in optimal mode")
	}
	tv.panel.mode.SetSelected(modeLabels[Standard])
	if tv.tables.bigBtn.Visible() {
		t.Error("the big table's button is there in standard mode")
	}
	tv.panel.mode.SetSelected(modeLabels[Optimal])
	test.Tap(tv.tables.bigBtn)
	if shown, build, _ := offerShown(tv); !shown || build == nil {
		t.Error("the button did not ask to build the big table")
	}
}

// Optimal mode chosen before the tables are ready: Solve asks. A table
// already in the cache folder is never offered.
func TestBigTableOfferOnSolve(t *testing.T) {
	tv, _ := newBigView(t, noBuild(t))
	tv.panel.mode.SetSelected(modeLabels[Optimal])
	if shown, _, _ := offerShown(tv); shown {
		t.Fatal("offered before the tables were ready")
	}
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	shown, _, notNow := offerShown(tv)
	if !shown {
		t.Fatal("Solve in optimal mode did not offer the big table")
	}
	test.Tap(notNow)

	tv2, b := newBigView(t, noBuild(t))
	if err := os.WriteFile(filepath.Join(b.dir, tables.HugeFileName), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tv2.loadTablesNow(t)
	tv2.panel.mode.SetSelected(modeLabels[Optimal])
	if shown, _, _ := offerShown(tv2); shown {
		t.Error("offered a table that is in the cache folder")
	}
}

// Build runs the (fake) build in the background with its progress along
// the bottom; optimal solves meanwhile say the table is being built; when
// it is done the solver has it.
func TestBigTableBuild(t *testing.T) {
	huge := &tables.Huge{}
	started, release := make(chan struct{}), make(chan struct{})
	var dir string
	load := func(ctx context.Context, _ *tables.Tables, opts tables.Options) (*tables.Huge, tables.Info, error) {
		if opts.Dir != dir {
			t.Errorf("built in %q, want %q", opts.Dir, dir)
		}
		opts.Progress(tables.Progress{Stage: "big table", Step: 9, Fraction: 0.4, Remaining: 70 * time.Second})
		started <- struct{}{}
		select {
		case <-release:
			return huge, tables.Info{}, nil
		case <-ctx.Done():
			return nil, tables.Info{}, ctx.Err()
		}
	}
	tv, b := newBigView(t, load)
	dir = b.dir
	done := make(chan error, 1)
	tv.session.onBigTable = func(err error) { done <- err }
	tv.loadTablesNow(t)
	tv.panel.mode.SetSelected(modeLabels[Optimal])
	shown, build, _ := offerShown(tv)
	if !shown || build == nil {
		t.Fatal("no offer")
	}
	test.Tap(build)
	select {
	case <-started:
	case <-time.After(time.Minute): // a hang, not a slow machine
		t.Fatal("the build did not start")
	}
	tv.flush() // its progress
	if tv.tables.bigBtn.Visible() {
		t.Error("the button to build the big table is there while it is built")
	}
	if txt := tv.tables.label.Text; !strings.Contains(txt, "big table") || !strings.Contains(txt, "40%") || !strings.Contains(txt, "1 min 10 s left") {
		t.Errorf("progress %q", txt)
	}
	if !tv.tables.bar.Visible() || tv.tables.bar.Value != 0.4 {
		t.Errorf("progress bar visible %v at %v", tv.tables.bar.Visible(), tv.tables.bar.Value)
	}

	// Solving goes on meanwhile, without the table.
	tv.session.solve()
	tv.waitIdle(t)
	if tv.sol.sol == nil {
		t.Fatal("no solution while building")
	}
	if txt := tv.sol.note.Text; !strings.Contains(txt, "being built") {
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
	if txt := tv.tables.label.Text; !strings.Contains(txt, "Big table ready") {
		t.Errorf("after the build %q", txt)
	}
	if h, note := b.get(); h != huge || note != "" {
		t.Errorf("after the build the solver gets %p (%q), want the table built", h, note)
	}
	tv.panel.mode.SetSelected(modeLabels[Standard])
	tv.panel.mode.SetSelected(modeLabels[Optimal])
	if shown, _, _ := offerShown(tv); shown {
		t.Error("offered again after building")
	}
}
