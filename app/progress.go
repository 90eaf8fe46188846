package app

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"cubesolver/tables"
)

// tablesView shows the tables being built or loaded: what is being done,
// how far it is and how long is left, and then that they are ready.
type tablesView struct {
	label   *widget.Label
	bar     *widget.ProgressBar
	content fyne.CanvasObject
}

func newTablesView() *tablesView {
	v := &tablesView{label: widget.NewLabel("Loading the solver's tables…"), bar: widget.NewProgressBar()}
	v.label.Truncation = fyne.TextTruncateEllipsis
	v.content = container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(220, v.bar.MinSize().Height), v.bar), v.label)
	return v
}

// progress shows a snapshot of the build.
func (v *tablesView) progress(p tables.Progress) {
	if p.Loading() {
		v.label.SetText("Loading the solver's tables…")
		v.bar.SetValue(p.Fraction)
		return
	}
	text := "Building the solver's tables (first start only): " + p.Stage
	if p.Step > 0 {
		text += fmt.Sprintf(", depth %d", p.Step)
	}
	if p.Remaining > 0 {
		text += fmt.Sprintf(" · about %s left", roundDuration(p.Remaining))
	}
	text += " · you can edit meanwhile"
	v.label.SetText(text)
	v.bar.SetValue(p.Fraction)
}

// ready says the tables are there.
func (v *tablesView) ready(took time.Duration) {
	v.label.SetText(fmt.Sprintf("Tables ready (%s).", roundDuration(took)))
	v.label.Importance = widget.LowImportance
	v.label.Refresh()
	v.bar.SetValue(1)
	v.bar.Hide()
}

// bigProgress shows a snapshot of the big table's build.
func (v *tablesView) bigProgress(p tables.Progress) {
	if p.Loading() {
		v.label.Importance = widget.MediumImportance
		v.label.SetText("Loading the optimal search's big table…")
		v.bar.SetValue(p.Fraction)
		v.bar.Show()
		return
	}
	text := fmt.Sprintf("Building the optimal search's big table: %s, %.0f%%", p.Stage, 100*p.Fraction)
	if p.Step > 0 {
		text = fmt.Sprintf("Building the optimal search's big table: %s, depth %d, %.0f%%", p.Stage, p.Step, 100*p.Fraction)
	}
	if p.Remaining > 0 {
		text += fmt.Sprintf(" · about %s left", roundDuration(p.Remaining))
	}
	text += " · you can edit and solve meanwhile"
	v.label.Importance = widget.MediumImportance
	v.label.SetText(text)
	v.bar.SetValue(p.Fraction)
	v.bar.Show()
}

// bigReady says the big table is built and in use.
func (v *tablesView) bigReady(took time.Duration) {
	v.label.Importance = widget.LowImportance
	v.label.SetText(fmt.Sprintf("Big table ready (%s): optimal searches now use it.", roundDuration(took)))
	v.bar.SetValue(1)
	v.bar.Hide()
}

// bigFailed says the big table was not built; optimal mode goes on
// without it.
func (v *tablesView) bigFailed(err error) {
	v.label.Importance = widget.WarningImportance
	v.label.SetText("The big table was not built (" + err.Error() + "); optimal mode uses the standard tables.")
	v.bar.Hide()
}

// failed says the tables could not be made, so nothing can be solved.
func (v *tablesView) failed(err error) {
	v.label.SetText("The solver's tables could not be loaded or built: " + err.Error())
	v.label.Importance = widget.DangerImportance
	v.label.Refresh()
	v.bar.Hide()
}

// searchView shows a search while it runs: the depths being searched, the
// best length so far, the time used out of the limit and the node rate.
type searchView struct {
	title   *widget.Label
	stats   *widget.Label
	bar     *widget.ProgressBar
	content fyne.CanvasObject
}

func newSearchView() *searchView {
	v := &searchView{title: widget.NewLabel(""), stats: widget.NewLabel(""), bar: widget.NewProgressBar()}
	v.title.TextStyle = fyne.TextStyle{Bold: true}
	v.stats.Wrapping = fyne.TextWrapWord
	v.content = container.NewVBox(v.title, v.bar, v.stats)
	v.idle()
	return v
}

// idle shows that no search has run yet.
func (v *searchView) idle() {
	v.title.SetText("Search")
	v.stats.SetText("Press Solve (Ctrl+Enter) to search.")
	v.bar.Hide()
}

// waiting says the search waits for the tables.
func (v *searchView) waiting(p tables.Progress) {
	v.title.SetText("Waiting for the tables…")
	if p.Loading() {
		v.stats.SetText("The search starts as soon as they are loaded.")
	} else {
		v.stats.SetText(fmt.Sprintf("The search starts as soon as they are built (%.0f%% done).", 100*p.Fraction))
	}
	v.bar.Hide()
}

// event shows a snapshot of the search.
func (v *searchView) event(mode Mode, ev Event, limit time.Duration) {
	v.title.SetText("Searching…")
	v.bar.Show()
	v.bar.Max = limit.Seconds()
	v.bar.TextFormatter = func() string {
		return fmt.Sprintf("%s of %s", roundDuration(ev.Elapsed), formatTimeout(limit))
	}
	v.bar.SetValue(min(ev.Elapsed.Seconds(), limit.Seconds()))
	v.stats.SetText(searchStats(mode, ev))
}

// finished shows how the search ended.
func (v *searchView) finished(title string, mode Mode, ev Event) {
	v.title.SetText(title)
	v.bar.Hide()
	v.stats.SetText(searchStats(mode, ev))
}

// searchStats describes a snapshot in a line or two.
func searchStats(mode Mode, ev Event) string {
	best := "none yet"
	if ev.BestLength >= 0 {
		best = fmt.Sprintf("%d moves", ev.BestLength)
	}
	work := roundDuration(ev.Elapsed) + " elapsed"
	if ev.Nodes > 0 { // a search that ends within its first report may count none
		work += fmt.Sprintf(" · %s nodes", siCount(float64(ev.Nodes)))
		if ev.NodesPerSecond > 0 {
			work += fmt.Sprintf(" · %s nodes/s", siCount(ev.NodesPerSecond))
		} else if s := ev.Elapsed.Seconds(); s > 0 {
			work += fmt.Sprintf(" · %s nodes/s", siCount(float64(ev.Nodes)/s))
		}
	}
	if mode == Optimal {
		switch {
		case ev.Proven && ev.BestLength >= 0:
			return fmt.Sprintf("Shortest: %s, proven\n%s", best, work)
		case ev.Depth > 0:
			// Every depth below Depth has been searched in full.
			return fmt.Sprintf("Depth %d · upper bound %s\n%s", ev.Depth, best, work)
		}
		return fmt.Sprintf("Finding a first solution · upper bound %s\n%s", best, work)
	}
	if ev.Proven && ev.BestLength >= 0 {
		// A cube a few moves from solved, searched outright.
		return fmt.Sprintf("Shortest: %s, proven\n%s", best, work)
	}
	return fmt.Sprintf("Best: %s\nPhase-1 depth %d · phase-2 depth %d\n%s",
		best, ev.Phase1Depth, ev.Phase2Depth, work)
}

// siCount writes a count with a k, M or G suffix.
func siCount(x float64) string {
	switch {
	case x >= 1e9:
		return fmt.Sprintf("%.1fG", x/1e9)
	case x >= 1e6:
		return fmt.Sprintf("%.1fM", x/1e6)
	case x >= 1e3:
		return fmt.Sprintf("%.1fk", x/1e3)
	}
	return fmt.Sprintf("%.0f", x)
}

// roundDuration writes d to a precision a person cares about.
func roundDuration(d time.Duration) string {
	switch {
	case d < 10*time.Millisecond:
		// Most standard searches end here: "0 ms" would say nothing.
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	case d < 10*time.Second:
		return fmt.Sprintf("%.1f s", d.Seconds())
	case d < 2*time.Minute:
		return fmt.Sprintf("%.0f s", d.Seconds())
	}
	return fmt.Sprintf("%d min %02d s", int(d.Minutes()), int(d.Seconds())%60)
}
