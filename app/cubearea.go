package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/widgets"
)

// cubeArea is the left of the window: the editor (the net and its tools)
// and the 3D player. When there is room for both they sit side by side, so
// the 3D cube follows the stickers as they are painted; when there is not
// (an 800x600 window) one is shown at a time and a switch "Edit | 3D" on
// top chooses which.
type cubeArea struct {
	widget.BaseWidget

	edit, play fyne.CanvasObject
	// net is the editor's net, which grows into the room the editor is
	// given beside the 3D cube.
	net              fyne.CanvasObject
	editTab, playTab *widgets.KeyButton
	header           *fyne.Container

	// playChosen is which pane the switch shows when only one fits.
	playChosen bool
	// wide is whether the last layout put both panes side by side.
	wide bool
}

func newCubeArea(edit, net, play fyne.CanvasObject) *cubeArea {
	a := &cubeArea{edit: edit, net: net, play: play}
	a.editTab = widgets.NewKeyButtonWithIcon("Edit", theme.DocumentCreateIcon(), func() { a.choose(false) })
	a.playTab = widgets.NewKeyButtonWithIcon("3D", theme.MediaPlayIcon(), func() { a.choose(true) })
	a.header = container.NewGridWithColumns(2, a.editTab, a.playTab)
	a.ExtendBaseWidget(a)
	a.showTabs()
	return a
}

// choose shows the player (play) or the editor when only one fits; when
// both fit it only remembers the choice for when the window gets smaller.
func (a *cubeArea) choose(play bool) {
	if a.playChosen == play {
		return
	}
	a.playChosen = play
	a.showTabs()
	a.Refresh()
}

// showPlayer makes sure the player can be seen: Play and Animate call it.
func (a *cubeArea) showPlayer() { a.choose(true) }

// editing notes that the cube was edited: in a wide window, where both
// panes show, the editor is then the pane in use, and a window made
// narrow afterwards shows it, not the player played last. In a narrow one
// nothing changes: an edit made with the player shown (Ctrl+Z) must not
// swap the pane under the pointer.
func (a *cubeArea) editing() {
	if a.wide && a.playChosen {
		a.playChosen = false
		a.showTabs()
	}
}

// playerShown reports whether the player is on screen, so that the keys
// go to it only then.
func (a *cubeArea) playerShown() bool { return a.wide || a.playChosen }

// showTabs marks the chosen half of the switch, as a segmented control
// does.
func (a *cubeArea) showTabs() {
	on, off := a.editTab, a.playTab
	if a.playChosen {
		on, off = off, on
	}
	if on.Importance != widget.HighImportance || off.Importance != widget.LowImportance {
		on.Importance, off.Importance = widget.HighImportance, widget.LowImportance
		on.Refresh()
		off.Refresh()
	}
}

// CreateRenderer implements fyne.Widget.
func (a *cubeArea) CreateRenderer() fyne.WidgetRenderer { return &cubeAreaRenderer{a: a} }

// cubeAreaRenderer lays the panes out side by side or one at a time,
// deciding afresh on every resize.
type cubeAreaRenderer struct{ a *cubeArea }

// wideEnough reports whether both panes fit side by side in width w, each
// at a comfortable size.
func (r *cubeAreaRenderer) wideEnough(w float32) bool {
	a := r.a
	need := fyne.Max(a.edit.MinSize().Width, wideEditWidth) +
		fyne.Max(a.play.MinSize().Width, wideCubeWidth) + theme.Padding()
	return w >= need
}

// The least widths of the panes side by side: below them a squeezed net
// and moves entry beside a thin 3D cube are worse than the switch.
const (
	wideEditWidth = 420
	wideCubeWidth = 400
)

func (r *cubeAreaRenderer) Layout(size fyne.Size) {
	a := r.a
	pad := theme.Padding()
	a.wide = r.wideEnough(size.Width)
	if a.wide {
		a.header.Hide()
		a.edit.Show()
		a.play.Show()
		ew := r.editWidth(size)
		a.edit.Move(fyne.NewPos(0, 0))
		a.edit.Resize(fyne.NewSize(ew, size.Height))
		a.play.Move(fyne.NewPos(ew+pad, 0))
		a.play.Resize(fyne.NewSize(size.Width-ew-pad, size.Height))
		return
	}
	a.header.Show()
	hh := a.header.MinSize().Height
	a.header.Move(fyne.NewPos(0, 0))
	a.header.Resize(fyne.NewSize(size.Width, hh))
	shown, hidden := a.edit, a.play
	if a.playChosen {
		shown, hidden = a.play, a.edit
	}
	hidden.Hide()
	shown.Show()
	shown.Move(fyne.NewPos(0, hh+pad))
	shown.Resize(fyne.NewSize(size.Width, size.Height-hh-pad))
}

// editWidth is the editor's width beside the 3D cube in size: half, or
// more where the net's stickers can grow into it (as large as the height
// left by the tools allows, up to editor.MaxStickerSize) while the 3D cube
// keeps two fifths; or the editor's minimum if that is more. It depends
// on the size and the least sizes alone, which no click changes.
func (r *cubeAreaRenderer) editWidth(size fyne.Size) float32 {
	a := r.a
	pad := theme.Padding()
	ew := fyne.Max(a.edit.MinSize().Width, (size.Width-pad)/2)
	tools := a.edit.MinSize().Height - a.net.MinSize().Height
	most := size.Width - pad - fyne.Max(fyne.Max(a.play.MinSize().Width, wideCubeWidth), size.Width*2/5)
	return fyne.Max(ew, fyne.Min(editor.WidthFor(size.Height-tools), most))
}

// MinSize is that of the narrow layout, the smallest there is.
func (r *cubeAreaRenderer) MinSize() fyne.Size {
	a := r.a
	panes := a.edit.MinSize().Max(a.play.MinSize())
	h := a.header.MinSize()
	return fyne.NewSize(fyne.Max(panes.Width, h.Width), h.Height+theme.Padding()+panes.Height)
}

func (r *cubeAreaRenderer) Refresh() {
	r.Layout(r.a.Size())
	canvas := fyne.CurrentApp().Driver().CanvasForObject(r.a)
	if canvas != nil {
		canvas.Refresh(r.a)
	}
}

func (r *cubeAreaRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.a.header, r.a.edit, r.a.play}
}

func (r *cubeAreaRenderer) Destroy() {}
