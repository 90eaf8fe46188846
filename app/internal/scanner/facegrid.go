package scanner

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// faceGrid lays out the six faces' cells (each a face's button, its
// picture and its name) as large as the room allows: in 1, 2, 3 or 6
// columns, whichever shows a photo largest. A cuber checks in the
// pictures that the right face was read and where its stickers were
// found, which a small picture hides.
//
// The cells' sizes and places depend on the room alone, never on what
// they show: a photo read, a name or a problem said changes nothing, so a
// button is still under the pointer while photos load.
type faceGrid struct {
	// least is the pictures' least side, in the cells' MinSize.
	least float32
}

// gridColumns are the column counts tried, the first kept on a tie.
var gridColumns = []int{3, 2, 6, 1}

// photoAspect is the shape of the photo the grid is made for, width over
// height: a camera's 4:3, held landscape. A square photo or a wider one
// (16:9) loses little in a cell made for it.
const photoAspect = 4.0 / 3.0

func (g faceGrid) MinSize(objects []fyne.CanvasObject) fyne.Size {
	cell := cellMin(objects)
	pad := theme.Padding()
	return fyne.NewSize(3*cell.Width+2*pad, 2*cell.Height+pad)
}

func (g faceGrid) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	cols, cell := g.arrange(cellMin(objects), size)
	pad := theme.Padding()
	for k, o := range objects {
		o.Move(fyne.NewPos(float32(k%cols)*(cell.Width+pad), float32(k/cols)*(cell.Height+pad)))
		o.Resize(cell)
	}
}

// arrange chooses the columns for six cells of least size least in size,
// and each cell's size: the one in which a photo of photoAspect is shown
// largest, its picture being what the cell has beyond its least size and
// the least picture.
func (g faceGrid) arrange(least, size fyne.Size) (int, fyne.Size) {
	pad := theme.Padding()
	extra := least.Height - g.least // the button's and the name's height
	best, bestCols, bestCell := float32(-1), 0, fyne.Size{}
	for _, cols := range gridColumns {
		rows := 6 / cols
		cell := fyne.NewSize((size.Width-float32(cols-1)*pad)/float32(cols), (size.Height-float32(rows-1)*pad)/float32(rows))
		w := fyne.Max(0, fyne.Min(cell.Width, (cell.Height-extra)*photoAspect))
		if area := w * w / photoAspect; area > best {
			best, bestCols, bestCell = area, cols, cell
		}
	}
	return bestCols, fyne.NewSize(fyne.Max(bestCell.Width, least.Width), fyne.Max(bestCell.Height, least.Height))
}

// cellMin is the largest of the cells' least sizes.
func cellMin(objects []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objects {
		m = m.Max(o.MinSize())
	}
	return m
}
