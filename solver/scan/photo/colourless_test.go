package photo

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"path/filepath"
	"testing"
)

// grey returns img in black and white: as a grayscale picture decodes
// (image.Gray), and as a phone's mono filter stores it (RGB, each pixel
// grey), through JPEG at quality 90.
func grey(t *testing.T, img image.Image) (gray, mono image.Image) {
	t.Helper()
	b := img.Bounds()
	g := image.NewGray(b)
	draw.Draw(g, b, img, b.Min, draw.Src)
	m := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			v := g.GrayAt(x, y).Y
			m.SetRGBA(x, y, color.RGBA{v, v, v, 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, m, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	mono, err := DecodeBytes(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return g, mono
}

// A black-and-white photo shows a face's grid but not its colours: it is
// refused, saying so, where its greys were read as colours (the robot's
// six photos in grey: 8 stickers in doubt and 4 wrong; one of them grey
// among five in colour: 13 in doubt and 24 wrong; the corner pair r1, r2
// in grey: 36 in doubt), and nothing said why.
func TestBlackAndWhiteIsRefused(t *testing.T) {
	face := func(name string) {
		img := loaded(t, name)
		if _, err := FindFaces(img, 3); err != nil {
			t.Fatalf("%s in colour: %v", name, err)
		}
		gray, mono := grey(t, img)
		for _, g := range []image.Image{gray, mono} {
			for _, n := range []int{3, 2} {
				_, err := FindFaces(g, n)
				if !errors.Is(err, ErrNoColour) || !errors.Is(err, ErrNoFace) {
					t.Errorf("%s in grey (%T), %d×%d: %v, want ErrNoColour", name, g, n, n, err)
				}
			}
		}
	}
	corner := func(name string) {
		img := loaded(t, name)
		if _, err := FindCorner(img); err != nil {
			t.Fatalf("%s in colour: %v", name, err)
		}
		gray, mono := grey(t, img)
		for _, g := range []image.Image{gray, mono} {
			if _, err := FindCorner(g); !errors.Is(err, ErrNoColour) {
				t.Errorf("%s in grey (%T): %v, want ErrNoColour", name, g, err)
			}
		}
	}
	face(filepath.Join("testdata", "cube1", "U.jpg"))
	corner(filepath.Join("testdata", "corners1", "first.jpg"))
	dir := sharedPhotos(t)
	face(filepath.Join(dir, "rubiks-cube-tracker", "test-data", "3x3x3-random-01", "rubiks-side-F.png"))
	corner(filepath.Join(dir, "cubecolor", "images", "r1.jpg"))
}

// No photo in colour is taken for black and white: not the real ones
// (a cube robot's, corner views of a solved cube on white, webcam
// screenshots), nor the synthetic testdata.
func TestColourPhotosAreNotColourless(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.jpg"))
	check := func(files []string) {
		for _, name := range files {
			img := loaded(t, name)
			if newWorkImage(img).colourless() {
				t.Errorf("%s: taken for black and white", name)
			}
		}
	}
	check(files)
	dir := sharedPhotos(t)
	for _, pattern := range []string{"cubecolor/images/*.jpg", "qbr/*.jpg", "rubiks-cube-tracker/test-data/*/*.png"} {
		more, _ := filepath.Glob(filepath.Join(dir, pattern))
		check(more)
	}
}
