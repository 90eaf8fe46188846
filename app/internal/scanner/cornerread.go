package scanner

import (
	"image"

	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

// cornerReading is what reading a corner's photo found, off the UI
// goroutine: the picture, and the three faces in it with their stickers'
// colours as seen, or why not.
type cornerReading struct {
	img     image.Image
	loadErr error // the file could not be read: said in a few words
	corner  photo.Corner
	seen    [3][9]scan.RGB
	err     error // no corner found (or measured) in the picture
}

// readCorner finds a cube's corner in img and measures its three faces.
func readCorner(img image.Image) cornerReading {
	r := cornerReading{img: img}
	r.corner, r.err = photo.FindCorner(img)
	if r.err == nil {
		r.seen, r.err = photo.SampleCorner(img, r.corner, photo.FrontCorner)
	}
	return r
}

// loadCorner reads the photo in file, and the corner in it.
func loadCorner(file string) cornerReading {
	img, err := loadPhoto(file)
	if err != nil {
		return cornerReading{loadErr: err}
	}
	return readCorner(img)
}
