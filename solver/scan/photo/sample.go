package photo

import (
	"errors"
	"fmt"
	"image"
	"slices"

	"cubesolver/solver/scan"
)

// Sample measures the nine stickers of the face outlined by q, in reading
// order (top row left to right first): the per-channel median of 81 points
// in the middle of each sticker (its middle 44%), so that the body between
// stickers, the rounded corners and a patch of glare do not count.
func Sample(img image.Image, q Quad) ([9]scan.RGB, error) {
	var out [9]scan.RGB
	s, err := sample(img, q, 3, 0.22)
	copy(out[:], s)
	return out, err
}

// SampleN measures the n x n stickers of the face outlined by q (n = 3, or
// 2 for the pocket cube) as Sample does, in reading order.
func SampleN(img image.Image, q Quad, n int) ([]scan.RGB, error) {
	if n != 2 && n != 3 {
		return nil, fmt.Errorf("photo: a face of %d×%d stickers: only 3×3 and 2×2 are measured", n, n)
	}
	return sample(img, q, n, 0.22)
}

// sample measures the n x n stickers over the middle 2·half of each.
func sample(img image.Image, q Quad, n int, half float64) ([]scan.RGB, error) {
	out := make([]scan.RGB, n*n)
	h, ok := q.faceToImageN(n)
	if !ok {
		return out, errors.New("the face's four corners do not make a four-sided outline")
	}
	b, at := img.Bounds(), rgbAt(img)
	const points = 9
	var ch [3][]float64
	for s := range out {
		for k := range ch {
			ch[k] = ch[k][:0]
		}
		row, col := s/n, s%n
		for i := 0; i < points; i++ {
			for j := 0; j < points; j++ {
				u := float64(col) + 0.5 + half*(2*float64(j)/(points-1)-1)
				v := float64(row) + 0.5 + half*(2*float64(i)/(points-1)-1)
				p := h.apply(Point{u, v})
				x, y := int(p.X), int(p.Y)
				if x < b.Min.X || y < b.Min.Y || x >= b.Max.X || y >= b.Max.Y {
					continue
				}
				c := at(x, y)
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
