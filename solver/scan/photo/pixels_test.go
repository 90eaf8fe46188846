package photo

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"
)

// rgbAt reads every kind of picture as color.RGBAModel reads its At: the
// kinds it reads directly (RGBA, YCbCr of each subsampling, NRGBA with
// see-through pixels, Gray), a part of each cut from a larger one, and a
// kind it does not (RGBA64).
func TestRGBAt(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	rect := image.Rect(0, 0, 13, 9)
	part := image.Rect(3, 2, 11, 9)
	var pics []image.Image
	rgba, nrgba, gray, rgba64 := image.NewRGBA(rect), image.NewNRGBA(rect), image.NewGray(rect), image.NewRGBA64(rect)
	for _, p := range [][]uint8{rgba.Pix, nrgba.Pix, gray.Pix} {
		for i := range p {
			p[i] = uint8(r.IntN(256))
		}
	}
	for i := range rgba.Pix {
		if i%4 == 3 {
			rgba.Pix[i] = max(rgba.Pix[i], rgba.Pix[i-1], rgba.Pix[i-2], rgba.Pix[i-3]) // premultiplied
		}
	}
	for i := range rgba64.Pix {
		rgba64.Pix[i] = 0xFF
	}
	pics = append(pics, rgba, nrgba, gray, rgba64, rgba.SubImage(part), nrgba.SubImage(part), gray.SubImage(part))
	for _, ratio := range []image.YCbCrSubsampleRatio{image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio422, image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio440, image.YCbCrSubsampleRatio411, image.YCbCrSubsampleRatio410} {
		yc := image.NewYCbCr(rect, ratio)
		for _, p := range [][]uint8{yc.Y, yc.Cb, yc.Cr} {
			for i := range p {
				p[i] = uint8(r.IntN(256))
			}
		}
		pics = append(pics, yc, yc.SubImage(part))
	}
	for _, img := range pics {
		at, b := rgbAt(img), img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if got, want := at(x, y), color.RGBAModel.Convert(img.At(x, y)).(color.RGBA); got != want {
					t.Errorf("%T %v at (%d, %d): %v, want %v", img, b, x, y, got, want)
				}
			}
		}
	}
}
