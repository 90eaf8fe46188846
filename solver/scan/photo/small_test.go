package photo

import (
	"errors"
	"image"
	"image/color"
	"image/draw"
	"path/filepath"
	"strings"
	"testing"

	xdraw "golang.org/x/image/draw"
)

// framed returns img shrunk to scale and set in the middle of a grey
// picture of img's size: the cube photographed from further away.
func framed(img image.Image, scale float64) image.Image {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Rect, image.NewUniform(color.RGBA{128, 128, 128, 255}), image.Point{}, draw.Src)
	w, h := int(float64(b.Dx())*scale), int(float64(b.Dy())*scale)
	at := image.Rect((b.Dx()-w)/2, (b.Dy()-h)/2, (b.Dx()-w)/2+w, (b.Dy()-h)/2+h)
	xdraw.ApproxBiLinear.Scale(out, at, img, b, draw.Src, nil)
	return out
}

// A face or a corner too small in the photo to be found is refused with
// what to do: take the photo nearer (the message named no cause, so that
// a person could not tell a cube too far from no cube). The robot's
// photos, shrunk into a frame of their size, are read with the face a
// tenth of the photo across, and not at 8%; cubecolor's corner pair with
// the cube a fifth across, not at 16%.
func TestTooSmallSaysNearer(t *testing.T) {
	dir := sharedPhotos(t)
	face := loaded(t, filepath.Join(dir, "rubiks-cube-tracker", "test-data", "3x3x3-random-01", "rubiks-side-U.png"))
	if _, err := FindFaces(framed(face, 0.4), 3); err != nil {
		t.Errorf("the face 12%% of the photo across: %v", err)
	}
	_, err := FindFaces(framed(face, 0.2), 3)
	if !errors.Is(err, ErrNoFace) || !strings.Contains(err.Error(), "take the photo nearer") {
		t.Errorf("the face 6%% of the photo across: %v, want no face found, and to take the photo nearer", err)
	}
	corner := loaded(t, filepath.Join(dir, "cubecolor", "images", "r1.jpg"))
	if _, err := FindCorner(framed(corner, 0.8)); err != nil {
		t.Errorf("the cube a quarter of the photo across: %v", err)
	}
	_, err = FindCorner(framed(corner, 0.4))
	if !errors.Is(err, ErrNoCorner) || !strings.Contains(err.Error(), "take the photo nearer") {
		t.Errorf("the cube an eighth of the photo across: %v, want no corner found, and to take the photo nearer", err)
	}
}
