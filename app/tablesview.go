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

// tablesView is the line along the bottom of the window: the solver being
// prepared on a first start (how far, how long is left), the tables being
// loaded, then that they are ready; later the optimal search's big table,
// with a button that builds it while optimal mode is chosen and the table
// is missing. The bar and the button share one slot of fixed size.
type tablesView struct {
	label   *widget.Label
	bar     *widget.ProgressBar
	bigBtn  *widget.Button
	content fyne.CanvasObject

	eta eta // the time left, steadied
	// offer is the size of the big table whose button is offered, 0 if
	// it is not; busy is whether a bar is showing (a build or a load).
	offer int64
	busy  bool
	// rest is what the label says when neither is going on.
	rest string
	imp  widget.Importance
}

func newTablesView(onBuildBig func()) *tablesView {
	v := &tablesView{label: widget.NewLabel("Loading the solver's tables…"), bar: widget.NewProgressBar(), busy: true}
	v.label.Truncation = fyne.TextTruncateEllipsis
	v.bigBtn = widget.NewButtonWithIcon("Build the big table…", theme.DownloadIcon(), onBuildBig)
	v.bigBtn.Hide()
	slot := container.NewGridWrap(fyne.NewSize(220, fyne.Max(v.bar.MinSize().Height, v.bigBtn.MinSize().Height)), kept(v.bar, v.bigBtn))
	v.content = container.NewBorder(nil, nil, nil, slot, v.label)
	return v
}

// progress shows a snapshot of the solver's tables being built or loaded.
func (v *tablesView) progress(p search.TableProgress) {
	v.busy = true
	if p.Loading() {
		v.setLabel(fmt.Sprintf("Loading the solver's tables… %.0f%%", 100*p.Fraction), widget.MediumImportance)
	} else {
		v.setLabel("Preparing the solver, first start only: "+v.eta.say(p)+" · you can edit meanwhile", widget.MediumImportance)
	}
	v.showBar(p.Fraction)
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

// bigProgress shows a snapshot of the big table being built or loaded.
func (v *tablesView) bigProgress(p search.TableProgress) {
	v.busy = true
	if p.Loading() {
		v.setLabel(fmt.Sprintf("Loading the optimal search's big table… %.0f%%", 100*p.Fraction), widget.MediumImportance)
	} else {
		v.setLabel("Building the big table for optimal mode: "+v.eta.say(p)+" · you can edit and solve meanwhile", widget.MediumImportance)
	}
	v.showBar(p.Fraction)
}

// bigReady says the big table is built and in use.
func (v *tablesView) bigReady(took time.Duration) {
	v.busy = false
	v.rest, v.imp = fmt.Sprintf("Big table ready (%s): optimal searches now use it.", roundDuration(took)), widget.MediumImportance
	v.show()
}

// bigFailed says the big table was not built; optimal mode goes on
// without it.
func (v *tablesView) bigFailed(err error) {
	v.busy = false
	v.rest, v.imp = "The big table was not built ("+err.Error()+"); optimal mode uses the standard tables.", widget.WarningImportance
	v.show()
}

// offerBig shows the button that builds the big table, of size bytes, or
// hides it for 0.
func (v *tablesView) offerBig(size int64) {
	if size != v.offer {
		v.offer = size
		v.show()
	}
}

// bigOfferText is what the line says beside the button.
func bigOfferText(size int64) string {
	return "Optimal mode is several times faster with its big table (" + megabytes(size) + " on disk, built once)."
}

// show brings the line in line with the state when nothing is in progress.
func (v *tablesView) show() {
	if v.busy {
		return
	}
	v.bar.Hide()
	if v.offer > 0 {
		v.setLabel(bigOfferText(v.offer), widget.MediumImportance)
		v.bigBtn.Show()
		return
	}
	v.bigBtn.Hide()
	v.setLabel(v.rest, v.imp)
}

func (v *tablesView) showBar(f float64) {
	v.bigBtn.Hide()
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
