package render

import (
	"flag"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"cubesolver/solver/cube"
)

// framesDir, when set, makes TestWriteFrames write pictures to look at.
var framesDir = flag.String("frames", "", "write sample frames of the 3D cube to this directory")

func mustTurn(t testing.TB, s string) cube.Turn {
	t.Helper()
	a, err := cube.ParseAlg(s)
	if err != nil || len(a) != 1 {
		t.Fatalf("ParseAlg(%q) = %v, %v", s, a, err)
	}
	return a[0]
}

func writePNG(t testing.TB, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestWriteFrames writes mid-turn frames, two views and a frame strip, to
// be looked at by a person: go test ./render -run WriteFrames -frames /tmp/player
func TestWriteFrames(t *testing.T) {
	if *framesDir == "" {
		t.Skip("no -frames directory")
	}
	if err := os.MkdirAll(*framesDir, 0o755); err != nil {
		t.Fatal(err)
	}
	c := NewCube3D()
	c.Style.Background = color.RGBA{0x30, 0x30, 0x34, 0xFF}
	solved := cube.SolvedFacelets()
	write := func(name string, s Scene) {
		img := c.Render(400, 400, s)
		writePNG(t, filepath.Join(*framesDir, name+".png"), img)
	}
	v := DefaultView()
	write("solved", Scene{Facelets: solved, View: v})
	for _, m := range []string{"U", "R", "F", "M", "x", "Rw"} {
		tr := mustTurn(t, m)
		write("mid_"+m, Scene{Facelets: solved, Turn: tr, Angle: math.Pi / 4, View: v})
		write("after_"+m, Scene{Facelets: TurnFacelets(solved, tr), View: v})
	}
	write("mid_U2", Scene{Facelets: solved, Turn: mustTurn(t, "U2"), Angle: math.Pi / 2, View: v})
	scr, _ := cube.ParseAlg("R U R' U' F2 D L' B")
	f := AlgFacelets(solved, scr)
	write("scrambled", Scene{Facelets: f, View: v})
	write("view_below", Scene{Facelets: f, View: View{Yaw: -2.3, Pitch: -0.5}})
	write("view_side", Scene{Facelets: f, View: View{Yaw: 1.2, Pitch: 0.1}})
	c.Hints = false
	write("nohints", Scene{Facelets: f, View: v})
	c.Hints = true

	// Strips of an R and an F2 turn in eight steps each.
	const w = 160
	for _, m := range []string{"R", "F2"} {
		strip := image.NewRGBA(image.Rect(0, 0, 9*w, w))
		tr := mustTurn(t, m)
		for i := 0; i <= 8; i++ {
			img := c.Render(w, w, Scene{Facelets: f, Turn: tr, Angle: float64(i) * TurnAngle(tr) / 8, View: v})
			draw.Draw(strip, image.Rect(i*w, 0, (i+1)*w, w), img, image.Point{}, draw.Src)
		}
		writePNG(t, filepath.Join(*framesDir, "strip_"+m+".png"), strip)
	}
}
