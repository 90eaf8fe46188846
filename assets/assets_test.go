package assets

import (
	"bytes"
	"image/png"
	"testing"
)

func TestIcon(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(Icon))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 256 || b.Dy() != 256 {
		t.Errorf("icon is %v, want 256x256", b)
	}
	// The middle of the picture is the corner where U, F and R meet; the
	// top centre sticker of U is white.
	r, g, b, _ := img.At(128, 60).RGBA()
	if r < 0xE000 || g < 0xE000 || b < 0xE000 {
		t.Errorf("U sticker at (128, 60) is not white: %x %x %x", r, g, b)
	}
}
