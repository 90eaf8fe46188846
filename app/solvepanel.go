package app

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// solvePanel is the search controls: mode, target length, time limit,
// Solve and Cancel, and why Solve is disabled when it is.
type solvePanel struct {
	mode    *widget.RadioGroup
	target  *widget.Select
	timeout *widget.Select
	solve   *widget.Button
	cancel  *widget.Button
	reason  *widget.Label
	// modeNote says what Optimal does, or that it is not available yet
	// while it is not.
	modeNote *widget.Label
	// bigTable offers to build the optimal search's big table, in
	// optimal mode while it is missing (see setBigTableMissing).
	bigTable *widget.Button
	content  fyne.CanvasObject

	optimalMissing, bigTableMissing bool

	settings Settings
	// onSettings is told of every change of the settings.
	onSettings func(Settings)
}

func newSolvePanel(s Settings, onSolve, onCancel, onBigTable func()) *solvePanel {
	p := &solvePanel{settings: s.normalize()}
	p.mode = widget.NewRadioGroup([]string{modeLabels[Standard], modeLabels[Optimal]}, func(label string) {
		if label == "" { // a radio group can be unset by tapping the choice again
			p.mode.SetSelected(modeLabels[p.settings.Mode])
			return
		}
		m := Standard
		if label == modeLabels[Optimal] {
			m = Optimal
		}
		p.change(func(s *Settings) { s.Mode = m })
	})
	p.mode.Horizontal = true
	p.mode.Required = true

	var targets []string
	for n := minTarget; n <= maxTarget; n++ {
		targets = append(targets, strconv.Itoa(n)+" moves")
	}
	p.target = widget.NewSelect(targets, func(label string) {
		var n int
		if _, err := fmt.Sscanf(label, "%d", &n); err == nil {
			p.change(func(s *Settings) { s.MaxLength = n })
		}
	})
	var limits []string
	for _, d := range timeoutChoices {
		limits = append(limits, formatTimeout(d))
	}
	p.timeout = widget.NewSelect(limits, func(label string) {
		for _, d := range timeoutChoices {
			if formatTimeout(d) == label {
				p.change(func(s *Settings) { s.Timeout = d })
			}
		}
	})

	p.solve = widget.NewButtonWithIcon("Solve", theme.MediaPlayIcon(), onSolve)
	p.solve.Importance = widget.HighImportance
	p.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), onCancel)
	p.cancel.Disable()
	p.reason = widget.NewLabel("")
	p.reason.Wrapping = fyne.TextWrapWord
	p.reason.Importance = widget.WarningImportance
	p.reason.Hide()

	p.modeNote = widget.NewLabel("")
	p.modeNote.Wrapping = fyne.TextWrapWord
	p.modeNote.SizeName = theme.SizeNameCaptionText
	// Missing until the solver has shown otherwise (see provesOptimal).
	p.optimalMissing = true
	p.bigTable = widget.NewButtonWithIcon("Build the big table…", theme.DownloadIcon(), onBigTable)
	p.bigTable.Hide()

	p.show()
	form := widget.NewForm(
		widget.NewFormItem("Mode", p.mode),
		widget.NewFormItem("Target", p.target),
		widget.NewFormItem("Time limit", p.timeout),
	)
	buttons := container.NewGridWithColumns(2, p.solve, p.cancel)
	p.content = container.NewVBox(form, p.modeNote, p.bigTable, buttons, p.reason)
	return p
}

// change applies f to the settings and reports the result.
func (p *solvePanel) change(f func(*Settings)) {
	s := p.settings
	f(&s)
	s = s.normalize()
	if s == p.settings {
		return
	}
	p.settings = s
	p.show()
	if p.onSettings != nil {
		p.onSettings(s)
	}
}

// setSettings shows s (from the preferences or a flag).
func (p *solvePanel) setSettings(s Settings) {
	p.settings = s.normalize()
	p.show()
}

// show brings the widgets in line with the settings. The target length
// means nothing to an optimal search, so it is disabled then.
func (p *solvePanel) show() {
	s := p.settings
	p.mode.SetSelected(modeLabels[s.Mode])
	p.target.SetSelected(strconv.Itoa(s.MaxLength) + " moves")
	p.timeout.SetSelected(formatTimeout(s.Timeout))
	enable(p.target, s.Mode == Standard)
	if p.modeNote != nil {
		if p.optimalMissing {
			p.modeNote.Text = optimalMissingNote
			p.modeNote.Importance = widget.WarningImportance
		} else {
			p.modeNote.Text = optimalNoteText
			p.modeNote.Importance = widget.MediumImportance
		}
		p.modeNote.Hidden = s.Mode != Optimal
		p.modeNote.Refresh()
	}
	if p.bigTable != nil {
		p.bigTable.Hidden = s.Mode != Optimal || p.optimalMissing || !p.bigTableMissing
		p.bigTable.Refresh()
	}
}

// setBigTableMissing says whether the big table is missing (neither
// there nor being built), which shows the button that builds it.
func (p *solvePanel) setBigTableMissing(missing bool) {
	p.bigTableMissing = missing
	p.show()
}

// What the mode note says in optimal mode.
const (
	optimalMissingNote = "Optimal mode is not available yet: Solve runs the two-phase search until the time limit and shows its shortest solution."
	optimalNoteText    = "Finds a solution at once, then searches every shorter length, so the one it ends with is proven shortest; a hard cube can take minutes. At the time limit the best found so far is kept."
)

// setOptimalAvailable says whether the solver has a real optimal mode.
func (p *solvePanel) setOptimalAvailable(ok bool) {
	p.optimalMissing = !ok
	p.show()
}

// setState enables Solve and Cancel: Solve needs a valid cube (blocker
// says why not) and no search running; Cancel needs one running.
func (p *solvePanel) setState(blocker string, running bool) {
	enable(p.solve, blocker == "" && !running)
	enable(p.cancel, running)
	if blocker == "" {
		p.reason.Hide()
		return
	}
	p.reason.SetText(blocker)
	p.reason.Show()
}
