package app

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver/cube"

	"fyne.io/fyne/v2/test"
)

// Clean photos of a cube put back with a corner twisted are that cube:
// the editor gets it as read and says what is wrong with it, as it says
// of a cube painted so, rather than a real cube near it with three
// stickers outlined "unclear" that may well be right (which corner is
// twisted, the colours cannot tell). An edge flipped, the same.
func TestScannerPieceTurnedInPlace(t *testing.T) {
	skipReadingUnderRace(t, "TestScannerCloseDropsReads (a cube read again off the UI goroutine) and TestScannerReadsOffTheUIGoroutine")
	for name, tc := range map[string]struct {
		turn map[int]int // sticker: the face whose colour it shows
		why  string
	}{
		"URF twisted": {map[int]int{8: 1, 9: 2, 20: 0}, "twist"},
		"UF flipped":  {map[int]int{7: 2, 19: 0}, "flip"},
	} {
		f := cube.SolvedFacelets()
		for i, face := range tc.turn {
			f[i] = cube.Face(face)
		}
		tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
		s := tapScan(t, tv)
		s.Post = func(f func()) { tv.calls <- f }
		dir := t.TempDir()
		var files []string
		for face := cube.U; face <= cube.B; face++ {
			file := filepath.Join(dir, face.String()+".png")
			writeFacePhoto(t, file, f[9*face:9*face+9])
			files = append(files, file)
		}
		tv.editor.Dropped(files)
		tv.photosRead(t)
		test.Tap(s.Read)
		tv.pumpUntil(t, "the cube read did not arrive", func() bool { return !s.Pop.Visible() })
		if tv.editor.Facelets != f {
			t.Errorf("%s: editor has %s, want %s as read", name, tv.editor.Facelets, f)
		}
		v := tv.editor.Verdict
		if v.OK || !strings.Contains(strings.ToLower(v.Text), tc.why) {
			t.Errorf("%s: verdict %q", name, v.Text)
		}
		if note := tv.editor.UI.Notice.Text; !strings.HasPrefix(note, "Read from the photos.") || strings.Contains(note, "outlined") {
			t.Errorf("%s: note %q", name, note)
		}
	}
}

// palette is the colours of the synthetic photos' stickers, U R F D L B.
var palette = [6]color.RGBA{{245, 245, 245, 255}, {200, 20, 20, 255}, {20, 160, 40, 255}, {240, 220, 30, 255}, {250, 120, 10, 255}, {20, 50, 200, 255}}

// writeFacePhoto writes a face as a photo taken square on: nine stickers
// of faces' colours on a black body, on a grey table.
func writeFacePhoto(t *testing.T, file string, stickers []cube.Face) {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 400, 400))
	draw.Draw(img, img.Bounds(), &image.Uniform{color.RGBA{120, 120, 115, 255}}, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(50, 50, 350, 350), &image.Uniform{color.RGBA{15, 15, 15, 255}}, image.Point{}, draw.Src)
	for k, face := range stickers {
		x, y := 60+100*(k%3), 60+100*(k/3)
		draw.Draw(img, image.Rect(x, y, x+80, y+80), &image.Uniform{palette[face]}, image.Point{}, draw.Src)
	}
	out, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := png.Encode(out, img); err != nil {
		t.Fatal(err)
	}
}
