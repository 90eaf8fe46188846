package app

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/solver/search"
)

// searchView shows a search while it runs: the depths being searched, the
// best length so far, the time used out of the limit and the node rate.
type searchView struct {
	title   *widget.Label
	stats   *widget.Label
	bar     *widget.ProgressBar
	content fyne.CanvasObject
}

// searchLines is the height of the search's figures, in lines.
const searchLines = 3

// searchBarWidth is the width of the search's progress bar.
const searchBarWidth = 110

func newSearchView() *searchView {
	v := &searchView{title: widget.NewLabel(""), stats: widget.NewLabel(""), bar: widget.NewProgressBar()}
	v.title.TextStyle = fyne.TextStyle{Bold: true}
	v.title.Truncation = fyne.TextTruncateEllipsis
	v.stats.Wrapping = fyne.TextWrapWord
	v.stats.SizeName = theme.SizeNameCaptionText // the column fits a window 600 high
	// The bar sits beside the title and keeps its room when hidden: the
	// buttons below stay put as searches start and end.
	bar := container.NewGridWrap(fyne.NewSize(searchBarWidth, v.bar.MinSize().Height), v.bar)
	v.content = container.NewVBox(container.NewBorder(nil, nil, nil, bar, v.title), newTextBox(searchLines, theme.SizeNameCaptionText, v.stats))
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
func (v *searchView) waiting(p search.TableProgress) {
	v.title.SetText("Waiting for the tables…")
	if p.Loading() {
		v.stats.SetText("The search starts as soon as they are loaded.")
	} else {
		v.stats.SetText("The search starts as soon as they are built (" + percent(p.Fraction) + " done).")
	}
	v.bar.Hide()
}

// event shows a snapshot of the search.
func (v *searchView) event(mode Mode, ev search.Event, limit time.Duration) {
	v.title.SetText("Searching…")
	v.bar.Show()
	switch {
	case mode == Optimal && ev.Depth > 0:
		// How far the depth being searched is: what the user waits on.
		v.title.SetText(fmt.Sprintf("Searching depth %d…", ev.Depth))
		v.bar.Max = 1
		// Rounded down: 100% only once the depth is done.
		v.bar.TextFormatter = func() string { return percent(ev.DepthDone) }
		v.bar.SetValue(ev.DepthDone)
	case limit == noLimit:
		v.bar.Max = 1
		v.bar.TextFormatter = func() string { return roundDuration(ev.Elapsed) }
		v.bar.SetValue(0)
	default:
		v.bar.Max = limit.Seconds()
		v.bar.TextFormatter = func() string {
			return fmt.Sprintf("%s of %s", roundDuration(ev.Elapsed), formatTimeout(limit, mode))
		}
		v.bar.SetValue(min(ev.Elapsed.Seconds(), limit.Seconds()))
	}
	v.stats.SetText(searchStats(mode, ev))
}

// finished shows how the search ended.
func (v *searchView) finished(title string, mode Mode, ev search.Event) {
	v.title.SetText(title)
	v.bar.Hide()
	v.stats.SetText(searchStats(mode, ev))
}

// searchStats describes a snapshot in a line or two.
func searchStats(mode Mode, ev search.Event) string {
	best := "none yet"
	if ev.BestLength >= 0 {
		best = fmt.Sprintf("%d moves", ev.BestLength)
	}
	// Short enough for one line of the narrowest column.
	work := roundDuration(ev.Elapsed)
	if ev.Nodes > 0 { // a search that ends within its first report may count none
		work += fmt.Sprintf(" · %s nodes", siCount(float64(ev.Nodes)))
		if ev.NodesPerSecond > 0 {
			work += fmt.Sprintf(" · %s nodes/s", siCount(ev.NodesPerSecond))
		} else if s := ev.Elapsed.Seconds(); s > 0 {
			work += fmt.Sprintf(" · %s nodes/s", siCount(float64(ev.Nodes)/s))
		}
	} else {
		work += " elapsed"
	}
	if mode == Optimal {
		switch {
		case ev.Proven && ev.BestLength >= 0:
			return fmt.Sprintf("Shortest: %s, proven\n%s", best, work)
		case ev.Depth > 0:
			// Every depth below Depth has been searched in full.
			head := fmt.Sprintf("Depth %d · upper bound %s", ev.Depth, best)
			if ev.DepthDone > 0 && !ev.Proven {
				// Short enough for one line of the narrowest column.
				head += "\n" + percent(ev.DepthDone) + " searched"
				if ev.DepthETA > 0 {
					head += " · " + sayLeft(ev.DepthETA)
				}
			}
			return head + "\n" + work
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
	if d < 10*time.Minute {
		return fmt.Sprintf("%d min %02d s", int(d.Minutes()), int(d.Seconds())%60)
	}
	return fmt.Sprintf("%d min", int(d.Minutes()))
}
