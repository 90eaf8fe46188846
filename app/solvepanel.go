package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/search"
)

// solvePanel is the search controls: mode, target length (in optimal
// mode the optimal table's size, table, in its place), time limit, Solve
// and Cancel, and under them a note: why Solve is disabled when it is, or
// else what the chosen mode does (in optimal mode, where its table
// stands, with a Build button while it is not built). The note sits in a
// box of fixed height so that nothing below it moves as it changes.
type solvePanel struct {
	mode    *widgets.Segmented
	metric  *widgets.Segmented // in the mode's place for the pocket cube
	to      *widgets.Segmented // solve to the solved cube or to the target
	modeRow *widget.FormItem
	puzzle  puzzle.Puzzle
	target  *widgets.QuietSelect
	timeout *widgets.QuietSelect
	table   *tablePicker
	// row is the form's row of the target length or the table's size.
	row    *widget.FormItem
	form   *widget.Form
	solve  *widget.Button
	cancel *widget.Button
	// note says why Solve is disabled (reason), or else what the mode
	// does.
	note    *widget.Label
	reason  string
	content fyne.CanvasObject

	settings Settings
	// onSettings is told of every change of the settings.
	onSettings func(Settings)
	// onBuildTable builds the optimal table chosen (the picker's Build).
	onBuildTable func()
}

// panelNoteLines is the height of the panel's note, in lines of caption
// text: the longest reason Solve is disabled fits in it, and what it says
// of the optimal table beside the Build button.
const panelNoteLines = 2

func newSolvePanel(s Settings, onSolve, onCancel func()) *solvePanel {
	p := &solvePanel{settings: s.normalize()}
	p.mode = widgets.NewSegmented([]string{modeLabels[Standard], modeLabels[Optimal]}, func(label string) {
		m := Standard
		if label == modeLabels[Optimal] {
			m = Optimal
		}
		p.change(func(s *Settings) { s.Mode = m })
	})

	p.metric = widgets.NewSegmented([]string{metricLabels[search.HTM], metricLabels[search.QTM]}, func(label string) {
		m := search.HTM
		if label == metricLabels[search.QTM] {
			m = search.QTM
		}
		p.change(func(s *Settings) { s.Metric = m })
	})
	p.to = widgets.NewSegmented([]string{toSolvedLabel, toTargetLabel}, func(label string) {
		p.change(func(s *Settings) { s.ToTarget = label == toTargetLabel })
	})

	var targets []string
	for n := minTarget; n <= maxTarget; n++ {
		targets = append(targets, strconv.Itoa(n)+" moves")
	}
	p.target = widgets.NewQuietSelect(targets, func(label string) {
		var n int
		if _, err := fmt.Sscanf(label, "%d", &n); err == nil {
			p.change(func(s *Settings) { s.MaxLength = n })
		}
	})
	p.timeout = widgets.NewQuietSelect(timeoutLabels(p.settings.Mode), func(label string) {
		for _, d := range timeoutChoices {
			if formatTimeout(d, p.settings.Mode) == label {
				p.change(func(s *Settings) { s.setLimit(d) })
			}
		}
	})

	p.table = newTablePicker(func(name string) {
		p.change(func(s *Settings) { s.OptimalTable = name })
	}, func() {
		if p.onBuildTable != nil {
			p.onBuildTable()
		}
	})

	p.solve = widget.NewButtonWithIcon("Solve", theme.MediaPlayIcon(), onSolve)
	p.solve.Importance = widget.HighImportance
	p.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), onCancel)
	p.cancel.Disable()
	p.note = widget.NewLabel("")
	p.note.Wrapping = fyne.TextWrapWord
	p.note.SizeName = theme.SizeNameCaptionText

	p.row = widget.NewFormItem(lengthLabel, widgets.Kept(p.target, p.table.sel))
	p.modeRow = widget.NewFormItem(modeRowLabel, widgets.Kept(p.mode.Content, p.metric.Content))
	p.form = widget.NewForm(
		p.modeRow,
		widget.NewFormItem("To", p.to.Content),
		p.row,
		widget.NewFormItem("Time limit", p.timeout),
	)
	p.show()
	buttons := container.NewGridWithColumns(2, p.solve, p.cancel)
	// The Build button lies over the note's right end, so that the note
	// keeps its size whether the button is there or not.
	note := container.New(widgets.FixedHeight{Lines: panelNoteLines, Size: theme.SizeNameCaptionText},
		widgets.ClipLines(widgets.NewBoxScroll(container.NewBorder(nil, nil, nil, p.table.gap, p.note))), p.table.slot)
	p.content = container.NewVBox(p.form, buttons, note)
	return p
}

// timeoutLabels are the time limits offered in mode m, as the list shows
// them.
func timeoutLabels(m Mode) []string {
	var labels []string
	for _, d := range timeoutChoices {
		labels = append(labels, formatTimeout(d, m))
	}
	return labels
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

// setTables shows where the optimal table's sizes stand (nil: the solver
// has none), and which one is being built ("" if none).
func (p *solvePanel) setTables(tables []search.OptimalTable, building string) {
	p.table.tables, p.table.loaded, p.table.building = tables, true, building
	p.show()
}

// show brings the widgets in line with the settings. The target length
// means nothing to an optimal search, nor the optimal table to a standard
// one, so they take turns in one row of the form; a solver without an
// optimal table leaves the target length there, disabled.
func (p *solvePanel) show() {
	s := p.settings
	p.mode.SetQuietly(modeLabels[s.Mode])
	p.metric.SetQuietly(metricLabels[s.Metric])
	if s.ToTarget {
		p.to.SetQuietly(toTargetLabel)
	} else {
		p.to.SetQuietly(toSolvedLabel)
	}
	// The pocket cube is always solved optimally, at once: its metric
	// takes the mode's place, and the length and time limit mean nothing.
	rowLabel := modeRowLabel
	if p.puzzle == puzzle.Cube2 {
		p.mode.Content.Hide()
		p.metric.Content.Show()
		rowLabel = metricRowLabel
	} else {
		p.metric.Content.Hide()
		p.mode.Content.Show()
	}
	if p.modeRow.Text != rowLabel {
		p.modeRow.Text = rowLabel
		p.form.Refresh()
	}
	p.target.SetSelected(strconv.Itoa(s.MaxLength) + " moves")
	if labels := timeoutLabels(s.Mode); !slices.Equal(p.timeout.Options, labels) {
		p.timeout.SetOptions(labels)
	}
	p.timeout.SetSelected(formatTimeout(s.limit(), s.Mode))
	editor.Enable(p.target, s.Mode == Standard && p.puzzle == puzzle.Cube3)
	editor.Enable(p.timeout, p.puzzle == puzzle.Cube3)
	p.table.show(s)
	label, status, build, canBuild := lengthLabel, "", false, false
	if p.puzzle == puzzle.Cube2 {
		p.table.sel.Hide()
	}
	if p.table.shown(s) && p.puzzle == puzzle.Cube3 {
		p.target.Hide()
		label = tableLabel
		status, build, canBuild = p.table.say(s.OptimalTable)
	} else {
		p.target.Show()
	}
	if p.row.Text != label {
		p.row.Text = label
		p.form.Refresh()
	}
	switch {
	case p.reason != "":
		p.note.Text = p.reason
		p.note.Importance = widget.WarningImportance
		build = false // the reason has the whole width
	case p.puzzle == puzzle.Cube2 && s.ToTarget:
		p.note.Text = fmt.Sprintf(pocketTargetNoteText, metricLabels[s.Metric])
		p.note.Importance = widget.MediumImportance
	case p.puzzle == puzzle.Cube2:
		p.note.Text = fmt.Sprintf(pocketNoteText, metricLabels[s.Metric])
		p.note.Importance = widget.MediumImportance
	case s.ToTarget && status == "" && s.Mode == Optimal:
		p.note.Text = optimalTargetNoteText
		p.note.Importance = widget.MediumImportance
	case s.ToTarget && status == "":
		p.note.Text = standardTargetNoteText
		p.note.Importance = widget.MediumImportance
	case status != "":
		p.note.Text = status
		p.note.Importance = widget.MediumImportance
	case s.Mode == Optimal:
		p.note.Text = optimalNoteText
		p.note.Importance = widget.MediumImportance
	default:
		p.note.Text = standardNoteText
		p.note.Importance = widget.MediumImportance
	}
	p.table.showBuild(build, canBuild)
	p.note.Refresh()
}

// What the note says of each mode, and of the pocket cube.
const (
	pocketNoteText = "2x2x2: the shortest solution in %s, proven, at once."
	// To the target, said so, so that a target left set is not missed.
	pocketTargetNoteText   = "2x2x2, to the target: the shortest way in %s, proven, at once."
	standardTargetNoteText = "Standard, to the target: a way of at most the length chosen, usually in milliseconds."
	optimalTargetNoteText  = "Optimal, to the target: the shortest way, proven; it can take minutes."
	standardNoteText       = "Standard: a solution of at most the length chosen, usually in milliseconds."
	optimalNoteText        = "Optimal: the shortest solution, proven; a hard cube can take minutes."
)

// setState enables Solve and Cancel: Solve needs a valid cube (blocker
// says why not) and no search running; Cancel needs one running.
func (p *solvePanel) setState(blocker string, running bool) {
	editor.Enable(p.solve, blocker == "" && !running)
	editor.Enable(p.cancel, running)
	if blocker != "" && !fitsNote(blocker) {
		// Its gist: the whole of it is under the net.
		if head, _, ok := strings.Cut(blocker, ": "); ok {
			blocker = head + ". What is wrong is said under the net."
		}
	}
	if blocker != p.reason {
		p.reason = blocker
		p.show()
	}
}

// The labels of the panel's rows and switches that the puzzle changes.
const (
	modeRowLabel   = "Mode"
	metricRowLabel = "Metric"
	toSolvedLabel  = "Solved"
	toTargetLabel  = "Target"
)

// setPuzzle shows the controls of puzzle pz: the pocket cube has a metric
// where the 3x3x3 has its mode.
func (p *solvePanel) setPuzzle(pz puzzle.Puzzle) {
	if pz == p.puzzle {
		return
	}
	p.puzzle = pz
	p.show()
}

// fitsNote reports whether text fits the note's lines in the narrowest
// column, with room to spare for where the lines break.
func fitsNote(text string) bool {
	width := sideWidth - 2*theme.InnerPadding()
	return fyne.MeasureText(text, theme.CaptionTextSize(), fyne.TextStyle{}).Width <= 0.92*panelNoteLines*width
}
