package solvepanel

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/search"
)

// SolvePanel is the search controls: mode, target length (in optimal
// mode the optimal table's size, table, in its place), time limit, Solve
// and Cancel, and under them a note: why Solve is disabled when it is, or
// else what the chosen mode does (in optimal mode, where its table
// stands, with a Build button while it is not built). The note sits in a
// box of fixed height so that nothing below it moves as it changes.
type SolvePanel struct {
	Mode    *widgets.Segmented
	Metric  *widgets.Segmented // in the mode's place for the pocket cube
	To      *widgets.Segmented // solve to the solved cube or to the target
	ModeRow *widget.FormItem
	puzzle  puzzle.Puzzle
	Target  *widgets.QuietSelect
	Timeout *widgets.QuietSelect
	Table   *TablePicker
	// PocketLength and PocketLimit stand in the length's and the time
	// limit's places for the pocket cube, which is solved shortest, at
	// once: the lists' values meant nothing to it. They take the lists'
	// room, so that nothing below moves when the puzzle changes.
	PocketLength, PocketLimit *widget.Label
	// Row is the form's row of the target length or the table's size.
	Row    *widget.FormItem
	form   *widget.Form
	Solve  *widgets.KeyButton
	Cancel *widgets.KeyButton
	// Note says why Solve is disabled (reason), or else what the mode
	// does.
	Note    *widget.Label
	Reason  string
	Content fyne.CanvasObject
	// targetName names the target when it is a pattern (SetTargetName).
	targetName string

	// Settings are the puzzle's shown: its ToTarget is that puzzle's To.
	// toTarget keeps the other puzzle's, each puzzle solving to its own
	// target or not (a target set on the 3x3x3 is not the 2x2x2's).
	Settings Settings
	toTarget [2]bool
	// OnSettings is told of every change of the settings.
	OnSettings func(Settings)
	// OnBuildTable builds the optimal table chosen (the picker's Build).
	OnBuildTable func()
}

// PanelNoteLines is the height of the panel's note, in lines of caption
// text: the longest reason Solve is disabled fits in it, and what it says
// of the optimal table beside the Build button.
const PanelNoteLines = 2

func NewSolvePanel(s Settings, onSolve, onCancel func()) *SolvePanel {
	p := &SolvePanel{Settings: s.Normalize()}
	p.Mode = widgets.NewSegmented([]string{ModeLabels[search.Standard], ModeLabels[search.Optimal]}, func(label string) {
		m := search.Standard
		if label == ModeLabels[search.Optimal] {
			m = search.Optimal
		}
		p.Change(func(s *Settings) { s.Mode = m })
	})

	p.Metric = widgets.NewSegmented([]string{MetricLabels[search.HTM], MetricLabels[search.QTM]}, func(label string) {
		m := search.HTM
		if label == MetricLabels[search.QTM] {
			m = search.QTM
		}
		p.Change(func(s *Settings) { s.Metric = m })
	})
	p.To = widgets.NewSegmented([]string{ToSolvedLabel, toTargetLabel}, func(label string) {
		p.Change(func(s *Settings) { s.ToTarget = label == toTargetLabel })
	})

	var targets []string
	for n := minTarget; n <= MaxTarget; n++ {
		targets = append(targets, strconv.Itoa(n)+" moves")
	}
	p.Target = widgets.NewQuietSelect(targets, func(label string) {
		var n int
		if _, err := fmt.Sscanf(label, "%d", &n); err == nil {
			p.Change(func(s *Settings) { s.MaxLength = n })
		}
	})
	p.Timeout = widgets.NewQuietSelect(timeoutLabels(p.Settings.Mode), func(label string) {
		for _, d := range timeoutChoices {
			if formatTimeout(d, p.Settings.Mode) == label {
				p.Change(func(s *Settings) { s.setLimit(d) })
			}
		}
	})

	p.Table = NewTablePicker(func(name string) {
		p.Change(func(s *Settings) { s.OptimalTable = name })
	}, func() {
		if p.OnBuildTable != nil {
			p.OnBuildTable()
		}
	})

	p.Solve = widgets.NewKeyButtonWithIcon("Solve", theme.MediaPlayIcon(), onSolve)
	p.Solve.Importance = widget.HighImportance
	p.Cancel = widgets.NewKeyButtonWithIcon("Cancel", theme.CancelIcon(), onCancel)
	p.Cancel.Disable()
	// Solve is disabled while it searches, Cancel once the search ends:
	// each hands the keyboard focus to the other.
	p.Solve.FocusAfter, p.Cancel.FocusAfter = p.Cancel, p.Solve
	p.Note = widget.NewLabel("")
	p.Note.Wrapping = fyne.TextWrapWord
	p.Note.SizeName = theme.SizeNameCaptionText

	p.PocketLength, p.PocketLimit = widget.NewLabel(PocketLengthText), widget.NewLabel(PocketLimitText)
	p.Row = widget.NewFormItem(LengthLabel, widgets.Kept(p.Target, p.Table.Sel, p.PocketLength))
	p.ModeRow = widget.NewFormItem(modeRowLabel, widgets.Kept(p.Mode.Content, p.Metric.Content))
	p.form = widget.NewForm(
		p.ModeRow,
		widget.NewFormItem("To", p.To.Content),
		p.Row,
		widget.NewFormItem("Time limit", widgets.Kept(p.Timeout, p.PocketLimit)),
	)
	p.show()
	buttons := container.NewGridWithColumns(2, p.Solve, p.Cancel)
	// The Build button lies over the note's right end, so that the note
	// keeps its size whether the button is there or not.
	note := container.New(widgets.FixedHeight{Lines: PanelNoteLines, Size: theme.SizeNameCaptionText},
		widgets.ClipLines(widgets.NewBoxScroll(container.NewBorder(nil, nil, nil, p.Table.gap, p.Note))), p.Table.slot)
	p.Content = container.NewVBox(p.form, buttons, note)
	return p
}

// timeoutLabels are the time limits offered in mode m, as the list shows
// them.
func timeoutLabels(m search.Mode) []string {
	var labels []string
	for _, d := range timeoutChoices {
		labels = append(labels, formatTimeout(d, m))
	}
	return labels
}

// Change applies f to the settings and reports the result.
func (p *SolvePanel) Change(f func(*Settings)) {
	s := p.Settings
	f(&s)
	s = s.Normalize()
	if s == p.Settings {
		return
	}
	p.Settings = s
	p.show()
	if p.OnSettings != nil {
		p.OnSettings(s)
	}
}

// SetTables shows where the optimal table's sizes stand (nil: the solver
// has none), and which one is being built ("" if none).
func (p *SolvePanel) SetTables(tables []search.OptimalTable, building string) {
	p.Table.Tables, p.Table.Loaded, p.Table.Building = tables, true, building
	p.show()
}

// show brings the widgets in line with the settings. The target length
// means nothing to an optimal search, nor the optimal table to a standard
// one, so they take turns in one row of the form; a solver without an
// optimal table leaves the target length there, disabled.
func (p *SolvePanel) show() {
	s := p.Settings
	p.Mode.SetQuietly(ModeLabels[s.Mode])
	p.Metric.SetQuietly(MetricLabels[s.Metric])
	if s.ToTarget {
		p.To.SetQuietly(toTargetLabel)
	} else {
		p.To.SetQuietly(ToSolvedLabel)
	}
	// The pocket cube is always solved optimally, at once: its metric
	// takes the mode's place, and the length and time limit mean nothing.
	rowLabel := modeRowLabel
	if p.puzzle == puzzle.Cube2 {
		p.Mode.Content.Hide()
		p.Metric.Content.Show()
		rowLabel = MetricRowLabel
	} else {
		p.Metric.Content.Hide()
		p.Mode.Content.Show()
	}
	// The form draws a row's label greyed when its widget is disabled, as
	// it stands when the form is refreshed: so once, after both change.
	relabel := false
	if p.ModeRow.Text != rowLabel {
		p.ModeRow.Text = rowLabel
		relabel = true
	}
	p.Target.SetSelected(strconv.Itoa(s.MaxLength) + " moves")
	if labels := timeoutLabels(s.Mode); !slices.Equal(p.Timeout.Options, labels) {
		p.Timeout.SetOptions(labels)
	}
	p.Timeout.SetSelected(formatTimeout(s.Limit(), s.Mode))
	widgets.Enable(p.Target, s.Mode == search.Standard && p.puzzle == puzzle.Cube3)
	if on := p.puzzle == puzzle.Cube3; on == p.Timeout.Disabled() {
		widgets.Enable(p.Timeout, on)
		relabel = true
	}
	p.Table.show(s)
	label, status, build, canBuild := LengthLabel, "", false, false
	switch {
	case p.puzzle == puzzle.Cube2:
		// In the lists' places, what the length and the time limit are.
		p.Table.Sel.Hide()
		p.Target.Hide()
		p.Timeout.Hide()
		p.PocketLength.Show()
		p.PocketLimit.Show()
	case p.Table.shown(s):
		p.Target.Hide()
		label = TableLabel
		status, build, canBuild = p.Table.Say(s.OptimalTable)
	default:
		p.Target.Show()
	}
	if p.puzzle == puzzle.Cube3 {
		p.Timeout.Show()
		p.PocketLength.Hide()
		p.PocketLimit.Hide()
	}
	if p.Row.Text != label {
		p.Row.Text = label
		relabel = true
	}
	if relabel {
		p.form.Refresh()
	}
	switch {
	case p.Reason != "":
		p.Note.Text = p.Reason
		p.Note.Importance = widget.WarningImportance
		build = false // the reason has the whole width
	case p.puzzle == puzzle.Cube2 && s.ToTarget:
		p.Note.Text = fmt.Sprintf(PocketTargetNoteText, TargetNamed(p.targetName), MetricLabels[s.Metric])
		p.Note.Importance = widget.MediumImportance
	case p.puzzle == puzzle.Cube2:
		p.Note.Text = fmt.Sprintf(PocketNoteText, MetricLabels[s.Metric])
		p.Note.Importance = widget.MediumImportance
	case s.ToTarget && !build && s.Mode == search.Optimal:
		// Where Solve goes before what the table does, as in standard
		// mode, the target named: the table's note said nothing of it
		// once the table was built or being built. A table not built
		// keeps its note beside the Build button.
		p.Note.Text = fmt.Sprintf(OptimalTargetNoteText, TargetNamed(p.targetName))
		p.Note.Importance = widget.MediumImportance
	case s.ToTarget && status == "":
		p.Note.Text = fmt.Sprintf(StandardTargetNoteText, TargetNamed(p.targetName))
		p.Note.Importance = widget.MediumImportance
	case status != "":
		p.Note.Text = status
		p.Note.Importance = widget.MediumImportance
	case s.Mode == search.Optimal:
		p.Note.Text = OptimalNoteText
		p.Note.Importance = widget.MediumImportance
	default:
		p.Note.Text = StandardNoteText
		p.Note.Importance = widget.MediumImportance
	}
	p.Table.showBuild(build, canBuild)
	p.Note.Refresh()
}

// What the pocket cube has in the length's and the time limit's places.
const (
	PocketLengthText = "The shortest, proven"
	PocketLimitText  = "None: solved at once"
)

// What the note says of each mode, and of the pocket cube.
const (
	PocketNoteText = "2x2x2: the shortest solution in %s, proven, at once."
	// To the target, said so, so that a target left set is not missed,
	// and named when it is a pattern (TargetNamed: the first %s).
	PocketTargetNoteText   = "2x2x2, to the target%s: the shortest way in %s, proven, at once."
	StandardTargetNoteText = "Standard, to the target%s: a way of at most the length chosen, usually in milliseconds."
	OptimalTargetNoteText  = "Optimal, to the target%s: the shortest way, proven; it can take minutes."
	StandardNoteText       = "Standard: a solution of at most the length chosen, usually in milliseconds."
	OptimalNoteText        = "Optimal: the shortest solution, proven; a hard cube can take minutes."
)

// TargetNamed is what the note says after "to the target" of a target
// called name: " (Six spots)", or nothing for one not named.
func TargetNamed(name string) string {
	if name == "" {
		return ""
	}
	return " (" + name + ")"
}

// SetTargetName names the target in the note, where Solve goes to it:
// the pattern it is, "" for none.
func (p *SolvePanel) SetTargetName(name string) {
	if name != p.targetName {
		p.targetName = name
		p.show()
	}
}

// SetState enables Solve and Cancel: Solve needs a valid cube (blocker
// says why not) and no search running; Cancel needs one running.
func (p *SolvePanel) SetState(blocker string, running bool) {
	// The one enabled first, so that the other, disabled with the focus,
	// can hand it on.
	if running {
		widgets.Enable(p.Cancel, true)
		widgets.Enable(p.Solve, false)
	} else {
		widgets.Enable(p.Solve, blocker == "")
		widgets.Enable(p.Cancel, false)
	}
	if blocker != "" && !fitsNote(blocker) {
		// Its gist: the whole of it is under the net.
		if head, _, ok := strings.Cut(blocker, ": "); ok {
			where := "the net"
			if strings.HasSuffix(blocker, "under "+toTargetLabel+".") {
				// The target's fault is said under the net with the
				// target shown, which may not be now.
				where = "the net, under " + toTargetLabel
			}
			blocker = head + ". What is wrong is said under " + where + "."
		}
	}
	if blocker != p.Reason {
		p.Reason = blocker
		p.show()
	}
}

// The labels of the panel's rows and switches that the puzzle changes.
const (
	modeRowLabel   = "Mode"
	MetricRowLabel = "Metric"
	ToSolvedLabel  = "Solved"
	toTargetLabel  = "Target"
)

// SetPuzzle shows the controls of puzzle pz: the pocket cube has a metric
// where the 3x3x3 has its mode, and each puzzle its own To. OnSettings is
// not told: nothing was chosen, and each puzzle's To is as it was left.
func (p *SolvePanel) SetPuzzle(pz puzzle.Puzzle) {
	if pz == p.puzzle {
		return
	}
	p.toTarget[p.puzzle] = p.Settings.ToTarget
	p.puzzle, p.Settings.ToTarget = pz, p.toTarget[pz]
	p.show()
}

// fitsNote reports whether text fits the note's lines in the narrowest
// column, with room to spare for where the lines break.
func fitsNote(text string) bool {
	width := SideWidth - 2*theme.InnerPadding()
	return fyne.MeasureText(text, theme.CaptionTextSize(), fyne.TextStyle{}).Width <= 0.92*PanelNoteLines*width
}

// sideWidth is the least width of the right-hand column, enough for the
// solve controls and a 20-move solution on two or three lines; in a
// larger window it takes sideFraction of the width.
const (
	SideWidth    = 300
	SideFraction = 0.25
)
