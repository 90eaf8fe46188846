package photo

import (
	"math/rand/v2"
	"testing"
)

// smooth gives, to the bit, the mean of each pixel's neighbourhood summed
// as a plain loop over it sums it, on pictures of every small size (a row,
// a column, a pixel) and a larger one.
func TestSmooth(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, size := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {3, 3}, {4, 7}, {37, 23}} {
		w := &workImage{w: size[0], h: size[1], lab: make([][3]float32, size[0]*size[1])}
		for i := range w.lab {
			w.lab[i] = [3]float32{float32(100 * r.Float64()), float32(200*r.Float64() - 100), float32(200*r.Float64() - 100)}
		}
		want := make([][3]float32, len(w.lab))
		for y := 0; y < w.h; y++ {
			for x := 0; x < w.w; x++ {
				var s [3]float32
				n := float32(0)
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						xx, yy := x+dx, y+dy
						if xx < 0 || yy < 0 || xx >= w.w || yy >= w.h {
							continue
						}
						p := w.lab[yy*w.w+xx]
						s[0], s[1], s[2], n = s[0]+p[0], s[1]+p[1], s[2]+p[2], n+1
					}
				}
				want[y*w.w+x] = [3]float32{s[0] / n, s[1] / n, s[2] / n}
			}
		}
		w.smooth()
		for i := range want {
			if w.lab[i] != want[i] {
				t.Errorf("%d×%d, pixel %d: %v, want %v", w.w, w.h, i, w.lab[i], want[i])
				break
			}
		}
	}
}
