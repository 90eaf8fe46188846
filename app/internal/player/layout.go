package player

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// cubeOverControls lays the player out: the cube on top, in a square as
// wide as the pane where the height allows, and the controls below it,
// taking the rest of the height, which goes to the move list. In a tall
// window the cube (drawn in a square) had empty space above and below it
// while the list showed two rows of a twenty-move solution.
type cubeOverControls struct{ cube, controls fyne.CanvasObject }

func (l cubeOverControls) MinSize([]fyne.CanvasObject) fyne.Size {
	c, k := l.cube.MinSize(), l.controls.MinSize()
	return fyne.NewSize(max(c.Width, k.Width), c.Height+theme.Padding()+k.Height)
}

func (l cubeOverControls) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	least := l.controls.MinSize().Height
	side := max(l.cube.MinSize().Height, min(size.Width, size.Height-least-pad))
	l.cube.Move(fyne.NewPos(0, 0))
	l.cube.Resize(fyne.NewSize(size.Width, side))
	l.controls.Move(fyne.NewPos(0, side+pad))
	l.controls.Resize(fyne.NewSize(size.Width, max(least, size.Height-side-pad)))
}
