package editor

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/render"
	"cubesolver/solver/cube"
)

// pixelAt returns the colour the window shows at sticker i of view.
func pixelAt(t *testing.T, w fyne.Window, view *NetView, i int) color.RGBA {
	t.Helper()
	img := w.Canvas().Capture()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(view)
	size := view.Size()
	x, y := render.NewNet(float64(size.Width), float64(size.Height)).Sticker(i).Center()
	scale := float64(w.Canvas().Scale())
	px := int((float64(pos.X) + x) * scale)
	py := int((float64(pos.Y) + y) * scale)
	r, g, b, a := img.At(px, py).RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func TestNetViewRenders(t *testing.T) {
	test.NewTempApp(t)
	f := cube.SolvedFacelets()
	f[20] = cube.Blank // F3
	f[49] = cube.D     // B5 is a centre, but the view shows whatever it is given
	v := NewNetView(f)
	w := test.NewTempWindow(t, v)
	w.Resize(fyne.NewSize(640, 480))

	for i := 0; i < cube.NumFacelets; i++ {
		if got, want := pixelAt(t, w, v, i), render.DefaultPalette[f[i]]; got != want {
			t.Errorf("%s shows %v, want %v", cube.FaceletName(i), got, want)
		}
	}

	// New stickers are drawn after SetFacelets, also at another size.
	g := cube.SolvedFacelets()
	v.SetFacelets(g)
	w.Resize(fyne.NewSize(500, 700))
	for _, i := range []int{4, 20, 49} {
		if got, want := pixelAt(t, w, v, i), render.DefaultPalette[g[i]]; got != want {
			t.Errorf("after SetFacelets %s shows %v, want %v", cube.FaceletName(i), got, want)
		}
	}
}

func TestNetViewHighlight(t *testing.T) {
	test.NewTempApp(t)
	v := NewNetView(cube.SolvedFacelets())
	w := test.NewTempWindow(t, v)
	w.Resize(fyne.NewSize(640, 480))

	edge := func(i int) color.RGBA {
		img := w.Canvas().Capture()
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(v)
		size := v.Size()
		n := render.NewNet(float64(size.Width), float64(size.Height))
		r := n.Sticker(i)
		s := float64(w.Canvas().Scale())
		p := image.Pt(int((float64(pos.X)+r.X+1)*s), int((float64(pos.Y)+r.Y+r.H/2)*s))
		c := color.RGBAModel.Convert(img.At(p.X, p.Y)).(color.RGBA)
		return c
	}
	hl := render.DefaultStyle().Highlight
	if edge(13) == hl {
		t.Fatal("outlined before SetHighlight")
	}
	v.SetHighlight([]int{13})
	if got := edge(13); got != hl {
		t.Errorf("highlighted sticker edge = %v, want %v", got, hl)
	}
	if got := v.Highlight(); len(got) != 1 || got[0] != 13 {
		t.Errorf("Highlight() = %v", got)
	}
	v.SetHighlight(nil)
	if edge(13) == hl {
		t.Error("still outlined after SetHighlight(nil)")
	}
}

// newTestNet shows the solved cube's net in a 640x480 test window, and
// returns it with its layout (where each sticker is).
func newTestNet(t *testing.T) (*NetView, render.Net) {
	t.Helper()
	test.NewTempApp(t)
	v := NewNetView(cube.SolvedFacelets())
	w := test.NewTempWindow(t, v)
	w.Resize(fyne.NewSize(640, 480))
	size := v.Size()
	return v, render.NewNet(float64(size.Width), float64(size.Height))
}

func TestNetViewTap(t *testing.T) {
	v, n := newTestNet(t)

	var tapped []int
	v.OnTapped = func(i int) { tapped = append(tapped, i) }
	for _, i := range []int{0, 22, 53} {
		x, y := n.Sticker(i).Center()
		test.TapAt(v, fyne.NewPos(float32(x), float32(y)))
	}
	test.TapAt(v, fyne.NewPos(1, 1)) // outside the net: ignored
	if len(tapped) != 3 || tapped[0] != 0 || tapped[1] != 22 || tapped[2] != 53 {
		t.Errorf("tapped %v, want [0 22 53]", tapped)
	}
}

func TestNetViewMinSize(t *testing.T) {
	test.NewTempApp(t)
	min := NewNetView(cube.SolvedFacelets()).MinSize()
	if min.Width < 12*MinStickerSize || min.Height < 9*MinStickerSize {
		t.Errorf("MinSize %v is too small for %v-unit stickers", min, MinStickerSize)
	}
}

// A quick stroke paints every sticker it crosses, the one it began on
// too: the driver reports a drag only once the pointer has moved, and
// then where it is, a sticker or more on. A stroke along U's top row,
// reported at U2 and U3, painted U2 and U3 but not U1.
func TestNetViewDragPaintsTheWay(t *testing.T) {
	v, n := newTestNet(t)
	at := func(i int) fyne.Position {
		x, y := n.Sticker(i).Center()
		return fyne.NewPos(float32(x), float32(y))
	}
	var painted []int
	v.OnDragged = func(i int) {
		if len(painted) == 0 || painted[len(painted)-1] != i {
			painted = append(painted, i)
		}
	}
	drag := func(from, to fyne.Position) {
		v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-from.X, to.Y-from.Y)})
	}
	drag(at(0), at(1)) // pressed on U1, first reported on U2
	drag(at(1), at(2))
	drag(at(2), at(8)) // down to U9 in one report, across U6
	want := []int{0, 1, 2, 5, 8}
	if len(painted) != len(want) {
		t.Fatalf("painted %v, want %v", painted, want)
	}
	for k := range want {
		if painted[k] != want[k] {
			t.Fatalf("painted %v, want %v", painted, want)
		}
	}
}
