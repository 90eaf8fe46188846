package app

import (
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/solver/search"
)

// tablePicker is the solve panel's choice of the optimal search's table,
// shown in optimal mode only: a list of the sizes in the panel's form
// ("small · 294 MB ✓", ticked when built), and under the form a line
// about the size chosen: how fast optimal mode is with it or, while it is
// not built, its size and build time beside a Build button. In standard
// mode every part is hidden and keeps its room, so that nothing else
// moves.
type tablePicker struct {
	sel    *quietSelect
	item   *widget.FormItem // the list's row in the panel's form
	status *widget.Label
	build  *widget.Button
	line   fyne.CanvasObject // status and build, under the form

	// tables are the sizes as the solver last listed them; loaded is set
	// once the solver is there (tables stays nil if it has none).
	tables []search.OptimalTable
	loaded bool
	// building is the name of the size being built, "" if none: one is
	// built at a time.
	building string
	// labels maps the list's options to the sizes' names.
	labels map[string]string
}

// tableLabel is the list's label in the form, there while the list is.
const tableLabel = "Table"

func newTablePicker(onPick func(name string), onBuild func()) *tablePicker {
	t := &tablePicker{labels: map[string]string{}}
	t.sel = newQuietSelect(nil, func(label string) {
		if name, ok := t.labels[label]; ok {
			onPick(name)
		}
	})
	t.item = widget.NewFormItem(tableLabel, kept(t.sel))
	t.status = widget.NewLabel("")
	t.status.Wrapping = fyne.TextWrapWord
	t.status.SizeName = theme.SizeNameCaptionText
	t.build = widget.NewButtonWithIcon("Build", theme.DownloadIcon(), onBuild)
	// Its place is the size of the button shown, measured before it is
	// first hidden (a button hidden before it is drawn leaves out its
	// icon).
	slot := container.NewGridWrap(t.build.MinSize(), kept(t.build))
	t.line = container.NewBorder(nil, nil, nil, container.NewCenter(slot),
		newTextBox(tableStatusLines, theme.SizeNameCaptionText, t.status))
	return t
}

// tableStatusLines is the height of the line under the list, in lines of
// caption text: the longest thing it says fits in the narrowest column.
const tableStatusLines = 2

// chosen returns the size named name as the solver last listed it.
func (t *tablePicker) chosen(name string) (search.OptimalTable, bool) {
	for _, x := range t.tables {
		if x.Name == name {
			return x, true
		}
	}
	return search.OptimalTable{}, false
}

// optionLabel is how the list shows size x: "small · 294 MB ✓".
func optionLabel(x search.OptimalTable) string {
	s := x.Name + " · " + megabytes(x.Bytes)
	if x.Built {
		s += " ✓"
	}
	return s
}

// show brings the picker in line with settings st; it reports whether the
// form's label changed (the form then needs a refresh).
func (t *tablePicker) show(st Settings) (labelChanged bool) {
	visible := st.Mode == Optimal && (!t.loaded || t.tables != nil)
	text := ""
	if visible {
		text = tableLabel
	}
	labelChanged = t.item.Text != text
	t.item.Text = text
	if !visible {
		t.sel.Hide()
		t.status.Hide()
		t.build.Hide()
		return labelChanged
	}

	var options []string
	selected := ""
	clear(t.labels)
	if t.tables == nil {
		// Not loaded yet: the names alone, nothing to choose until the
		// solver can say which are built.
		options, selected = []string{st.OptimalTable}, st.OptimalTable
	}
	for _, x := range t.tables {
		o := optionLabel(x)
		t.labels[o] = x.Name
		options = append(options, o)
		if x.Name == st.OptimalTable {
			selected = o
		}
	}
	if !slices.Equal(t.sel.Options, options) {
		t.sel.Options = options
		t.sel.Refresh()
	}
	if t.sel.Selected != selected {
		t.sel.Selected = selected // quietly: the settings say it already
		t.sel.Refresh()
	}
	enable(t.sel, t.loaded)
	t.sel.Show()

	status, build, canBuild := t.say(st.OptimalTable)
	if t.status.Text != status {
		t.status.SetText(status)
	}
	t.status.Show()
	if build {
		t.build.Show()
	} else {
		t.build.Hide()
	}
	enable(t.build, canBuild)
	return labelChanged
}

// say is what the line under the list says of the size named name, and
// whether the Build button is there and can be pressed.
func (t *tablePicker) say(name string) (status string, build, canBuild bool) {
	x, ok := t.chosen(name)
	switch {
	case !t.loaded || !ok:
		return "", false, false
	case x.Built:
		if x.Speed == "" {
			return "Built.", false, false
		}
		return "Built: " + x.Speed + ".", false, false
	case x.Building || t.building == x.Name:
		// How far it is shows along the bottom.
		return fmt.Sprintf("Being built: %s, about %s on two cores.", megabytes(x.Bytes), buildTime(x.Build)), false, false
	}
	// While another is built (one at a time), Build waits for it.
	return fmt.Sprintf("Not built: %s, about %s to build on two cores.", megabytes(x.Bytes), buildTime(x.Build)),
		true, t.building == ""
}

// buildTime words how long a build takes, as measured: "1 min", "15 min".
func buildTime(d time.Duration) string {
	switch {
	case d <= 0:
		return "a while"
	case d < time.Minute:
		return fmt.Sprintf("%d s", int(d.Seconds()+0.5))
	}
	return fmt.Sprintf("%d min", int(d.Minutes()+0.5))
}

// tableOffer is what the user is asked, once a run, before optimal table
// x is built.
func tableOffer(x search.OptimalTable) string {
	speed := ""
	if x.Speed != "" {
		speed = " (" + x.Speed + ")"
	}
	return fmt.Sprintf("Optimal mode is several times faster with its optimal table %s%s: %s on disk, built once, in about %s on two cores. Build it now, in the background?",
		x.Name, speed, megabytes(x.Bytes), buildTime(x.Build))
}
