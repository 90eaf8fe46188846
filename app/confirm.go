package app

import (
	"cubesolver/app/internal/shortcuts"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// showConfirm asks a yes/no question in a modal pop-up over c and calls ok
// if the answer is yes. It is a small stand-in for dialog.NewConfirm, whose
// package pulls in file-dialog dependencies this program does not need.
func showConfirm(c fyne.Canvas, title, message, yes string, ok func()) *widget.PopUp {
	return showChoice(c, title, message, yes, "Cancel", ok, nil)
}

// showChoice is showConfirm with the other button named no, calling
// notNow (if set) when it is pressed.
func showChoice(c fyne.Canvas, title, message, yes, no string, ok, notNow func()) *widget.PopUp {
	heading := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	body := widget.NewLabel(message)
	body.Wrapping = fyne.TextWrapWord
	var pop *widget.PopUp
	cancel := widget.NewButtonWithIcon(no, theme.CancelIcon(), func() {
		pop.Hide()
		if notNow != nil {
			notNow()
		}
	})
	confirm := widget.NewButtonWithIcon(yes, theme.ConfirmIcon(), func() {
		pop.Hide()
		ok()
	})
	confirm.Importance = widget.HighImportance
	buttons := container.NewHBox(layoutSpacer(), cancel, confirm)
	keys := &dialogKeys{onEnter: confirm.OnTapped, onEscape: cancel.OnTapped}
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

// dialogKeys gives a pop-up the keys a dialog has: Enter for its main
// button, Escape for the other. It draws nothing and takes no clicks. It
// takes the shortcuts too, so that Ctrl+Z or Ctrl+V do not reach the
// window behind the pop-up; onPaste, if set, is what Ctrl+V does.
type dialogKeys struct {
	widget.BaseWidget
	onEnter, onEscape func()
	onPaste           func()
}

// TypedShortcut implements fyne.Shortcutable.
func (k *dialogKeys) TypedShortcut(s fyne.Shortcut) {
	switch {
	case shortcuts.IsQuit(s):
		shortcuts.QuitApp()
	case k.onPaste != nil:
		if _, ok := s.(*fyne.ShortcutPaste); ok {
			k.onPaste()
		}
	}
}

func (k *dialogKeys) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(layout.NewSpacer())
}

// FocusGained implements fyne.Focusable.
func (k *dialogKeys) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (k *dialogKeys) FocusLost() {}

// TypedRune implements fyne.Focusable.
func (k *dialogKeys) TypedRune(rune) {}

// Tapped implements fyne.Tappable: a click on the pop-up beside its
// buttons keeps its keys working.
func (k *dialogKeys) Tapped(*fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(k); c != nil {
		c.Focus(k)
	}
}

// TypedKey implements fyne.Focusable.
func (k *dialogKeys) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		k.onEnter()
	case fyne.KeyEscape:
		k.onEscape()
	}
}

// layoutSpacer fills the space before right-aligned buttons.
func layoutSpacer() fyne.CanvasObject { return layout.NewSpacer() }
