package app

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
	"cubesolver/tables"
)

// bigFake is a fake with an optimal mode and a big table (a BigTableBuilder)
// of the real table's size, whose builder the test supplies: the real
// 882 MB table is never built here. Its optimal searches carry the notes
// package solver's do while the table is missing or being built.
type bigFake struct {
	*optimalFake
	build func(ctx context.Context, progress func(search.TableProgress)) error

	mu       sync.Mutex
	present  bool // built, or in the cache folder
	building bool
}

func (f *bigFake) BigTableMissing() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return !f.present && !f.building
}

func (f *bigFake) BigTableBytes() int64 { return tables.HugeFileSize }

func (f *bigFake) BuildBigTable(ctx context.Context, progress func(search.TableProgress)) error {
	f.mu.Lock()
	if f.present || f.building {
		f.mu.Unlock()
		return nil
	}
	f.building = true
	f.mu.Unlock()
	err := f.build(ctx, progress)
	f.mu.Lock()
	defer f.mu.Unlock()
	f.building = false
	f.present = err == nil
	return err
}

func (f *bigFake) Solve(ctx context.Context, c cube.Cubie, opts search.Options) (search.Result, error) {
	res, err := f.optimalFake.Solve(ctx, c, opts)
	if opts.Mode == Optimal {
		f.mu.Lock()
		defer f.mu.Unlock()
		switch {
		case f.building:
			res.Note = "The optimal search's big table is being built, so this search used the standard tables (several times slower); later optimal searches will use it."
		case !f.present:
			res.Note = fmt.Sprintf("The optimal search's big table is not built, so it searched several times slower; \"Build the big table…\" along the bottom builds it (%s).",
				megabytes(f.BigTableBytes()))
		}
	}
	return res, err
}

// newBigView opens a view on a scrambled cube whose solver has no big
// table yet, built by build.
func newBigView(t *testing.T, build func(context.Context, func(search.TableProgress)) error) (*testView, *bigFake) {
	t.Helper()
	f, c, sol := scrambled(21)
	fake := &bigFake{optimalFake: &optimalFake{fakeSolver: &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}}, build: build}
	return newTestView(t, f, instantLoader(fake)), fake
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

func noBuild(t *testing.T) func(context.Context, func(search.TableProgress)) error {
	return func(context.Context, func(search.TableProgress)) error {
		t.Error("the big table was built")
		return context.Canceled
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
	b.present = true
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
	started, release := make(chan struct{}), make(chan struct{})
	builder := func(ctx context.Context, progress func(search.TableProgress)) error {
		progress(search.TableProgress{Stage: "big table", Step: 9, Fraction: 0.4, Remaining: 70 * time.Second})
		started <- struct{}{}
		select {
		case <-release:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	tv, b := newBigView(t, builder)
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
	if b.BigTableMissing() {
		t.Error("after the build the solver has no big table")
	}
	tv.panel.mode.SetSelected(modeLabels[Standard])
	tv.panel.mode.SetSelected(modeLabels[Optimal])
	if shown, _, _ := offerShown(tv); shown {
		t.Error("offered again after building")
	}
}
