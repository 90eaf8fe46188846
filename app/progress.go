package app

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/widgets"
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
	v.content = container.NewVBox(container.NewBorder(nil, nil, nil, bar, v.title), widgets.NewTextBox(searchLines, theme.SizeNameCaptionText, v.stats))
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
	switch {
	case p.Waiting():
		v.stats.SetText("Another Cube Solver is building them; the search starts once they are read.")
	case p.Loading():
		v.stats.SetText("The search starts as soon as they are loaded.")
	default:
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
	v.stats.SetText(searchStats(mode, ev, false))
}

// finished shows how the search ended.
func (v *searchView) finished(title string, mode Mode, ev search.Event) {
	v.title.SetText(title)
	v.bar.Hide()
	v.stats.SetText(searchStats(mode, ev, true))
}

// searchStats describes a snapshot in a line or two; ended says the
// search has stopped, so that nothing is left to wait for.
func searchStats(mode Mode, ev search.Event, ended bool) string {
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
			if line := depthProgress(ev, ended); line != "" {
				head += "\n" + line
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

// depthProgress says how far the optimal search's proof is, in a line of
// the narrowest column: how much of the depth under way is done and the
// time left, for the whole proof once the depths' growth is known (each
// depth takes several times the one before, and the proof needs every
// depth below the upper bound). A depth done reads so while the search
// looks for a shorter solution before the next one, which can take
// seconds; a search that has ended says where it stopped, and no time
// left.
func depthProgress(ev search.Event, ended bool) string {
	done := ev.DepthDone >= 1 || ev.Depth < len(ev.DepthTimes) && ev.DepthTimes[ev.Depth] > 0
	switch {
	case ev.Proven:
		return ""
	case ended && done:
		return fmt.Sprintf("stopped after depth %d", ev.Depth)
	case ended && ev.DepthDone > 0:
		return fmt.Sprintf("stopped at %s of depth %d", percent(ev.DepthDone), ev.Depth)
	case ended:
		return ""
	case done:
		line := fmt.Sprintf("depth %d done; next, depth %d", ev.Depth, ev.Depth+1)
		if left, ok := proofLeft(ev); ok {
			line = fmt.Sprintf("depth %d done · proof: %s", ev.Depth, sayLeft(left))
		}
		return line
	case ev.DepthDone <= 0:
		return ""
	}
	line := percent(ev.DepthDone) + " searched"
	if left, ok := proofLeft(ev); ok {
		return line + " · proof: " + sayLeft(left)
	}
	if ev.DepthETA > 0 {
		if ev.BestLength < 0 || ev.BestLength-1 > ev.Depth {
			return line + " · depth: " + sayLeft(ev.DepthETA)
		}
		return line + " · " + sayLeft(ev.DepthETA) // the last depth the proof needs
	}
	return line
}

// proofLeft estimates the time the optimal search's proof still needs:
// the rest of the depth under way, and each depth after it up to one below
// the upper bound, each the last one's time times the growth from one
// depth to the next of the last two done (once each took long enough to
// tell, a tenth of a second). It is false while that is unknown, or while
// the depth under way is the last the proof needs.
func proofLeft(ev search.Event) (time.Duration, bool) {
	if ev.BestLength < 0 {
		return 0, false
	}
	last := ev.BestLength - 1 // the deepest depth the proof searches
	d := ev.Depth
	t := ev.DepthTimes
	done := ev.DepthDone >= 1 || d < len(t) && t[d] > 0
	// The growth, from the last two depths done.
	top := d - 1
	if done {
		top = d
	}
	if top < 1 || top >= len(t) || t[top-1] < 100*time.Millisecond || t[top] < t[top-1] {
		return 0, false
	}
	growth := float64(t[top]) / float64(t[top-1])
	var left, depth time.Duration
	switch {
	case done:
		if d >= last {
			return 0, false
		}
		depth = t[d]
	case d >= last || ev.DepthDone <= 0 || ev.DepthETA <= 0:
		return 0, false
	default:
		left = ev.DepthETA
		depth = time.Duration(float64(ev.DepthETA) / (1 - ev.DepthDone)) // the whole depth, at its pace
	}
	for k := d + 1; k <= last; k++ {
		depth = time.Duration(float64(depth) * growth)
		left += depth
	}
	return left, true
}
