package app

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// screenShare is how much of the screen a window fitted to it takes at
// most: the rest is left to the desktop's panels and the window's frame.
const screenShare = 0.94

// fitToScreen makes w no larger than its screen: a size asked for in
// Fyne's units is multiplied by the scale (FYNE_SCALE=1.5 made
// -size 1920x1080 a window of 2880x1620 pixels on a screen of 1920x1080).
// It runs on the main thread, where Fyne runs GLFW; where the screen
// cannot be told it leaves w alone. The content's least size still wins.
func fitToScreen(w fyne.Window) {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return
	}
	mode := m.GetVideoMode()
	scale := w.Canvas().Scale()
	if mode == nil || scale <= 0 {
		return
	}
	if fit, ok := fitSize(w.Canvas().Size(), fyne.NewSize(float32(mode.Width), float32(mode.Height)), scale); ok {
		w.Resize(fit)
	}
}

// fitSize is size (in units) made to fit a screen of pixels at scale,
// and whether it had to change.
func fitSize(size, screen fyne.Size, scale float32) (fyne.Size, bool) {
	room := fyne.NewSize(screen.Width*screenShare/scale, screen.Height*screenShare/scale)
	if size.Width <= room.Width && size.Height <= room.Height {
		return size, false
	}
	return fyne.NewSize(fyne.Min(size.Width, room.Width), fyne.Min(size.Height, room.Height)), true
}
