package solvepanel

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver/search"
)

// SearchView shows a search while it runs: the depths being searched, the
// best length so far, the time used out of the limit and the node rate.
type SearchView struct {
	Title   *widget.Label
	Stats   *widget.Label
	Bar     *widget.ProgressBar
	Content fyne.CanvasObject
}

// SearchLines is the height of the search's figures, in lines.
const SearchLines = 3

// searchBarWidth is the width of the search's progress bar.
const searchBarWidth = 110

func NewSearchView() *SearchView {
	v := &SearchView{Title: widget.NewLabel(""), Stats: widget.NewLabel(""), Bar: widget.NewProgressBar()}
	v.Title.TextStyle = fyne.TextStyle{Bold: true}
	v.Title.Truncation = fyne.TextTruncateEllipsis
	v.Stats.Wrapping = fyne.TextWrapWord
	v.Stats.SizeName = theme.SizeNameCaptionText // the column fits a window 600 high
	// The bar sits beside the title and keeps its room when hidden: the
	// buttons below stay put as searches start and end.
	bar := container.NewGridWrap(fyne.NewSize(searchBarWidth, v.Bar.MinSize().Height), v.Bar)
	v.Content = container.NewVBox(container.NewBorder(nil, nil, nil, bar, v.Title), widgets.NewTextBox(SearchLines, theme.SizeNameCaptionText, v.Stats))
	v.Idle()
	return v
}

// SearchState is what the view shows: its title, its figures and its
// bar. Each puzzle keeps its own while the other is shown; the zero value
// is a view where no search has run yet.
type SearchState struct {
	set          bool
	title, stats string
	bar          bool // shown
	max, value   float64
	format       func() string
}

// State is what the view shows now.
func (v *SearchView) State() SearchState {
	return SearchState{set: true, title: v.Title.Text, stats: v.Stats.Text, bar: v.Bar.Visible(),
		max: v.Bar.Max, value: v.Bar.Value, format: v.Bar.TextFormatter}
}

// SetState shows st again.
func (v *SearchView) SetState(st SearchState) {
	if !st.set {
		v.Idle()
		return
	}
	v.Title.SetText(st.title)
	v.Stats.SetText(st.stats)
	v.Bar.Max, v.Bar.TextFormatter = st.max, st.format
	v.Bar.SetValue(st.value)
	if st.bar {
		v.Bar.Show()
	} else {
		v.Bar.Hide()
	}
}

// Idle shows that no search has run yet.
func (v *SearchView) Idle() {
	v.Title.SetText("Search")
	v.Stats.SetText("Press Solve (Ctrl+Enter) to search.")
	v.Bar.Hide()
}

// Waiting says the search waits for the tables.
func (v *SearchView) Waiting(p search.TableProgress) {
	v.Title.SetText("Waiting for the tables…")
	switch {
	case p.Waiting():
		v.Stats.SetText("Another Cube Solver is building them; the search starts once they are read.")
	case p.Loading():
		v.Stats.SetText("The search starts as soon as they are loaded.")
	default:
		v.Stats.SetText("The search starts as soon as they are built (" + percent(p.Fraction) + " done).")
	}
	v.Bar.Hide()
}

// Event shows a snapshot of the search.
func (v *SearchView) Event(mode search.Mode, ev search.Event, limit time.Duration) {
	v.Title.SetText("Searching…")
	v.Bar.Show()
	switch {
	case mode == search.Optimal && ev.Depth > 0:
		// How far the depth being searched is: what the user waits on.
		// A depth done reads so, its bar full, while the next is prepared.
		v.Title.SetText(fmt.Sprintf("Searching depth %d…", ev.Depth))
		if depthFinished(ev) {
			v.Title.SetText(fmt.Sprintf("Depth %d done…", ev.Depth))
		}
		v.Bar.Max = 1
		// Rounded down: 100% only once the depth is done.
		v.Bar.TextFormatter = func() string { return percent(ev.DepthDone) }
		v.Bar.SetValue(ev.DepthDone)
	case limit == NoLimit:
		v.Bar.Max = 1
		v.Bar.TextFormatter = func() string { return RoundDuration(ev.Elapsed) }
		v.Bar.SetValue(0)
	default:
		v.Bar.Max = limit.Seconds()
		v.Bar.TextFormatter = func() string {
			return fmt.Sprintf("%s of %s", RoundDuration(ev.Elapsed), formatTimeout(limit, mode))
		}
		v.Bar.SetValue(min(ev.Elapsed.Seconds(), limit.Seconds()))
	}
	if ev.LoadingTable {
		// Read from disk the first time it is used: seconds for
		// gigabytes, which the time limit counts.
		v.Title.SetText("Loading the table…")
	}
	v.Stats.SetText(SearchStats(mode, ev, false))
}

// Finished shows how the search ended.
func (v *SearchView) Finished(title string, mode search.Mode, ev search.Event) {
	v.Title.SetText(title)
	v.Bar.Hide()
	v.Stats.SetText(SearchStats(mode, ev, true))
}

// SearchStats describes a snapshot in a line or two; ended says the
// search has stopped, so that nothing is left to wait for.
func SearchStats(mode search.Mode, ev search.Event, ended bool) string {
	best := "none yet"
	if ev.BestLength >= 0 {
		best = MovesCount(ev.BestLength)
	}
	// Short enough for one line of the narrowest column.
	work := RoundDuration(ev.Elapsed)
	if ev.Nodes > 0 { // a search that ends within its first report may count none
		work += fmt.Sprintf(" · %s %s", siCount(float64(ev.Nodes)), words.Plural(int(min(ev.Nodes, 2)), "node", "nodes"))
		if ev.NodesPerSecond > 0 {
			work += fmt.Sprintf(" · %s nodes/s", siCount(ev.NodesPerSecond))
		} else if s := ev.Elapsed.Seconds(); s > 0 {
			work += fmt.Sprintf(" · %s nodes/s", siCount(float64(ev.Nodes)/s))
		}
	} else {
		work += " elapsed"
	}
	if mode == search.Optimal {
		switch {
		case ev.LoadingTable:
			return "The optimal table: read once, kept in memory\n" + work
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

// RoundDuration writes d to a precision a person cares about.
func RoundDuration(d time.Duration) string {
	switch {
	case d < time.Microsecond:
		return "under 1 µs"
	case d < 100*time.Microsecond:
		// A pocket cube's walk down its table: "0.0 ms" said nothing.
		return fmt.Sprintf("%d µs", d.Microseconds())
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
	done := depthFinished(ev)
	switch {
	case ev.Proven:
		return ""
	case ended && done:
		// Stopped while the next depth was prepared.
		return fmt.Sprintf("depth %d done; %d not begun", ev.Depth, ev.Depth+1)
	case ended && ev.DepthDone > 0:
		return fmt.Sprintf("stopped at %s of depth %d", percent(ev.DepthDone), ev.Depth)
	case ended:
		return ""
	case done && ev.Bounding > 0:
		// Seconds, in a long proof, with nothing else to show.
		return fmt.Sprintf("depth %d done · trying %d moves first", ev.Depth, ev.Bounding)
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

// depthFinished reports whether the optimal search has searched the
// depth of ev in full (it may be preparing the next).
func depthFinished(ev search.Event) bool {
	return ev.Depth > 0 && (ev.DepthDone >= 1 || ev.Depth < len(ev.DepthTimes) && ev.DepthTimes[ev.Depth] > 0)
}

// SearchedInFull is the deepest depth the optimal search of ev has
// searched in full (those below the first it searched the table rules
// out): no solution has fewer moves than one more. 0 before it has begun
// a depth.
func SearchedInFull(ev search.Event) int {
	switch {
	case ev.Depth <= 0:
		return 0
	case depthFinished(ev):
		return ev.Depth
	}
	return ev.Depth - 1
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
	done := depthFinished(ev)
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
