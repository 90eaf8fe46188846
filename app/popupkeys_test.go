package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
)

// findWidgetButton finds a button by its text anywhere under o, widgets'
// insides too.
func findWidgetButton(o fyne.CanvasObject, text string) *widget.Button {
	return buttonOf(findObject(o, func(o fyne.CanvasObject) bool {
		b := buttonOf(o)
		return b != nil && b.Text == text
	}))
}

// buttonOf is o's button: o itself, or the button a KeyButton or a
// TipButton is made of; nil if o is none.
func buttonOf(o fyne.CanvasObject) *widget.Button {
	switch b := o.(type) {
	case *widget.Button:
		return b
	case *widgets.KeyButton:
		return &b.Button
	case *widgets.TipButton:
		return &b.Button
	}
	return nil
}

// findObject returns the first object under o, o itself and widgets'
// insides too, for which match is true; nil if none.
func findObject(o fyne.CanvasObject, match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	if o == nil {
		return nil
	}
	if match(o) {
		return o
	}
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		kids = x.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(x).Objects()
	}
	for _, k := range kids {
		if found := findObject(k, match); found != nil {
			return found
		}
	}
	return nil
}

// While the scanner is open its keys go to it alone: after a face's file
// dialog has been opened and cancelled, Ctrl+Z, Ctrl+V and the colour keys
// do not change the cube behind it, and Escape closes the scanner.
func TestKeysBehindTheScanner(t *testing.T) {
	f, _, _ := scrambled(31)
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.w.Resize(fyne.NewSize(1200, 720))
	c := tv.w.Canvas()
	e := tv.editor
	e.Edit(f) // something to undo
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent(cube.SolvedFacelets().String())
	test.Tap(e.UI.ScanBtn)
	s := e.Scanner
	test.Tap(findButton(t, s.Pop.Content, "U face…"))
	if n := len(c.Overlays().List()); n != 2 {
		t.Fatalf("the U face's button opened no file dialog: %d pop-ups", n)
	}
	dialog := c.Overlays().Top()
	cancel := findWidgetButton(dialog, "Cancel")
	if cancel == nil {
		t.Fatal("the file dialog has no Cancel")
	}
	test.Tap(cancel)
	if len(c.Overlays().List()) != 1 || !s.Pop.Visible() {
		t.Fatal("cancelling the file dialog did not go back to the scanner")
	}
	colour := e.Colour
	pressShortcut(c, &fyne.ShortcutUndo{})
	pressShortcut(c, &fyne.ShortcutPaste{Clipboard: clip})
	typeRunes(c, "3")
	pressKey(c, fyne.KeyBackspace)
	if e.Facelets != f || e.Colour != colour {
		t.Errorf("keys typed over the scanner reached the editor behind it: cube changed %v, colour %v (was %v)", e.Facelets != f, e.Colour, colour)
	}
	pressKey(c, fyne.KeyEscape)
	if s.Pop.Visible() {
		t.Error("Escape did not close the scanner")
	}
	pressShortcut(c, &fyne.ShortcutUndo{})
	if e.Facelets != cube.SolvedFacelets() {
		t.Error("with the scanner closed, Ctrl+Z does not undo")
	}
}

// focusCounter is a control in a pop-up that counts the times it loses
// the focus, and passes its keys on to the window as a button does.
type focusCounter struct {
	widget.BaseWidget
	lost int
}

func (f *focusCounter) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(widget.NewLabel("counter"))
}
func (f *focusCounter) FocusGained() {}
func (f *focusCounter) FocusLost()   { f.lost++ }
func (f *focusCounter) TypedRune(r rune) {
	fyne.CurrentApp().Driver().CanvasForObject(f).OnTypedRune()(r)
}
func (f *focusCounter) TypedKey(e *fyne.KeyEvent) {
	fyne.CurrentApp().Driver().CanvasForObject(f).OnTypedKey()(e)
}

// The window finds a pop-up's keys once, not by moving the focus out of
// the control that has it and back on every key that control passes on.
func TestPopUpKeysFoundOnce(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	escaped := 0
	keys := &widgets.DialogKeys{OnEnter: func() {}, OnEscape: func() { escaped++ }}
	keys.ExtendBaseWidget(keys)
	counter := &focusCounter{}
	counter.ExtendBaseWidget(counter)
	pop := widget.NewModalPopUp(container.NewVBox(keys, counter), c)
	pop.Show()
	c.Focus(counter)
	for range 5 {
		pressKey(c, fyne.KeyEscape)
		typeRunes(c, "3")
	}
	if escaped != 5 || c.Focused() != fyne.Focusable(counter) {
		t.Errorf("5 Escapes passed on to the pop-up's keys: %d reached them, the focus on %T", escaped, c.Focused())
	}
	if counter.lost > 1 {
		t.Errorf("the control with the focus lost it %d times for 10 keys", counter.lost)
	}
}
