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

// Check says what Load would say is wrong with a photo's file, reading
// its header only: quick enough to ask while a path is typed, where Load
// decodes every pixel.
func Check(file string) error {
	f, err := scan.OpenFile(file)
	if err != nil {
		return err
	}
	defer f.Close()
	_, _, err = decodeHeader(f)
	return err
}

// DecodeBytes reads a photo from the bytes of a PNG or JPEG file (a
// picture pasted, say), as Load does.
func DecodeBytes(data []byte) (image.Image, error) { return Decode(bytes.NewReader(data)) }

// Decode reads a PNG or JPEG picture from r, once its header has said that
// it is not larger than MaxPixels, turned upright as a phone's EXIF data
// says it was taken.
func Decode(r io.ReadSeeker) (image.Image, error) {
	_, format, err := decodeHeader(r)
	if err != nil {
		return nil, err
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

// decodeHeader reads a picture's header from r: its size and format, or
// why it is not read (a format this package does not read, no picture at
// all, more than MaxPixels).
func decodeHeader(r io.ReadSeeker) (image.Config, string, error) {
	cfg, format, err := image.DecodeConfig(r)
	if err != nil {
		if _, serr := r.Seek(0, io.SeekStart); serr == nil {
			var head [16]byte
			n, _ := io.ReadFull(r, head[:])
			if n == 0 {
				return cfg, "", ErrEmpty
			}
			if f := otherFormat(head[:n]); f != nil {
				return cfg, "", f
			}
		}
		return cfg, "", fmt.Errorf("%w (%v)", ErrNotPicture, err)
	}
	if px := int64(cfg.Width) * int64(cfg.Height); px > MaxPixels {
		return cfg, "", fmt.Errorf("%w: %d×%d pixels (%.0f megapixels); the most read is %d megapixels: scale it down", ErrTooLarge,
			cfg.Width, cfg.Height, float64(px)/1e6, MaxPixels/1_000_000)
	}
	return cfg, format, nil
}

// FormatError says that a file is a picture in a format this package does
// not read, and what to do: a phone's photo may be HEIC (an iPhone's
// default) or WebP, and a picture saved from elsewhere GIF, BMP or TIFF.
// It is an ErrNotPicture (errors.Is).
type FormatError struct {
	Format string // "HEIC", "WebP", ...
	hint   string
}

func (e *FormatError) Error() string {
	return fmt.Sprintf("%s: a %s picture%s; save it as JPEG or PNG", ErrNotPicture, e.Format, e.hint)
}

// Is makes a FormatError an ErrNotPicture.
func (e *FormatError) Is(target error) bool { return target == ErrNotPicture }

// otherFormat names the format of a picture this package does not read,
// from the first bytes of its file, or returns nil.
func otherFormat(head []byte) *FormatError {
	has := func(at int, s string) bool { return len(head) >= at+len(s) && string(head[at:at+len(s)]) == s }
	switch {
	case has(4, "ftyp") && len(head) >= 12:
		switch string(head[8:12]) {
		case "heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1":
			return &FormatError{"HEIC", " (as an iPhone takes photos; its Camera settings, Formats, Most Compatible, takes JPEGs)"}
		case "avif", "avis":
			return &FormatError{"AVIF", ""}
		}
	case has(0, "RIFF") && has(8, "WEBP"):
		return &FormatError{"WebP", ""}
	case has(0, "GIF8"):
		return &FormatError{"GIF", ""}
	case has(0, "BM"):
		return &FormatError{"BMP", ""}
	case has(0, "II*\x00"), has(0, "MM\x00*"):
		return &FormatError{"TIFF", ""}
	}
	return nil
}
