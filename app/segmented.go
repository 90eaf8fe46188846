package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// segmented is a choice of one of a few options shown as a row of
// buttons, the chosen one highlighted. Unlike a radio group it never keeps
// the keyboard focus after a click (a tapped button gives it up), so the
// window's keys go on working, and it cannot be unset.
type segmented struct {
	options []string
	buttons []*widget.Button
	content *fyne.Container

	// Selected is the option chosen.
	Selected string
	// OnChanged is called when the user (or SetSelected) chooses another
	// option.
	OnChanged func(string)
}

func newSegmented(options []string, changed func(string)) *segmented {
	s := &segmented{options: options, OnChanged: changed}
	var objs []fyne.CanvasObject
	for _, o := range options {
		b := widget.NewButton(o, func() { s.SetSelected(o) })
		s.buttons = append(s.buttons, b)
		objs = append(objs, b)
	}
	s.content = container.NewGridWithColumns(len(options), objs...)
	s.show()
	return s
}

// SetSelected chooses option o; an unknown option is ignored.
func (s *segmented) SetSelected(o string) {
	if o == s.Selected {
		return
	}
	known := false
	for _, x := range s.options {
		known = known || x == o
	}
	if !known {
		return
	}
	s.Selected = o
	s.show()
	if s.OnChanged != nil {
		s.OnChanged(o)
	}
}

// setQuietly shows o as chosen without calling OnChanged.
func (s *segmented) setQuietly(o string) {
	s.Selected = o
	s.show()
}

func (s *segmented) show() {
	for i, b := range s.buttons {
		imp := widget.MediumImportance
		if s.options[i] == s.Selected {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}
