package photo

// region is a region of even colour grown from one pixel (see growth): how
// many pixels it has, and the sums of their positions, of their squares
// and of their products, whole numbers (exact as float64 too: under 2⁵³).
type region struct {
	n                     int
	sx, sy, sxx, syy, sxy int
}

// regions grows the work image's regions of even colour by g, each from
// the flattest pixel not yet in one (see flattestFirst), and returns, in
// the order grown, those that may be a sticker of any size looked for:
// not touching the picture's edge, and of at least (minSide/40)² pixels.
// They are grown once for each growth: a face of one size not found, one
// of the other is looked for from the same regions, which callers must
// therefore not change.
func (w *workImage) regions(g growth) []region {
	if r, ok := w.grown[g]; ok {
		return r
	}
	label := make([]bool, len(w.lab))
	var out []region
	queue := make([]int, 0, 1024)
	minSide := float64(min(w.w, w.h))
	step2, spread2 := sqLimit(g.step), sqLimit(g.spread)
	// join adds pixel j, a neighbour of i in the region grown from seed,
	// if its colour is near enough to both.
	join := func(i, j int, seed [3]float32) {
		if label[j] || dist2(w.lab[i], w.lab[j]) > step2 || dist2(seed, w.lab[j]) > spread2 {
			return
		}
		label[j] = true
		queue = append(queue, j)
	}
	for _, start := range w.flattestFirst() {
		if label[start] {
			continue
		}
		seed := w.lab[start]
		label[start] = true
		queue = append(queue[:0], start)
		var r region
		touchesBorder := false
		for k := 0; k < len(queue); k++ {
			i := queue[k]
			x, y := i%w.w, i/w.w
			r.sx, r.sy, r.sxx, r.syy, r.sxy = r.sx+x, r.sy+y, r.sxx+x*x, r.syy+y*y, r.sxy+x*y
			if x == 0 || y == 0 || x == w.w-1 || y == w.h-1 {
				touchesBorder = true
			}
			// Right, left, down, up: the set reached is the same in any
			// order, and so are the sums.
			if x+1 < w.w {
				join(i, i+1, seed)
			}
			if x > 0 {
				join(i, i-1, seed)
			}
			if y+1 < w.h {
				join(i, i+w.w, seed)
			}
			if y > 0 {
				join(i, i-w.w, seed)
			}
		}
		r.n = len(queue)
		if touchesBorder || float64(r.n) < (minSide/40)*(minSide/40) {
			continue
		}
		out = append(out, r)
	}
	if w.grown == nil {
		w.grown = map[growth][]region{}
	}
	w.grown[g] = out
	return out
}
