package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Segmented is a choice of one of a few options shown as a row of
// buttons, the chosen one highlighted. Unlike a radio group it never keeps
// the keyboard focus after a click (a tapped button gives it up), so the
// window's keys go on working, and it cannot be unset. A button pressed
// with Space keeps the focus (KeyButton), so Tab goes on from it.
type Segmented struct {
	Options []string
	Buttons []*KeyButton
	Content *fyne.Container

	// Selected is the option chosen.
	Selected string
	// OnChanged is called when the user (or SetSelected) chooses another
	// option.
	OnChanged func(string)
}

func NewSegmented(options []string, changed func(string)) *Segmented {
	s := &Segmented{Options: options, OnChanged: changed}
	var objs []fyne.CanvasObject
	for _, o := range options {
		b := NewKeyButton(o, func() { s.SetSelected(o) })
		s.Buttons = append(s.Buttons, b)
		objs = append(objs, b)
	}
	s.Content = container.NewGridWithColumns(len(options), objs...)
	s.show()
	return s
}

// SetSelected chooses option o; an unknown option is ignored.
func (s *Segmented) SetSelected(o string) {
	if o == s.Selected {
		return
	}
	known := false
	for _, x := range s.Options {
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

// SetQuietly shows o as chosen without calling OnChanged.
func (s *Segmented) SetQuietly(o string) {
	s.Selected = o
	s.show()
}

func (s *Segmented) show() {
	for i, b := range s.Buttons {
		imp := widget.MediumImportance
		if s.Options[i] == s.Selected {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}
