package solvepanel

import (
	"fmt"
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver/search"
)

// TablePicker is the solve panel's choice of the optimal search's table,
// shown in optimal mode only: a list of the sizes ("small · 259 MB ✓",
// ticked when built) in the form row that standard mode gives to the
// target length, and what the panel's note says of the size chosen: how
// fast optimal mode is with it or, while it is not built, its size and
// build time beside a Build button (in the note's place, on its right).
type TablePicker struct {
	Sel   *widgets.QuietSelect
	Build *widgets.KeyButton
	// slot is the Build button's place, at the right end of the panel's
	// note, and gap keeps the note's text clear of it; both are there
	// only while the button is.
	slot *fyne.Container
	gap  *canvas.Rectangle

	// Tables are the sizes as the solver last listed them; loaded is set
	// once the solver is there (tables stays nil if it has none).
	Tables []search.OptimalTable
	Loaded bool
	// Building is the name of the size being built, "" if none: one is
	// built at a time.
	Building string
	// labels maps the list's options to the sizes' names.
	labels map[string]string
}

// The labels of the form row the list shares with the target length.
const (
	LengthLabel = "Length"
	TableLabel  = "Table"
)

func NewTablePicker(onPick func(name string), onBuild func()) *TablePicker {
	t := &TablePicker{labels: map[string]string{}}
	t.Sel = widgets.NewQuietSelect(nil, func(label string) {
		if name, ok := t.labels[label]; ok {
			onPick(name)
		}
	})
	t.Build = widgets.NewKeyButtonWithIcon("Build", theme.DownloadIcon(), onBuild)
	// Pressed with Space, it hides as the build starts: the list keeps the
	// focus.
	t.Build.FocusAfter = t.Sel
	// Its place is the size of the button shown, measured before it is
	// first hidden (a button hidden before it is drawn leaves out its
	// icon).
	t.slot = container.NewBorder(nil, nil, nil,
		container.NewCenter(container.NewGridWrap(t.Build.MinSize(), widgets.Kept(t.Build))))
	t.gap = canvas.NewRectangle(color.Transparent)
	t.gap.SetMinSize(fyne.NewSize(t.Build.MinSize().Width, 0))
	return t
}

// shown reports whether the list is there with settings st: in optimal
// mode, unless the solver turned out to have no optimal table.
func (t *TablePicker) shown(st Settings) bool {
	return st.Mode == search.Optimal && (!t.Loaded || t.Tables != nil)
}

// chosen returns the size named name as the solver last listed it.
func (t *TablePicker) chosen(name string) (search.OptimalTable, bool) {
	for _, x := range t.Tables {
		if x.Name == name {
			return x, true
		}
	}
	return search.OptimalTable{}, false
}

// optionLabel is how the list shows size x: "small · 259 MB ✓".
func optionLabel(x search.OptimalTable) string {
	s := x.Name + " · " + words.Bytes(x.Bytes)
	if x.Built {
		s += " ✓"
	}
	return s
}

// show brings the list in line with settings st, and shows or hides it.
func (t *TablePicker) show(st Settings) {
	if !t.shown(st) {
		t.Sel.Hide()
		return
	}
	var options []string
	selected := ""
	clear(t.labels)
	if t.Tables == nil {
		// Not loaded yet: the names alone, nothing to choose until the
		// solver can say which are built.
		options, selected = []string{st.OptimalTable}, st.OptimalTable
	}
	for _, x := range t.Tables {
		o := optionLabel(x)
		t.labels[o] = x.Name
		options = append(options, o)
		if x.Name == st.OptimalTable {
			selected = o
		}
	}
	if !slices.Equal(t.Sel.Options, options) {
		t.Sel.Options = options
		t.Sel.Refresh()
	}
	if t.Sel.Selected != selected {
		t.Sel.Selected = selected // quietly: the settings say it already
		t.Sel.Refresh()
	}
	widgets.Enable(t.Sel, t.Loaded)
	t.Sel.Show()
}

// showBuild shows the Build button (enabled or not) or takes it away.
func (t *TablePicker) showBuild(shown, enabled bool) {
	for _, o := range []fyne.CanvasObject{t.slot, t.gap, t.Build} {
		if shown {
			o.Show()
		} else {
			o.Hide()
		}
	}
	widgets.Enable(t.Build, enabled)
}

// Say is what the panel's note says of the size named name ("" while
// the solver cannot tell), and whether the Build button is beside it and
// can be pressed. Each fits the note's lines in the narrowest column,
// beside the button when it is there.
func (t *TablePicker) Say(name string) (status string, build, canBuild bool) {
	x, ok := t.chosen(name)
	switch {
	case !t.Loaded || !ok:
		return "", false, false
	case x.Built:
		if x.Speed == "" {
			return "Table " + x.Name + " is built. " + optimalDoes, false, false
		}
		return "Table " + x.Name + ": " + x.Speed + ". " + optimalDoes, false, false
	case x.Building || t.Building == x.Name:
		// How far it is shows under the cubes.
		return "Table " + x.Name + " is being built; searches are slower until it is ready.", false, false
	}
	// While another is built (one at a time), Build waits for it.
	return fmt.Sprintf("Table %s is not built (%s, %s to build): %s.",
		x.Name, words.Bytes(x.Bytes), buildTime(x.Build), t.meanwhile(x)), true, t.Building == ""
}

// meanwhile says which table searches use while x is not built, as the
// solver chooses it: the largest smaller size built (not a larger one: a
// size picked smaller may have been picked for the memory), else the
// least table.
func (t *TablePicker) meanwhile(x search.OptimalTable) string {
	var used *search.OptimalTable
	for i := range t.Tables {
		y := &t.Tables[i]
		if y.Built && !y.Building && y.Name != search.SizeLeast && y.Bytes < x.Bytes && (used == nil || y.Bytes > used.Bytes) {
			used = y
		}
	}
	if used == nil {
		return "searches are slower"
	}
	return "searches use " + used.Name
}

// optimalDoes is what the note says of optimal mode once its table is
// built.
const optimalDoes = "Optimal proves the shortest solution."

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

// TableOffer is what the user is asked, once a run, before optimal table
// x is built.
func TableOffer(x search.OptimalTable) string {
	speed := ""
	if x.Speed != "" {
		speed = " (" + x.Speed + ")"
	}
	return fmt.Sprintf("Optimal mode is several times faster with its optimal table %s%s: %s on disk, built once, in about %s on two cores. Build it now, in the background?",
		x.Name, speed, words.Bytes(x.Bytes), buildTime(x.Build))
}
