package app

import (
	"fmt"
	"math"
	"testing"

	"fyne.io/fyne/v2"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/render"
	"cubesolver/solver/cube"
)

// netSizes are window sizes from the least to a large screen's, each
// larger than the one before both ways.
var netSizes = []fyne.Size{{Width: 800, Height: 600}, {Width: 1024, Height: 700}, {Width: 1200, Height: 720},
	{Width: 1280, Height: 800}, {Width: 1600, Height: 900}, {Width: 1920, Height: 1080}, {Width: 2560, Height: 1440}, {Width: 3840, Height: 2160}}

// The net grows with the window, in both puzzles: its stickers as large as
// the room beside the 3D cube allows, up to editor.MaxStickerSize; the
// pocket cube's net is of the same size, its faces as large; at 800x600
// the editor has the whole width, as ever; and a click on a sticker
// (the cube made wrong, Auto-fix shown, then right again) moves nothing.
func TestNetGrowsWithTheWindow(t *testing.T) {
	last := 0.0
	for _, size := range netSizes {
		t.Run(fmt.Sprintf("%gx%g", size.Width, size.Height), func(t *testing.T) {
			tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
			tv.w.Resize(size)
			settle(tv.w.Canvas())
			net := tv.editor.UI.Net
			at, box := net.Position(), net.Size()
			cell := net.Layout(float64(box.Width), float64(box.Height)).Cell
			if cell < last-1e-6 || cell > editor.MaxStickerSize+1e-6 {
				t.Errorf("stickers of %.1f units, after %.1f in a smaller window (at most %d)", cell, last, editor.MaxStickerSize)
			}
			last = cell
			t.Logf("stickers of %.1f units", cell)
			area, edit := tv.area.Size(), tv.area.edit.Size()
			switch {
			case size.Width == 800:
				if tv.area.wide || edit.Width != area.Width {
					t.Errorf("at 800x600: wide %v, the editor %v wide of %v", tv.area.wide, edit.Width, area.Width)
				}
			case size.Width >= 1600:
				// The room is used: the net fills its height (or has
				// the largest stickers), or the 3D cube is at its least.
				_, rows := render.MinSize(1)
				full := cell*rows > float64(box.Height)-1 || cell > editor.MaxStickerSize-1e-6
				least := tv.area.play.Size().Width < area.Width*2/5+1
				if !tv.area.wide || !full && !least {
					t.Errorf("stickers of %.1f units in a net of %v, beside a 3D cube %v wide of %v", cell, box, tv.area.play.Size().Width, area.Width)
				}
			}
			// Clicks on stickers move nothing.
			tv.editor.SelectColour(cube.R)
			tv.editor.Paint(0)
			settle(tv.w.Canvas())
			if tv.editor.UI.FixBtn.Hidden || net.Position() != at || net.Size() != box {
				t.Errorf("a sticker painted wrong: the net went from %v %v to %v %v", at, box, net.Position(), net.Size())
			}
			tv.editor.SelectColour(cube.U)
			tv.editor.Paint(0)
			settle(tv.w.Canvas())
			if net.Position() != at || net.Size() != box {
				t.Errorf("painted back: the net went from %v %v to %v %v", at, box, net.Position(), net.Size())
			}
			// The pocket cube's net: the same size, its faces as large.
			tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
			settle(tv.w.Canvas())
			if net.Position() != at || net.Size() != box {
				t.Errorf("the 2x2x2's net is at %v %v, the 3x3x3's at %v %v", net.Position(), net.Size(), at, box)
			}
			pocket := net.Layout(float64(box.Width), float64(box.Height))
			if face, face3 := pocket.Face(cube.F).W, 3*cell; math.Abs(face-face3) > 0.1*face3 {
				t.Errorf("a 2x2x2's face is %.1f units, a 3x3x3's %.1f", face, face3)
			}
		})
	}
}
