package render

import (
	"image"
	"image/color"
	"testing"

	"cubesolver/solver/cube"
)

func TestDrawSolvedNet(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 640, 480))
	n := NewNet(640, 480)
	DrawNet(img, n, cube.SolvedFacelets(), nil, nil)
	for i := 0; i < cube.NumFacelets; i++ {
		x, y := n.Sticker(i).Center()
		if got, want := img.RGBAAt(int(x), int(y)), DefaultPalette[cube.Face(i/9)]; got != want {
			t.Errorf("%s at (%.0f, %.0f) = %v, want %v", cube.FaceletName(i), x, y, got, want)
		}
	}
	// The gap between two stickers shows the body; outside the net nothing
	// is drawn.
	a, b := n.Sticker(18), n.Sticker(19)
	gx, gy := int((a.X+a.W+b.X)/2), int(a.Y+a.H/2)
	if got := img.RGBAAt(gx, gy); got != DefaultStyle().Body {
		t.Errorf("gap at (%d, %d) = %v, want body colour", gx, gy, got)
	}
	if got := img.RGBAAt(2, 2); got != (color.RGBA{}) {
		t.Errorf("corner = %v, want transparent", got)
	}
}

func TestDrawBlankAndHighlight(t *testing.T) {
	img := image.NewRGBA(image.Rect(10, 20, 610, 470)) // bounds need not start at 0
	n := NewNet(600, 450)
	n.X0 += 10
	n.Y0 += 20
	f := cube.SolvedFacelets()
	f[0] = cube.Blank
	s := DefaultStyle()
	s.Background = color.RGBA{0x30, 0x40, 0x50, 0xFF}
	DrawNet(img, n, f, &s, []int{22, -1, 99})

	x, y := n.Sticker(0).Center()
	if got := img.RGBAAt(int(x), int(y)); got != DefaultPalette[cube.Blank] {
		t.Errorf("blank sticker = %v", got)
	}
	if got := img.RGBAAt(12, 22); got != s.Background.(color.RGBA) {
		t.Errorf("background = %v", got)
	}
	// The outline sits on the edge of sticker 22; its centre keeps its colour.
	r := n.Sticker(22)
	x, y = r.Center()
	if got := img.RGBAAt(int(x), int(y)); got != DefaultPalette[cube.F] {
		t.Errorf("highlighted sticker centre = %v", got)
	}
	ex, ey := int(r.X+n.Cell*outlineFrac*0.1), int(y)
	if got := img.RGBAAt(ex, ey); got != s.Highlight {
		t.Errorf("highlight edge at (%d, %d) = %v, want %v", ex, ey, got, s.Highlight)
	}
	// An unhighlighted sticker has no outline there.
	r = n.Sticker(21)
	ex, ey = int(r.X+n.Cell*outlineFrac*0.1), int(r.Y+r.H/2)
	if got := img.RGBAAt(ex, ey); got == s.Highlight {
		t.Errorf("sticker 21 is outlined")
	}
}

func BenchmarkDrawNet(b *testing.B) {
	img := image.NewRGBA(image.Rect(0, 0, 1800, 1300))
	n := NewNet(1800, 1300)
	f := cube.SolvedFacelets()
	for b.Loop() {
		DrawNet(img, n, f, nil, []int{1, 2, 3})
	}
}
