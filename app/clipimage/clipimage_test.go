package clipimage

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"os/exec"
	"testing"
)

// offer puts data on the clipboard as type typ with xclip, which serves
// two requests (the formats, then the content) and exits.
func offer(t *testing.T, typ string, data []byte) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display")
	}
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Skip("xclip is not installed (make deps installs it)")
	}
	cmd := exec.Command("xclip", "-selection", "clipboard", "-t", typ, "-loops", "2", "-i")
	cmd.Stdin = bytes.NewReader(data)
	if err := cmd.Run(); err != nil { // xclip returns once it owns the clipboard
		t.Fatal(err)
	}
}

// noisePNG is a picture of w×w random pixels: PNG cannot make it smaller,
// so its size is about 3w² bytes.
func noisePNG(t *testing.T, w int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, w))
	r := rand.New(rand.NewPCG(1, uint64(w)))
	for y := 0; y < w; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestReadPicture(t *testing.T) {
	// A small picture comes in one piece; a large one (3 MB) in the pieces
	// of the INCR protocol.
	for _, w := range []int{40, 1000} {
		want := noisePNG(t, w)
		offer(t, "image/png", want)
		got, format, err := Read()
		if err != nil {
			t.Fatalf("%d bytes: %v", len(want), err)
		}
		if format != "image/png" || !bytes.Equal(got, want) {
			t.Errorf("%d bytes put, %d bytes of %s read back", len(want), len(got), format)
		}
	}
}

func TestReadText(t *testing.T) {
	offer(t, "UTF8_STRING", []byte("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"))
	if _, _, err := Read(); !errors.Is(err, ErrNoPicture) {
		t.Errorf("text on the clipboard: %v, want ErrNoPicture", err)
	}
}

func TestNoDisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	if _, _, err := Read(); err == nil || errors.Is(err, ErrNoPicture) {
		t.Errorf("without a display: %v", err)
	}
}
