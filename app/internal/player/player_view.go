package player

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/render"
)

// maxPitch keeps a dragged view just short of straight down or up, where
// left and right drags would stop making sense.
const maxPitch = 85 * math.Pi / 180

// minCubeSize is the smallest side of the 3D cube's area, in Fyne units.
const minCubeSize = 220

// cubeView is the player's 3D cube: it draws the playback's frame and
// turns the view when dragged.
type cubeView struct {
	widget.BaseWidget
	player *Player
	cube   *render.Cube3D // keeps its rasterizer and image between frames
	raster *canvas.Raster
}

func newCubeView(p *Player) *cubeView {
	v := &cubeView{player: p, cube: render.NewCube3D()}
	v.raster = canvas.NewRaster(v.draw)
	v.ExtendBaseWidget(v)
	return v
}

// draw renders the current frame w x h device pixels.
func (v *cubeView) draw(w, h int) image.Image {
	p := v.player
	f, t, angle := p.State.frame()
	v.cube.Style = playerStyle(v)
	v.cube.Hints = p.hints
	return v.cube.Render(w, h, render.Scene{Facelets: f, Turn: t, Angle: angle, View: p.view, Pocket: p.Pocket})
}

// playerStyle is the default colours on plastic that stands out from the
// theme's background: black plastic all but vanishes on a dark one.
func playerStyle(w fyne.Widget) render.Style {
	s := render.DefaultStyle()
	bg := theme.ColorForWidget(theme.ColorNameBackground, w)
	if r, g, b, _ := bg.RGBA(); 299*r+587*g+114*b < 1000*0x8000 {
		s.Body = color.RGBA{0x0C, 0x0C, 0x0C, 0xFF}
	}
	return s
}

// Dragged implements fyne.Draggable: the cube follows the pointer, a drag
// across the whole view turning it half way round.
func (v *cubeView) Dragged(e *fyne.DragEvent) {
	p := v.player
	k := math.Pi / math.Max(1, float64(min(v.Size().Width, v.Size().Height)))
	view := p.view
	view.Yaw -= float64(e.Dragged.DX) * k
	view.Pitch += float64(e.Dragged.DY) * k
	view.Yaw = math.Remainder(view.Yaw, 2*math.Pi)
	p.SetView(view)
}

// DragEnd implements fyne.Draggable.
func (v *cubeView) DragEnd() {}

// Tapped implements fyne.Tappable: a tap on the cube gives the player the
// keyboard focus.
func (v *cubeView) Tapped(*fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
		c.Focus(v)
	}
}

// DoubleTapped implements fyne.DoubleTappable: back to the default view.
func (v *cubeView) DoubleTapped(*fyne.PointEvent) { v.player.ResetView() }

// CreateRenderer implements fyne.Widget.
func (v *cubeView) CreateRenderer() fyne.WidgetRenderer {
	return &cubeViewRenderer{v: v}
}

// cubeViewRenderer lays the raster over the whole view; the raster is
// drawn at device resolution, so the cube stays sharp at any scale.
type cubeViewRenderer struct{ v *cubeView }

func (r *cubeViewRenderer) Layout(size fyne.Size) {
	r.v.raster.Resize(size)
	r.v.raster.Move(fyne.NewPos(0, 0))
}

func (r *cubeViewRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(minCubeSize) }

func (r *cubeViewRenderer) Refresh() { r.v.raster.Refresh() }

func (r *cubeViewRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.v.raster}
}

func (r *cubeViewRenderer) Destroy() {}
