package app

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/widgets"
	"cubesolver/solver/search"
)

// tablesView is the line under the cubes (the column on the right has
// the window's whole height): the solver being
// prepared on a first start (how far, how long is left), the tables being
// loaded, then that they are ready; later an optimal table being built
// (see the solve panel's Table), and when it is ready. The bar has a slot
// of fixed size, empty when nothing is in progress.
type tablesView struct {
	label   *widget.Label
	bar     *widget.ProgressBar
	content fyne.CanvasObject

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

func newTablesView() *tablesView {
	v := &tablesView{label: widget.NewLabel("Loading the solver's tables…"), bar: widget.NewProgressBar(), busy: true}
	// Two lines under the cubes (at 800 wide the line is 500 units long);
	// what is longer scrolls.
	v.label.Wrapping = fyne.TextWrapWord
	// As high as a button, as it was when a button shared the slot.
	height := fyne.Max(v.bar.MinSize().Height, widget.NewButton("Build", nil).MinSize().Height)
	slot := container.NewCenter(container.NewGridWrap(fyne.NewSize(tablesBarWidth, height), widgets.Kept(v.bar)))
	v.content = container.NewBorder(nil, nil, nil, slot, widgets.NewTextBox(tablesLines, "", v.label))
	return v
}

// progress shows a snapshot of the solver's tables being built or loaded.
func (v *tablesView) progress(p search.TableProgress) {
	v.busy = true
	switch {
	case p.Waiting():
		v.setLabel(waitingWords("the solver's tables"), widget.MediumImportance)
		v.bar.Hide()
		return
	case p.Loading():
		v.setLabel("Loading the solver's tables… "+percent(p.Fraction), widget.MediumImportance)
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

// ready says the tables are there.
func (v *tablesView) ready(took time.Duration, note string) {
	v.busy = false
	v.rest, v.imp = fmt.Sprintf("Solver ready (%s).", roundDuration(took)), widget.MediumImportance
	if note != "" {
		v.rest, v.imp = note, widget.WarningImportance
	}
	v.show()
}

// failed says the tables could not be made, so nothing can be solved.
func (v *tablesView) failed(err error) {
	v.busy = false
	v.rest, v.imp = "The solver's tables could not be loaded or built: "+err.Error(), widget.DangerImportance
	v.show()
}

// optimalStarted makes ready for a build of optimal table t, whose
// progress optimalProgress shows.
func (v *tablesView) optimalStarted(t search.OptimalTable) {
	v.eta = eta{} // a new job: the load's estimate says nothing of it
	v.optimalProgress(t, search.TableProgress{Stage: "starting"})
}

// optimalProgress shows a snapshot of optimal table t being built (or
// loaded, if it has appeared in the folder meanwhile).
func (v *tablesView) optimalProgress(t search.OptimalTable, p search.TableProgress) {
	v.busy = true
	switch {
	case p.Waiting():
		v.setLabel(waitingWords("the optimal table "+t.Name), widget.MediumImportance)
		v.bar.Hide()
		return
	case p.Loading():
		v.setLabel("Loading the optimal table "+t.Name+"… "+percent(p.Fraction), widget.MediumImportance)
	default:
		v.setLabel("Building the optimal table "+t.Name+" ("+megabytes(t.Bytes)+"): "+v.eta.say(p)+" · you can edit and solve meanwhile", widget.MediumImportance)
	}
	v.showBar(p.Fraction)
}

// optimalReady says optimal table name is built, in took; inUse that
// optimal searches use it (it is still the size chosen).
func (v *tablesView) optimalReady(name string, took time.Duration, inUse bool) {
	v.busy = false
	v.rest, v.imp = fmt.Sprintf("Optimal table %s ready (%s): optimal searches now use it.", name, roundDuration(took)), widget.MediumImportance
	if !inUse {
		v.rest = fmt.Sprintf("Optimal table %s ready (%s): choose it under Table to use it.", name, roundDuration(took))
	}
	v.show()
}

// optimalFailed says optimal table name was not built; optimal mode goes
// on without it.
func (v *tablesView) optimalFailed(name string, err error) {
	v.busy = false
	v.rest, v.imp = "The optimal table "+name+" was not built ("+err.Error()+"); optimal searches use the least one, several times slower.", widget.WarningImportance
	v.show()
}

// show brings the line in line with the state when nothing is in progress.
func (v *tablesView) show() {
	if v.busy {
		return
	}
	v.bar.Hide()
	v.setLabel(v.rest, v.imp)
}

func (v *tablesView) showBar(f float64) {
	// The bar's own words (Fyne's round in float32) could differ by one
	// from the line's.
	v.bar.TextFormatter = func() string { return percent(f) }
	v.bar.SetValue(f)
	v.bar.Show()
}

func (v *tablesView) setLabel(text string, imp widget.Importance) {
	if v.label.Text == text && v.label.Importance == imp {
		return
	}
	v.label.Text, v.label.Importance = text, imp
	v.label.Refresh()
}
