package photo

import (
	"encoding/binary"
	"image"
	"image/draw"
)

// A phone stores a photo as its sensor saw it and says in the JPEG's EXIF
// data how to turn it to be seen upright (the Orientation tag); image/jpeg
// ignores that, so a photo taken with the phone held upright would come
// out lying on its side, and a face's stickers read turned.

// exifOrientation returns the EXIF Orientation of a JPEG file's data
// (1-8), or 1 where it has none or the data cannot be read.
func exifOrientation(data []byte) int {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return 1
	}
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return 1
		}
		marker := data[i+1]
		if marker == 0xD8 || marker >= 0xD0 && marker <= 0xD7 || marker == 0x01 || marker == 0xFF {
			i++ // markers without a length (and fill bytes)
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // the picture itself: no EXIF before it
			return 1
		}
		n := int(binary.BigEndian.Uint16(data[i+2:]))
		if n < 2 || i+2+n > len(data) {
			return 1
		}
		seg := data[i+4 : i+2+n]
		if marker == 0xE1 && len(seg) > 6 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		i += 2 + n
	}
	return 1
}

// tiffOrientation reads the Orientation tag (0x0112) of the first IFD of
// TIFF data, as EXIF holds it.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var order binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 1
	}
	ifd := int(order.Uint32(t[4:]))
	if ifd < 8 || ifd+2 > len(t) {
		return 1
	}
	count := int(order.Uint16(t[ifd:]))
	for k := 0; k < count; k++ {
		e := ifd + 2 + 12*k
		if e+12 > len(t) {
			return 1
		}
		if order.Uint16(t[e:]) == 0x0112 && order.Uint16(t[e+2:]) == 3 { // SHORT
			if v := int(order.Uint16(t[e+8:])); v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// upright turns img as EXIF orientation o says, so that it is seen as the
// photographer saw it.
func uprightImage(img image.Image, o int) image.Image {
	if o <= 1 || o > 8 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	src := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(src, src.Rect, img, b.Min, draw.Src)
	ow, oh := w, h
	if o >= 5 { // turned a quarter: width and height swap
		ow, oh = h, w
	}
	out := image.NewRGBA(image.Rect(0, 0, ow, oh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var dx, dy int
			switch o {
			case 2: // mirrored
				dx, dy = w-1-x, y
			case 3: // upside down
				dx, dy = w-1-x, h-1-y
			case 4: // mirrored upside down
				dx, dy = x, h-1-y
			case 5: // mirrored, a quarter turn
				dx, dy = y, x
			case 6: // to be turned a quarter turn clockwise
				dx, dy = h-1-y, x
			case 7: // mirrored, a quarter turn the other way
				dx, dy = h-1-y, w-1-x
			case 8: // to be turned a quarter turn anticlockwise
				dx, dy = y, w-1-x
			}
			i, j := src.PixOffset(x, y), out.PixOffset(dx, dy)
			copy(out.Pix[j:j+4], src.Pix[i:i+4])
		}
	}
	return out
}
