package photo

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // the formats photos come in
	_ "image/png"
	"io"

	"cubesolver/solver/scan"
)

// ErrNotPicture says that a file is not a picture this package reads.
var ErrNotPicture = errors.New("not a PNG or JPEG picture")

// ErrTooLarge says that a picture has more pixels than MaxPixels.
var ErrTooLarge = errors.New("too large")

// MaxPixels is the most pixels a picture may have to be read: 64
// megapixels, more than a 50-megapixel phone photo. A picture's header
// can claim any size in a few bytes (a 69-byte PNG of 60000×60000 16-bit
// pixels would take 29 GB to decode), so the size is read first.
const MaxPixels = 64_000_000

// Load reads a photo from a PNG or JPEG file. A missing file gives the os
// error; a file that is not a regular one an error wrapping
// scan.ErrNotRegular; a picture too large one wrapping ErrTooLarge;
// anything else one wrapping ErrNotPicture.
func Load(file string) (image.Image, error) {
	f, err := scan.OpenFile(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Decode(f)
}

// DecodeBytes reads a photo from the bytes of a PNG or JPEG file (a
// picture pasted, say), as Load does.
func DecodeBytes(data []byte) (image.Image, error) { return Decode(bytes.NewReader(data)) }

// Decode reads a PNG or JPEG picture from r, once its header has said that
// it is not larger than MaxPixels, turned upright as a phone's EXIF data
// says it was taken.
func Decode(r io.ReadSeeker) (image.Image, error) {
	cfg, format, err := image.DecodeConfig(r)
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrNotPicture, err)
	}
	if px := int64(cfg.Width) * int64(cfg.Height); px > MaxPixels {
		return nil, fmt.Errorf("%w: %d×%d pixels (%.0f megapixels); the most read is %d megapixels: scale it down", ErrTooLarge,
			cfg.Width, cfg.Height, float64(px)/1e6, MaxPixels/1_000_000)
	}
	orientation := 1
	if format == "jpeg" {
		// The EXIF data comes first, in a segment of at most 64 KiB.
		if _, err := r.Seek(0, io.SeekStart); err != nil {
			return nil, err
		}
		head, _ := io.ReadAll(io.LimitReader(r, 1<<17))
		orientation = exifOrientation(head)
	}
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	img, _, err := image.Decode(r)
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrNotPicture, err)
	}
	return uprightImage(img, orientation), nil
}
