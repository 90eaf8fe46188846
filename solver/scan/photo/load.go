package photo

import (
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // the formats photos come in
	_ "image/png"
	"os"
)

// ErrNotPicture says that a file is not a picture this package reads.
var ErrNotPicture = errors.New("not a PNG or JPEG picture")

// Load reads a photo from a PNG or JPEG file. An unreadable file gives the
// os error; anything else gives an error wrapping ErrNotPicture.
func Load(file string) (image.Image, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrNotPicture, err)
	}
	return img, nil
}
