package photo

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"os"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan"
)

// withOrientation is the JPEG of img with an EXIF segment saying
// Orientation o, in the byte order given.
func withOrientation(t *testing.T, img image.Image, o uint16, order binary.ByteOrder) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	var tiff bytes.Buffer
	if order == binary.LittleEndian {
		tiff.WriteString("II")
	} else {
		tiff.WriteString("MM")
	}
	binary.Write(&tiff, order, uint16(42))
	binary.Write(&tiff, order, uint32(8))
	binary.Write(&tiff, order, uint16(1))      // one entry
	binary.Write(&tiff, order, uint16(0x0112)) // Orientation
	binary.Write(&tiff, order, uint16(3))      // SHORT
	binary.Write(&tiff, order, uint32(1))
	binary.Write(&tiff, order, o)
	binary.Write(&tiff, order, uint16(0))
	binary.Write(&tiff, order, uint32(0))
	seg := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	var out bytes.Buffer
	out.Write(b.Bytes()[:2]) // SOI
	out.Write([]byte{0xFF, 0xE1})
	binary.Write(&out, binary.BigEndian, uint16(len(seg)+2))
	out.Write(seg)
	out.Write(b.Bytes()[2:])
	return out.Bytes()
}

// A photo stored lying on its side (as a phone's sensor took it) with
// EXIF saying how to turn it is read upright: each of the eight
// orientations brings the marked corner back to the top left.
func TestEXIFOrientation(t *testing.T) {
	// Upright: 60 wide, 40 high, a red block at the top left.
	upright := image.NewRGBA(image.Rect(0, 0, 60, 40))
	for y := 0; y < 40; y++ {
		for x := 0; x < 60; x++ {
			c := color.RGBA{200, 200, 200, 255}
			if x < 20 && y < 15 {
				c = color.RGBA{220, 0, 0, 255}
			}
			upright.Set(x, y, c)
		}
	}
	// stored returns the picture as a camera stores it for orientation o,
	// by the EXIF standard's words: which side of the upright picture its
	// first row is, and which its first column.
	stored := func(o int) image.Image {
		const W, H = 60, 40
		sw, sh := W, H
		if o >= 5 {
			sw, sh = H, W
		}
		out := image.NewRGBA(image.Rect(0, 0, sw, sh))
		for y := 0; y < sh; y++ {
			for x := 0; x < sw; x++ {
				var ux, uy int // where stored (x, y) is upright
				switch o {
				case 1: // row 0 at the top, column 0 at the left
					ux, uy = x, y
				case 2: // top, right
					ux, uy = W-1-x, y
				case 3: // bottom, right
					ux, uy = W-1-x, H-1-y
				case 4: // bottom, left
					ux, uy = x, H-1-y
				case 5: // row 0 at the left, column 0 at the top
					ux, uy = y, x
				case 6: // right, top
					ux, uy = W-1-y, x
				case 7: // right, bottom
					ux, uy = W-1-y, H-1-x
				case 8: // left, bottom
					ux, uy = y, H-1-x
				}
				out.Set(x, y, upright.At(ux, uy))
			}
		}
		return out
	}
	for o := 1; o <= 8; o++ {
		for _, order := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
			data := withOrientation(t, stored(o), uint16(o), order)
			if got := exifOrientation(data); got != o {
				t.Errorf("orientation %d (%v): read as %d", o, order, got)
			}
			img, err := DecodeBytes(data)
			if err != nil {
				t.Fatal(err)
			}
			if b := img.Bounds(); b.Dx() != 60 || b.Dy() != 40 {
				t.Errorf("orientation %d: %v, want 60×40", o, b)
				continue
			}
			if r, _, _, _ := img.At(5, 5).RGBA(); r>>8 < 150 {
				t.Errorf("orientation %d: the top left is not red", o)
			}
			if r, g, _, _ := img.At(55, 35).RGBA(); r>>8 < 150 || g>>8 < 150 {
				t.Errorf("orientation %d: the bottom right is not grey", o)
			}
		}
	}
	// No EXIF, or EXIF without the tag: as stored.
	var plain bytes.Buffer
	jpeg.Encode(&plain, upright, nil)
	if got := exifOrientation(plain.Bytes()); got != 1 {
		t.Errorf("no EXIF: orientation %d", got)
	}
}

// Six phone photos stored lying on their side, EXIF saying to turn them a
// quarter turn clockwise, read the cube as the upright photos do.
func TestSidewaysPhotosReadTheCube(t *testing.T) {
	want, err := os.ReadFile("testdata/cube1/want")
	if err != nil {
		t.Fatal(err)
	}
	var colours [cube.NumFacelets]scan.RGB
	for f := cube.U; f <= cube.B; f++ {
		img := loaded(t, "testdata/cube1/"+f.String()+".jpg")
		// Stored for orientation 6: its first row is the upright
		// picture's right side, its first column the top.
		b := img.Bounds()
		side := image.NewRGBA(image.Rect(0, 0, b.Dy(), b.Dx()))
		for y := 0; y < b.Dx(); y++ {
			for x := 0; x < b.Dy(); x++ {
				side.Set(x, y, img.At(b.Min.X+b.Dx()-1-y, b.Min.Y+x))
			}
		}
		up, err := DecodeBytes(withOrientation(t, side, 6, binary.BigEndian))
		if err != nil {
			t.Fatal(err)
		}
		q, err := Find(up)
		if err != nil {
			t.Fatalf("face %v: %v", f, err)
		}
		s, err := Sample(up, q)
		if err != nil {
			t.Fatal(err)
		}
		copy(colours[int(f)*9:], s[:])
	}
	res, err := scan.Resolve(colours)
	if err != nil || res.Facelets.String()+"\n" != string(want) {
		t.Errorf("read %v (%v), want %s", res.Facelets, err, want)
	}
}

// Reading the orientation never panics, and gives 1 to 8, whatever the
// bytes.
func FuzzEXIFOrientation(f *testing.F) {
	var b bytes.Buffer
	jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 3)), nil)
	f.Add(b.Bytes())
	f.Add([]byte("\xff\xd8\xff\xe1\x00\x10Exif\x00\x00MM\x00\x2a\x00\x00\x00\x08"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if o := exifOrientation(data); o < 1 || o > 8 {
			t.Fatalf("orientation %d", o)
		}
	})
}
