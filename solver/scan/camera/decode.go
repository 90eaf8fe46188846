package camera

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
)

// Format is the layout of a camera's frames.
type Format int

const (
	// YUYV is packed 4:2:2: for each pair of pixels the bytes Y0 U Y1 V.
	YUYV Format = iota
	// MJPEG is one JPEG picture a frame, usually without Huffman tables.
	MJPEG
)

func (f Format) String() string {
	switch f {
	case YUYV:
		return "YUYV"
	case MJPEG:
		return "MJPEG"
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// Decode turns one frame of the given format into a picture: a YUYV frame
// of width×height pixels, or an MJPEG frame, which carries its own size.
// The picture does not share data's memory, which the camera reuses.
func Decode(f Format, width, height int, data []byte) (image.Image, error) {
	switch f {
	case YUYV:
		if width <= 0 || height <= 0 {
			return nil, fmt.Errorf("YUYV frame size %d×%d is not a picture", width, height)
		}
		return decodeYUYV(width, height, data)
	case MJPEG:
		return decodeMJPEG(data)
	}
	return nil, fmt.Errorf("frame format %v is not one this program reads", f)
}

// decodeYUYV splits packed 4:2:2 into the planes of an image.YCbCr, which
// has the same sampling and conversion to RGB but for the range: V4L2's
// YUYV is limited range (Y 16-235, Cb and Cr 16-240), image.YCbCr full
// range, so the values are stretched on the way.
func decodeYUYV(width, height int, data []byte) (image.Image, error) {
	if width%2 != 0 {
		return nil, fmt.Errorf("YUYV frame width %d is odd", width)
	}
	if want := 2 * width * height; len(data) < want {
		return nil, fmt.Errorf("YUYV frame has %d bytes, a %d×%d frame needs %d", len(data), width, height, want)
	}
	img := image.NewYCbCr(image.Rect(0, 0, width, height), image.YCbCrSubsampleRatio422)
	for y := 0; y < height; y++ {
		row := data[2*width*y : 2*width*(y+1)]
		yRow := img.Y[y*img.YStride : y*img.YStride+width]
		cb := img.Cb[y*img.CStride : y*img.CStride+width/2]
		cr := img.Cr[y*img.CStride : y*img.CStride+width/2]
		for x := 0; x < width/2; x++ {
			p := row[4*x : 4*x+4]
			yRow[2*x], cb[x], yRow[2*x+1], cr[x] = fullY[p[0]], fullC[p[1]], fullY[p[2]], fullC[p[3]]
		}
	}
	return img, nil
}

// fullY and fullC take limited-range luma and chroma to full range.
var fullY, fullC = func() (y, c [256]uint8) {
	clamp := func(v float64) uint8 { return uint8(min(255, max(0, v+0.5))) }
	for i := range 256 {
		y[i] = clamp((float64(i) - 16) * 255 / 219)
		c[i] = clamp((float64(i)-128)*255/224 + 128)
	}
	return
}()

// decodeMJPEG decodes a Motion-JPEG frame. Webcams leave out the Huffman
// tables (DHT) and use the standard ones of the JPEG specification
// (Annex K.3); image/jpeg needs them present, so they are put in before
// the scan when the frame has none.
func decodeMJPEG(data []byte) (image.Image, error) {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return nil, errors.New("MJPEG frame does not start as a JPEG picture")
	}
	if !hasDHT(data) {
		sos := markerAt(data, 0xDA)
		if sos < 0 {
			return nil, errors.New("MJPEG frame has no picture data (no start of scan)")
		}
		with := make([]byte, 0, len(data)+len(standardDHT()))
		with = append(with, data[:sos]...)
		with = append(with, standardDHT()...)
		data = append(with, data[sos:]...)
	}
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("MJPEG frame: %v", err)
	}
	return img, nil
}
