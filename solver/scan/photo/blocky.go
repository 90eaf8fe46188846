package photo

import "image"

// A JPEG saved at a very low quality is a mosaic of 8×8 blocks, each
// nearly one colour: stickers merge with the body at their edges and are
// lost, and the grid of those left was said to run off the picture's edge
// when it did not (the robot's D face at quality 5: the face 1.5 stickers
// from the bottom edge). Where no face is found in such a photo, that is
// said instead.

// blockyRatio is how much more the brightness changes across one column
// of 8-pixel block edges than elsewhere, on average, in a photo too
// compressed to read: the robot's photos and the 36 of cubecolor (normal
// JPEGs) 1.1-1.2, the webcam screenshots of qbr 2.4-2.6, the robot's D
// face saved at quality 10 2.6, at quality 5 3.8 (any photo of
// ../shared/photos at quality 5 about as much).
const blockyRatio = 3.2

// blocky says whether img is a JPEG (as decoded: YCbCr) that is a mosaic
// of 8×8 blocks, as one saved at a very low quality is: the mean change in
// brightness from one pixel to the next across block edges (the phase of
// the 8 that shows most, so a cropped photo counts too) over the mean
// change elsewhere is at least blockyRatio. Every fourth row is looked
// at. A picture of flat colours (a render, a PNG) can have its few edges
// where blocks' would be, and is no JPEG.
func blocky(img image.Image) bool {
	yc, ok := img.(*image.YCbCr)
	if !ok {
		return false
	}
	b := img.Bounds()
	if b.Dx() < 64 || b.Dy() < 64 {
		return false
	}
	var step [8]float64 // the changes, by the column's place in its block
	prev := make([]float64, 0, b.Dx())
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		prev = prev[:0]
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := yc.YCbCrAt(x, y).RGBA()
			prev = append(prev, 0.299*float64(r)+0.587*float64(g)+0.114*float64(bl))
		}
		for x := 1; x < len(prev); x++ {
			d := prev[x] - prev[x-1]
			if d < 0 {
				d = -d
			}
			step[x%8] += d
		}
	}
	most, all := 0, 0.0
	for k := range step {
		all += step[k]
		if step[k] > step[most] {
			most = k
		}
	}
	rest := (all - step[most]) / 7
	return rest > 0 && step[most]/rest >= blockyRatio
}
