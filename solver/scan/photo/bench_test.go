package photo

import (
	"image"
	"math/rand/v2"
	"testing"

	"cubesolver/solver/cube"
)

// benchPictures are a photo of the testdata (a JPEG, 360×360) and a
// synthetic one of the hardest condition (480×480, decoded from JPEG),
// with a photo four times as large (1440×1440, RGBA): each read from
// YCbCr, and from RGBA as PNGs and turned photos are.
func benchPictures(b *testing.B) map[string]image.Image {
	b.Helper()
	jpg, err := Load("testdata/cube1/U.jpg")
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	synth := photograph(cube.Random(r).Facelets(), cube.F, conditions[len(conditions)-1], r)
	big := conditions[2]
	big.size = 1440
	return map[string]image.Image{"jpeg": jpg, "synthetic": synth, "large": photograph(cube.Random(r).Facelets(), cube.F, big, r)}
}

// How long making the work image (scaling down, CIELAB, smoothing)
// takes, and finding a face in all: go test -bench . -run XXX.
func BenchmarkNewWorkImage(b *testing.B) {
	for name, img := range benchPictures(b) {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				newWorkImage(img)
			}
		})
	}
}

func BenchmarkFindFaces(b *testing.B) {
	for name, img := range benchPictures(b) {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := FindFaces(img, 3); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
