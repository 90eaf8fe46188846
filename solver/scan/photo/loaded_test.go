package photo

import (
	"image"
	"sync"
	"testing"
)

// loadedPhotos keeps each photo the tests load, decoded once: several
// tests read the robot's six 1920×1080 PNGs and cubecolor's JPEGs, each
// decoding them again (about 35 decodes of the PNGs, 100 of the JPEGs in
// a run). No test changes a picture it loads; each makes its own to
// change (turned, shifted in hue, grey, framed).
var loadedPhotos sync.Map // file -> *loadedPhoto

type loadedPhoto struct {
	once sync.Once
	img  image.Image
	err  error
}

// loaded returns the photo in file as Load reads it, decoding it the
// first time only; a file Load refuses fails the test.
func loaded(t testing.TB, file string) image.Image {
	t.Helper()
	v, _ := loadedPhotos.LoadOrStore(file, new(loadedPhoto))
	p := v.(*loadedPhoto)
	p.once.Do(func() { p.img, p.err = Load(file) })
	if p.err != nil {
		t.Fatal(p.err)
	}
	return p.img
}

// foundCorners keeps the corner FindCorner finds in each photo it is
// asked of by cornerIn: TestSolvedCorners and TestCheckOpposite read the
// same 28 photos of cubecolor's solved cube as corners. FindCorner gives
// the same corner every time (TestFindCornerSameEveryTime).
var foundCorners sync.Map // file -> *foundCorner

type foundCorner struct {
	once   sync.Once
	corner Corner
	err    error
}

// cornerIn returns the photo in file (see loaded) and what FindCorner
// returns for it, found the first time only.
func cornerIn(t testing.TB, file string) (image.Image, Corner, error) {
	t.Helper()
	img := loaded(t, file)
	v, _ := foundCorners.LoadOrStore(file, new(foundCorner))
	c := v.(*foundCorner)
	c.once.Do(func() { c.corner, c.err = FindCorner(img) })
	return img, c.corner, c.err
}
