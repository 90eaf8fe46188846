package photo

import (
	"errors"
	"image"
	"image/color"
	"slices"

	"cubesolver/solver/scan"
)

// Sample measures the nine stickers of the face outlined by q, in reading
// order (top row left to right first): the per-channel median of 81 points
// in the middle of each sticker (its middle 44%), so that the body between
// stickers, the rounded corners and a patch of glare do not count.
func Sample(img image.Image, q Quad) ([9]scan.RGB, error) { return sample(img, q, 0.22) }

// sample is Sample over the middle 2·half of each sticker.
func sample(img image.Image, q Quad, half float64) ([9]scan.RGB, error) {
	var out [9]scan.RGB
	h, ok := q.faceToImage()
	if !ok {
		return out, errors.New("the face's four corners do not make a four-sided outline")
	}
	b := img.Bounds()
	const n = 9
	var ch [3][]float64
	for s := 0; s < 9; s++ {
		for k := range ch {
			ch[k] = ch[k][:0]
		}
		row, col := s/3, s%3
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				u := float64(col) + 0.5 + half*(2*float64(j)/(n-1)-1)
				v := float64(row) + 0.5 + half*(2*float64(i)/(n-1)-1)
				p := h.apply(Point{u, v})
				x, y := int(p.X), int(p.Y)
				if x < b.Min.X || y < b.Min.Y || x >= b.Max.X || y >= b.Max.Y {
					continue
				}
				c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
				ch[0] = append(ch[0], float64(c.R))
				ch[1] = append(ch[1], float64(c.G))
				ch[2] = append(ch[2], float64(c.B))
			}
		}
		if len(ch[0]) == 0 {
			return out, errors.New("the face's outline lies outside the picture")
		}
		var v [3]uint8
		for k := range ch {
			slices.Sort(ch[k])
			v[k] = uint8(ch[k][len(ch[k])/2])
		}
		out[s] = scan.RGB{R: v[0], G: v[1], B: v[2]}
	}
	return out, nil
}
