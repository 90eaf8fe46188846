// Package phototest helps tests of reading cubes from photos.
package phototest

import (
	"image"
	"image/png"
	"os"
	"testing"

	"cubesolver/solver/scan/photo"
)

// WriteTurned writes the photo in file turned a quarter turn anticlockwise
// to the PNG file to: a face photographed held turned.
func WriteTurned(t testing.TB, file, to string) {
	t.Helper()
	img, err := photo.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dy(), b.Dx()))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.Set(y-b.Min.Y, b.Max.X-1-x, img.At(x, y))
		}
	}
	f, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
}
