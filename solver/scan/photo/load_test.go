package photo

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver/scan"
)

// pngHeader is a PNG file of a few bytes whose header says it is width ×
// height pixels of 16-bit RGBA: the size is all there is.
func pngHeader(width, height uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		binary.Write(&b, binary.BigEndian, uint32(len(data)))
		crc := crc32.NewIEEE()
		crc.Write([]byte(kind))
		crc.Write(data)
		b.WriteString(kind)
		b.Write(data)
		binary.Write(&b, binary.BigEndian, crc.Sum32())
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], width)
	binary.BigEndian.PutUint32(ihdr[4:], height)
	ihdr[8], ihdr[9] = 16, 6 // 16 bits a channel, RGBA
	chunk("IHDR", ihdr)
	chunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})
	chunk("IEND", nil)
	return b.Bytes()
}

// A picture whose header claims more than MaxPixels is refused before it
// is decoded (decoding this one would ask for 29 GB), from a file and from
// bytes alike; one within the limit is read.
func TestLoadTooLarge(t *testing.T) {
	dir := t.TempDir()
	huge := filepath.Join(dir, "huge.png")
	data := pngHeader(60000, 60000)
	if err := os.WriteFile(huge, data, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(huge)
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "60000×60000 pixels (3600 megapixels); the most read is 64 megapixels") {
		t.Errorf("a %d-byte PNG of 60000×60000: %v", len(data), err)
	}
	if _, err := DecodeBytes(data); !errors.Is(err, ErrTooLarge) {
		t.Errorf("the same bytes: %v", err)
	}
	if _, err := DecodeBytes(pngHeader(8001, 8000)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("8001×8000: %v", err)
	}
	// Just within the limit, the header passes (the data, a few bytes,
	// then fails as a picture, not as too large).
	if _, err := DecodeBytes(pngHeader(8000, 8000)); errors.Is(err, ErrTooLarge) || !errors.Is(err, ErrNotPicture) {
		t.Errorf("8000×8000: %v", err)
	}
	var small bytes.Buffer
	png.Encode(&small, image.NewGray(image.Rect(0, 0, 30, 20)))
	if img, err := DecodeBytes(small.Bytes()); err != nil || img.Bounds().Dx() != 30 {
		t.Errorf("a small picture: %v", err)
	}
}

// A folder, a missing file and an empty one say what they are, not
// "unknown format".
func TestLoadNotAFile(t *testing.T) {
	dir := t.TempDir()
	_, err := Load(dir)
	if !errors.Is(err, scan.ErrNotRegular) || !strings.Contains(err.Error(), "a folder") || errors.Is(err, ErrNotPicture) {
		t.Errorf("a folder: %v", err)
	}
	if _, err := Load(filepath.Join(dir, "U.jpg")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	text := filepath.Join(dir, "U.txt")
	os.WriteFile(text, []byte("hello"), 0o644)
	if _, err := Load(text); !errors.Is(err, ErrNotPicture) {
		t.Errorf("a text file: %v", err)
	}
	// An empty file says so: it said "not a PNG or JPEG picture (image:
	// unknown format)". It is no picture all the same.
	empty := filepath.Join(dir, "U.png")
	os.WriteFile(empty, nil, 0o644)
	if _, err := Load(empty); !errors.Is(err, ErrEmpty) || !errors.Is(err, ErrNotPicture) || err.Error() != "the file is empty: 0 bytes, no picture" {
		t.Errorf("an empty file: %v", err)
	}
}

// Decoding never panics nor decodes a picture larger than MaxPixels,
// whatever the bytes say.
func FuzzDecodeBytes(f *testing.F) {
	var small bytes.Buffer
	png.Encode(&small, image.NewGray(image.Rect(0, 0, 3, 2)))
	f.Add(small.Bytes())
	f.Add(pngHeader(60000, 60000))
	f.Add(pngHeader(8000, 8000))
	jpg, err := os.ReadFile("testdata/cube1/U.jpg")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(jpg[:600])
	f.Fuzz(func(t *testing.T, data []byte) {
		img, err := DecodeBytes(data)
		if err != nil {
			return
		}
		if b := img.Bounds(); int64(b.Dx())*int64(b.Dy()) > MaxPixels {
			t.Fatalf("decoded %v, more than MaxPixels", b)
		}
	})
}

// A picture in a format not read (a phone's HEIC or WebP, a GIF, BMP or
// TIFF) is named, with what to do, where it was "not a PNG or JPEG
// picture (image: unknown format)".
func TestLoadOtherFormats(t *testing.T) {
	for _, c := range []struct{ format, head string }{
		{"HEIC", "\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"},
		{"HEIC", "\x00\x00\x00\x1cftypmif1\x00\x00\x00\x00mif1heic"},
		{"AVIF", "\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1"},
		{"WebP", "RIFF\x24\x00\x00\x00WEBPVP8 "},
		{"GIF", "GIF89a\x01\x00\x01\x00\x00\x00\x00"},
		{"BMP", "BM\x3a\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00"},
		{"TIFF", "II*\x00\x08\x00\x00\x00"},
		{"TIFF", "MM\x00*\x00\x00\x00\x08"},
	} {
		_, err := DecodeBytes([]byte(c.head + strings.Repeat("\x00", 64)))
		var fe *FormatError
		if !errors.Is(err, ErrNotPicture) || !errors.As(err, &fe) || fe.Format != c.format || !strings.Contains(err.Error(), "save it as JPEG or PNG") {
			t.Errorf("%s: %v", c.format, err)
		}
	}
	if _, err := DecodeBytes([]byte("hello, world")); !errors.Is(err, ErrNotPicture) || strings.Contains(err.Error(), "save it as") {
		t.Errorf("text: %v", err)
	}
}

// Check says what Load says of a file that is no photo (missing, a
// folder, text, another format, too large) from its header alone, and
// nothing of a photo.
func TestCheck(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	for _, c := range []struct {
		file string
		want error
	}{
		{filepath.Join(dir, "U.jpg"), os.ErrNotExist},
		{dir, scan.ErrNotRegular},
		{write("U.txt", []byte("hello")), ErrNotPicture},
		{write("U.heic", []byte("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic")), ErrNotPicture},
		{write("huge.png", pngHeader(60000, 60000)), ErrTooLarge},
		{write("empty.png", nil), ErrEmpty},
		{"testdata/cube1/U.jpg", nil},
	} {
		err := Check(c.file)
		_, loadErr := Load(c.file)
		if c.want == nil && (err != nil || loadErr != nil) || c.want != nil && (!errors.Is(err, c.want) || err.Error() != loadErr.Error()) {
			t.Errorf("%s: Check says %v, Load %v; want %v", c.file, err, loadErr, c.want)
		}
	}
}
