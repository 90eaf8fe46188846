package widgets

import (
	"cubesolver/app/internal/shortcuts"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ShowConfirm asks a yes/no question in a modal pop-up over c and calls ok
// if the answer is yes. It is a small stand-in for dialog.NewConfirm, whose
// package pulls in file-dialog dependencies this program does not need.
func ShowConfirm(c fyne.Canvas, title, message, yes string, ok func()) *widget.PopUp {
	return ShowChoice(c, title, message, yes, "Cancel", ok, nil)
}

// ShowChoice is showConfirm with the other button named no, calling
// notNow (if set) when it is pressed.
func ShowChoice(c fyne.Canvas, title, message, yes, no string, ok, notNow func()) *widget.PopUp {
	heading := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	body := widget.NewLabel(message)
	body.Wrapping = fyne.TextWrapWord
	var pop *widget.PopUp
	cancel := NewKeyButtonWithIcon(no, theme.CancelIcon(), func() {
		pop.Hide()
		if notNow != nil {
			notNow()
		}
	})
	confirm := NewKeyButtonWithIcon(yes, theme.ConfirmIcon(), func() {
		pop.Hide()
		ok()
	})
	confirm.Importance = widget.HighImportance
	buttons := container.NewHBox(LayoutSpacer(), cancel, confirm)
	keys := &DialogKeys{OnEnter: confirm.OnTapped, OnEscape: cancel.OnTapped}
	keys.ExtendBaseWidget(keys)
	content := container.NewStack(keys, container.NewBorder(heading, buttons, nil, nil, body))
	pop = widget.NewModalPopUp(content, c)
	// Wide enough to read the sticker list without a column of words.
	width := fyne.Min(520, c.Size().Width-4*theme.Padding())
	pop.Resize(fyne.NewSize(width, content.MinSize().Height))
	body.Resize(fyne.NewSize(width, body.MinSize().Height))
	pop.Resize(fyne.NewSize(width, content.MinSize().Height+2*theme.Padding()))
	pop.Show()
	c.Focus(keys)
	return pop
}

// DialogKeys gives a pop-up the keys a dialog has: Enter for its main
// button, Escape for the other. It draws nothing and takes no clicks. It
// takes the shortcuts too, so that Ctrl+Z or Ctrl+V do not reach the
// window behind the pop-up; onPaste, if set, is what Ctrl+V does.
type DialogKeys struct {
	widget.BaseWidget
	OnEnter, OnEscape func()
	OnPaste           func()
}

// TypedShortcut implements fyne.Shortcutable.
func (k *DialogKeys) TypedShortcut(s fyne.Shortcut) {
	switch {
	case shortcuts.IsQuit(s):
		shortcuts.QuitApp()
	case k.OnPaste != nil:
		if _, ok := s.(*fyne.ShortcutPaste); ok {
			k.OnPaste()
		}
	}
}

func (k *DialogKeys) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(layout.NewSpacer())
}

// FocusGained implements fyne.Focusable.
func (k *DialogKeys) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (k *DialogKeys) FocusLost() {}

// TypedRune implements fyne.Focusable.
func (k *DialogKeys) TypedRune(rune) {}

// Tapped implements fyne.Tappable: a click on the pop-up beside its
// buttons keeps its keys working.
func (k *DialogKeys) Tapped(*fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(k); c != nil {
		c.Focus(k)
	}
}

// TypedKey implements fyne.Focusable.
func (k *DialogKeys) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		k.OnEnter()
	case fyne.KeyEscape:
		k.OnEscape()
	}
}

// LayoutSpacer fills the space before right-aligned buttons.
func LayoutSpacer() fyne.CanvasObject { return layout.NewSpacer() }
