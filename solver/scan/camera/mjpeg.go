package camera

import (
	"bytes"
	"image"
	"image/jpeg"
	"sync"
)

// markerAt returns the offset of the first marker segment of the given
// type among the header segments (those before the scan), or -1.
func markerAt(data []byte, marker byte) int {
	i := 2 // after SOI
	for i+4 <= len(data) {
		if data[i] != 0xFF {
			return -1
		}
		m := data[i+1]
		if m == 0xFF { // fill byte
			i++
			continue
		}
		if m == marker {
			return i
		}
		if m == 0xDA || m == 0xD9 { // the scan, or the end: no more headers
			return -1
		}
		i += 2 + (int(data[i+2])<<8 | int(data[i+3]))
	}
	return -1
}

func hasDHT(data []byte) bool { return markerAt(data, 0xC4) >= 0 }

var (
	dhtOnce  sync.Once
	dhtBytes []byte
)

// standardDHT returns the DHT segments of the specification's standard
// Huffman tables. image/jpeg writes exactly those tables, so they are
// taken from a picture it encodes rather than written out here.
func standardDHT() []byte {
	dhtOnce.Do(func() {
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, image.NewYCbCr(image.Rect(0, 0, 8, 8), image.YCbCrSubsampleRatio420), nil); err != nil {
			panic(err) // encoding to memory does not fail
		}
		enc := buf.Bytes()
		for i := markerAt(enc, 0xC4); i >= 0 && i+4 <= len(enc) && enc[i+1] == 0xC4; {
			n := 2 + (int(enc[i+2])<<8 | int(enc[i+3]))
			dhtBytes = append(dhtBytes, enc[i:i+n]...)
			i += n
		}
	})
	return dhtBytes
}
