package photo

import (
	"image"
	"image/color"
)

// rgbAt returns a function that reads a pixel of img as
// color.RGBAModel.Convert(img.At(x, y)) does, to the bit, for (x, y)
// inside img's bounds (outside them it may panic, where img.At gives
// zero). For the kinds of picture the decoders and this
// package make (RGBA from PNG and from turning, YCbCr from JPEG, NRGBA
// and Gray) it reads them directly: img.At returns an interface, and
// boxing each pixel in one was a sixth of finding a face in a large photo.
func rgbAt(img image.Image) func(x, y int) color.RGBA {
	switch p := img.(type) {
	case *image.RGBA:
		return func(x, y int) color.RGBA {
			i := p.PixOffset(x, y)
			s := p.Pix[i : i+4 : i+4]
			return color.RGBA{s[0], s[1], s[2], s[3]}
		}
	case *image.YCbCr:
		return func(x, y int) color.RGBA { return to8(p.YCbCrAt(x, y).RGBA()) }
	case *image.NRGBA:
		return func(x, y int) color.RGBA { return to8(p.NRGBAAt(x, y).RGBA()) }
	case *image.Gray:
		return func(x, y int) color.RGBA { return to8(p.GrayAt(x, y).RGBA()) }
	}
	return func(x, y int) color.RGBA { return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA) }
}

// to8 is what color.RGBAModel makes of a colour that is not a color.RGBA,
// from its 16-bit premultiplied channels: each cut to 8 bits.
func to8(r, g, b, a uint32) color.RGBA {
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}
