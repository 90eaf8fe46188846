package camera

import (
	"image"
	"image/draw"
	"os"
	"path/filepath"
	"testing"

	"cubesolver/solver/scan/photo"
)

// A camera's frame in black and white (a mono or night mode) is said to
// be so, as a photo in black and white is refused, and no face or corner
// is taken from it: its greys were read as colours (the robot's photo of
// U in grey was found as a face, 9 stickers measured). Real photos: the
// robot's U face and cubecolor's corner r1, each in colour and in grey.
func TestLookSaysBlackAndWhite(t *testing.T) {
	dir := sharedPhotos(t)
	grey := func(img image.Image) image.Image {
		g := image.NewGray(img.Bounds())
		draw.Draw(g, g.Rect, img, img.Bounds().Min, draw.Src)
		return g
	}
	face, err := photo.Load(filepath.Join(dir, "rubiks-cube-tracker", "test-data", "3x3x3-random-01", "rubiks-side-U.png"))
	if err != nil {
		t.Fatal(err)
	}
	if v := Look(face); !v.Found || v.Colourless {
		t.Errorf("face in colour: found %v, colourless %v", v.Found, v.Colourless)
	}
	if v := Look(grey(face)); v.Found || !v.Colourless {
		t.Errorf("face in grey: found %v, colourless %v", v.Found, v.Colourless)
	}
	if v := LookN(grey(face), 2); v.Found || !v.Colourless {
		t.Errorf("face in grey as a pocket cube's: found %v, colourless %v", v.Found, v.Colourless)
	}
	corner, err := photo.Load(filepath.Join(dir, "cubecolor", "images", "r1.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	if v := LookCorner(grey(corner)); v.Found || !v.Colourless {
		t.Errorf("corner in grey: found %v, colourless %v", v.Found, v.Colourless)
	}
}

// sharedPhotos returns the folder of real photos kept beside the
// repository (shared/photos, found by looking up from here, or
// $CUBESOLVER_SHARED_PHOTOS), or skips the test where there is none.
func sharedPhotos(t *testing.T) string {
	t.Helper()
	if dir := os.Getenv("CUBESOLVER_SHARED_PHOTOS"); dir != "" {
		return dir
	}
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		p := filepath.Join(dir, "shared", "photos")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("no shared/photos beside the repository (set CUBESOLVER_SHARED_PHOTOS)")
		}
		dir = parent
	}
}
