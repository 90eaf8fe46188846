package camera

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan"
)

// testdata/recorded holds one session's frames as a webcam sends them,
// 320×240: each face as Motion-JPEG without Huffman tables (U.mjpg …
// B.mjpg), the F face also as raw YUYV (F.yuyv, limited range), F.png the
// picture both were made from (by ffmpeg, from a picture rendered by
// package render), and want the cube they show.
const recorded = "testdata/recorded"

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(recorded, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func reference(t *testing.T) image.Image {
	t.Helper()
	f, err := os.Open(filepath.Join(recorded, "F.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// meanDiff is the mean absolute difference per channel, 0-255, of two
// pictures of the same size.
func meanDiff(t *testing.T, a, b image.Image) float64 {
	t.Helper()
	if a.Bounds() != b.Bounds() {
		t.Fatalf("sizes differ: %v and %v", a.Bounds(), b.Bounds())
	}
	var sum float64
	bd := a.Bounds()
	for y := bd.Min.Y; y < bd.Max.Y; y++ {
		for x := bd.Min.X; x < bd.Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			for _, d := range []int{int(r1>>8) - int(r2>>8), int(g1>>8) - int(g2>>8), int(b1>>8) - int(b2>>8)} {
				sum += float64(max(d, -d))
			}
		}
	}
	return sum / float64(3*bd.Dx()*bd.Dy())
}

func TestDecodeYUYV(t *testing.T) {
	img, err := Decode(YUYV, 320, 240, readFile(t, "F.yuyv"))
	if err != nil {
		t.Fatal(err)
	}
	// Chroma is shared by each pair of pixels, so edges blur a little; a
	// range mistake (limited read as full) would be off by far more.
	if d := meanDiff(t, img, reference(t)); d > 4 {
		t.Errorf("decoded YUYV frame differs from the picture it was made from by %.1f a channel on average", d)
	}
}

func TestDecodeMJPEGWithoutHuffmanTables(t *testing.T) {
	data := readFile(t, "F.mjpg")
	if hasDHT(data) {
		t.Fatal("the recorded frame has Huffman tables; it should be as a webcam sends it")
	}
	img, err := Decode(MJPEG, 0, 0, data)
	if err != nil {
		t.Fatal(err)
	}
	if d := meanDiff(t, img, reference(t)); d > 6 {
		t.Errorf("decoded MJPEG frame differs from the picture it was made from by %.1f a channel on average", d)
	}
	// A frame that has its tables decodes as it is.
	with := append(append(append([]byte{}, data[:2]...), standardDHT()...), data[2:]...)
	if _, err := Decode(MJPEG, 0, 0, with); err != nil {
		t.Errorf("frame with tables: %v", err)
	}
}

// TestRecordedSession reads the cube from the recorded frames, as the
// window does from a camera: decode, find the face, measure its stickers,
// resolve the six faces.
func TestRecordedSession(t *testing.T) {
	want, err := cube.ParseFacelets(strings.TrimSpace(string(readFile(t, "want"))))
	if err != nil {
		t.Fatal(err)
	}
	face := func(img image.Image) [9]scan.RGB {
		t.Helper()
		v := Look(img)
		if !v.Found {
			t.Fatal("no face found")
		}
		return v.Colours
	}
	var colours [cube.NumFacelets]scan.RGB
	for f := cube.U; f <= cube.B; f++ {
		img, err := Decode(MJPEG, 0, 0, readFile(t, f.String()+".mjpg"))
		if err != nil {
			t.Fatalf("%v: %v", f, err)
		}
		c := face(img)
		copy(colours[9*int(f):], c[:])
	}
	res, err := scan.Resolve(colours)
	if err != nil {
		t.Fatal(err)
	}
	if res.Facelets != want {
		t.Errorf("read %v, want %v", res.Facelets, want)
	}
	// The F face from the raw frame reads the same.
	img, err := Decode(YUYV, 320, 240, readFile(t, "F.yuyv"))
	if err != nil {
		t.Fatal(err)
	}
	c := face(img)
	copy(colours[9*int(cube.F):], c[:])
	if res, err := scan.Resolve(colours); err != nil || res.Facelets != want {
		t.Errorf("with the YUYV frame for F: read %v (%v), want %v", res.Facelets, err, want)
	}
}

func TestDecodeBadFrames(t *testing.T) {
	mjpg := readFile(t, "U.mjpg")
	for _, c := range []struct {
		name          string
		format        Format
		width, height int
		data          []byte
		says          string
	}{
		{"empty YUYV", YUYV, 320, 240, nil, "needs 153600"},
		{"short YUYV", YUYV, 320, 240, make([]byte, 1000), "has 1000 bytes"},
		{"odd width", YUYV, 3, 2, make([]byte, 12), "odd"},
		{"no size", YUYV, 0, 240, make([]byte, 10), "not a picture"},
		{"negative size", YUYV, -2, -2, make([]byte, 10), "not a picture"},
		{"empty MJPEG", MJPEG, 0, 0, nil, "does not start as a JPEG"},
		{"not JPEG", MJPEG, 0, 0, []byte("hello, world"), "does not start as a JPEG"},
		{"headers only", MJPEG, 0, 0, mjpg[:300], "MJPEG frame"},
		{"cut short", MJPEG, 0, 0, mjpg[:len(mjpg)/2], "MJPEG frame"},
		{"broken header", MJPEG, 0, 0, []byte{0xFF, 0xD8, 0xFF, 0xC0, 0xFF, 0xFF}, "MJPEG frame"},
		{"unknown format", Format(7), 320, 240, make([]byte, 10), "Format(7)"},
	} {
		img, err := Decode(c.format, c.width, c.height, c.data)
		if err == nil {
			t.Errorf("%s: decoded to %v, want an error", c.name, img.Bounds())
			continue
		}
		if !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %q does not say %q", c.name, err, c.says)
		}
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(byte(0), 4, 2, make([]byte, 16))
	mjpg, err := os.ReadFile(filepath.Join(recorded, "U.mjpg"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(byte(1), 0, 0, mjpg)
	f.Fuzz(func(t *testing.T, format byte, w, h int, data []byte) {
		if w*h > 1<<20 || w > 1<<12 || h > 1<<12 {
			return // a frame larger than any camera's
		}
		img, err := Decode(Format(format%3), w, h, data)
		if err == nil && img == nil {
			t.Fatal("no picture and no error")
		}
	})
}

// BenchmarkFrame is the work on each camera frame: decode it, find the
// face, measure its stickers. Its rate bounds how often the window looks.
func BenchmarkFrame(b *testing.B) {
	for _, c := range []struct {
		name   string
		format Format
		file   string
	}{{"MJPEG-320x240", MJPEG, "F.mjpg"}, {"YUYV-320x240", YUYV, "F.yuyv"}} {
		data, err := os.ReadFile(filepath.Join(recorded, c.file))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				img, err := Decode(c.format, 320, 240, data)
				if err != nil {
					b.Fatal(err)
				}
				if !Look(img).Found {
					b.Fatal("no face found")
				}
			}
		})
	}
}

// The stand-in camera shows its pictures in turn, each for hold frames,
// and Open gives it when EnvFiles names pictures.
func TestFilesCamera(t *testing.T) {
	names := []string{filepath.Join(recorded, "F.mjpg"), filepath.Join(recorded, "F.png")}
	t.Setenv(EnvFiles, strings.Join(names, string(filepath.ListSeparator)))
	c, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	// The MJPEG frame decodes to a YCbCr picture, the PNG to another kind.
	for k := 0; k < 25; k++ {
		img, err := c.Frame()
		if err != nil {
			t.Fatal(err)
		}
		_, isMJPEG := img.(*image.YCbCr)
		if want := k/12%2 == 0; isMJPEG != want {
			t.Fatalf("frame %d is a %T, want the MJPEG frame %v", k, img, want)
		}
	}
	c.Close()
	if _, err := c.Frame(); err == nil {
		t.Error("a frame after Close")
	}
	t.Setenv(EnvFiles, filepath.Join(recorded, "want"))
	if _, err := Open(); !errors.Is(err, ErrNoCamera) || !strings.Contains(err.Error(), "want") {
		t.Errorf("a file that is no picture: %v", err)
	}
}

// BenchmarkFramePocket looks at a frame for a pocket cube's face (a
// 360x360 JPEG photo, decoded each time as a camera's frame would be).
func BenchmarkFramePocket(b *testing.B) {
	data, err := os.ReadFile("../photo/testdata/pocket1/F.jpg")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		img, err := Decode(MJPEG, 360, 360, data)
		if err != nil {
			b.Fatal(err)
		}
		if !LookN(img, 2).Found {
			b.Fatal("no face found")
		}
	}
}
