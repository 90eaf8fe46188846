package solvepanel

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver/search"
)

// TablesView is the line under the cubes (the column on the right has
// the window's whole height): the solver being
// prepared on a first start (how far, how long is left), the tables being
// loaded, then that they are ready; later an optimal table being built
// (see the solve panel's Table), and when it is ready. The bar has a slot
// of fixed size, empty when nothing is in progress.
type TablesView struct {
	Label   *widget.Label
	Bar     *widget.ProgressBar
	Content fyne.CanvasObject

	eta eta // the time left, steadied
	// busy is whether a bar is showing (a build or a load).
	busy bool
	// rest is what the label says when nothing is going on.
	rest string
	imp  widget.Importance
}

// The tables' line: its lines of text, and its bar's width.
const (
	tablesLines    = 2
	tablesBarWidth = 160
)

func NewTablesView() *TablesView {
	v := &TablesView{Label: widget.NewLabel("Loading the solver's tables…"), Bar: widget.NewProgressBar(), busy: true}
	// Two lines under the cubes (at 800 wide the line is 500 units long);
	// what is longer scrolls.
	v.Label.Wrapping = fyne.TextWrapWord
	// As high as a button, as it was when a button shared the slot.
	height := fyne.Max(v.Bar.MinSize().Height, widget.NewButton("Build", nil).MinSize().Height)
	slot := container.NewCenter(container.NewGridWrap(fyne.NewSize(tablesBarWidth, height), widgets.Kept(v.Bar)))
	v.Content = container.NewBorder(nil, nil, nil, slot, widgets.NewTextBox(tablesLines, "", v.Label))
	return v
}

// Progress shows a snapshot of the solver's tables being built or loaded.
func (v *TablesView) Progress(p search.TableProgress) {
	v.busy = true
	switch {
	case p.Waiting():
		v.setLabel(waitingWords("the solver's tables"), widget.MediumImportance)
		v.Bar.Hide()
		return
	case p.Loading():
		v.setLabel("Loading the solver's tables… "+percent(p.Fraction), widget.MediumImportance)
	case p.Again != "":
		// Not a first start's: "first start only" would be untrue.
		v.setLabel("Preparing the solver ("+p.Again+"): "+v.eta.say(p)+" · you can edit meanwhile", widget.MediumImportance)
	default:
		v.setLabel("Preparing the solver, first start only: "+v.eta.say(p)+" · you can edit meanwhile", widget.MediumImportance)
	}
	v.showBar(p.Fraction)
}

// waitingWords says that another program (a second window, or cubecli
// on the same cache folder) is building what, and that this one reads it
// once it is built: no build of its own, no percentage that stays at 0.
func waitingWords(what string) string {
	return "Waiting for the other Cube Solver to finish building " + what + "; it is read then."
}

// Ready says the tables are there.
func (v *TablesView) Ready(took time.Duration, note string) {
	v.busy = false
	v.rest, v.imp = fmt.Sprintf("Solver ready (%s).", RoundDuration(took)), widget.MediumImportance
	if note != "" {
		v.rest, v.imp = note, widget.WarningImportance
	}
	v.show()
}

// Failed says the tables could not be made, so nothing can be solved.
func (v *TablesView) Failed(err error) {
	v.busy = false
	v.rest, v.imp = "The solver's tables could not be loaded or built: "+err.Error(), widget.DangerImportance
	v.show()
}

// OptimalStarted makes ready for a build of optimal table t, whose
// progress optimalProgress shows.
func (v *TablesView) OptimalStarted(t search.OptimalTable) {
	v.eta = eta{} // a new job: the load's estimate says nothing of it
	v.OptimalProgress(t, search.TableProgress{Stage: "starting"})
}

// OptimalProgress shows a snapshot of optimal table t being built (or
// loaded, if it has appeared in the folder meanwhile).
func (v *TablesView) OptimalProgress(t search.OptimalTable, p search.TableProgress) {
	v.busy = true
	switch {
	case p.Waiting():
		v.setLabel(waitingWords("the optimal table "+t.Name), widget.MediumImportance)
		v.Bar.Hide()
		return
	case p.Loading():
		v.setLabel("Loading the optimal table "+t.Name+"… "+percent(p.Fraction), widget.MediumImportance)
	default:
		v.setLabel("Building the optimal table "+t.Name+" ("+words.Bytes(t.Bytes)+"): "+v.eta.say(p)+" · you can edit and solve meanwhile", widget.MediumImportance)
	}
	v.showBar(p.Fraction)
}

// OptimalReady says optimal table name is built, in took; inUse that
// optimal searches use it (it is still the size chosen).
func (v *TablesView) OptimalReady(name string, took time.Duration, inUse bool) {
	v.busy = false
	v.rest, v.imp = fmt.Sprintf("Optimal table %s ready (%s): optimal searches now use it.", name, RoundDuration(took)), widget.MediumImportance
	if !inUse {
		v.rest = fmt.Sprintf("Optimal table %s ready (%s): choose it under Table to use it.", name, RoundDuration(took))
	}
	v.show()
}

// OptimalFailed says optimal table name was not built; optimal mode goes
// on without it.
func (v *TablesView) OptimalFailed(name string, err error) {
	v.busy = false
	v.rest, v.imp = "The optimal table "+name+" was not built ("+err.Error()+"); optimal searches use the least one, several times slower.", widget.WarningImportance
	v.show()
}

// show brings the line in line with the state when nothing is in progress.
func (v *TablesView) show() {
	if v.busy {
		return
	}
	v.Bar.Hide()
	v.setLabel(v.rest, v.imp)
}

func (v *TablesView) showBar(f float64) {
	// The bar's own words (Fyne's round in float32) could differ by one
	// from the line's.
	v.Bar.TextFormatter = func() string { return percent(f) }
	v.Bar.SetValue(f)
	v.Bar.Show()
}

func (v *TablesView) setLabel(text string, imp widget.Importance) {
	if v.Label.Text == text && v.Label.Importance == imp {
		return
	}
	v.Label.Text, v.Label.Importance = text, imp
	v.Label.Refresh()
}
