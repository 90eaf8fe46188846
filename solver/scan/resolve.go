package scan

import (
	"fmt"
	"math"

	"cubesolver/solver/cube"
)

// Result is the cube read from the colours.
type Result struct {
	// Facelets is the cube: each sticker named by the face whose centre
	// has its colour. It is always a solvable cube.
	Facelets cube.Facelets
	// Confidence is, for each sticker, how sure the reading is, from 0
	// (another colour would do as well) to 1 (no other cube comes close).
	// It is 1 for the centres, which name the colours.
	Confidence [cube.NumFacelets]float64
	// ClosestUnsolvable, if not nil, says why the cube closest to the
	// measurements could not be the answer (a twisted corner, a flipped
	// edge, two pieces swapped): Facelets is then the nearest solvable
	// cube, and a sticker or piece may have been misread.
	ClosestUnsolvable error
}

// CentresError reports two centres whose colours cannot be told apart: a
// face photographed twice, or a missing colour.
type CentresError struct {
	A, B     cube.Face
	Distance float64 // CIELAB difference (Delta E 1976)
}

func (e *CentresError) Error() string {
	return fmt.Sprintf("the centres %v5 and %v5 have the same colour (they differ by %.1f in CIELAB): is one face measured twice?", e.A, e.B, e.Distance)
}

// minCentreDistance is the smallest CIELAB difference between two centres
// that can be different colours; real cubes' closest pair (orange and
// red, or white and yellow, in dim light) is several times that.
const minCentreDistance = 3.0

// Resolve finds the cube whose pieces' colours are closest to the measured
// colours, given in Kociemba's order U1..U9 R1..R9 F1..F9 D1..D9 L1..L9
// B1..B9. The only error is centres of one colour.
func Resolve(colours [cube.NumFacelets]RGB) (Result, error) {
	var x [cube.NumFacelets]lab
	for i, c := range colours {
		x[i] = c.toLab()
	}
	for a := cube.U; a <= cube.B; a++ {
		for b := a + 1; b <= cube.B; b++ {
			if d := dist(x[centre(a)], x[centre(b)]); d < minCentreDistance {
				return Result{}, &CentresError{A: a, B: b, Distance: d}
			}
		}
	}

	// Start from the centres' colours; then learn each colour's mean and
	// spread from the stickers given it, and read again, until the
	// reading settles.
	m := initialModel(&x)
	r := read(&x, m)
	for iter := 0; iter < 20; iter++ {
		m = learnModel(&x, &r.facelets)
		next := read(&x, m)
		settled := next.facelets == r.facelets
		r = next
		if settled {
			break
		}
	}

	res := Result{Facelets: r.facelets}
	if r.closest != r.facelets {
		if _, err := r.closest.ToCubie(); err != nil {
			res.ClosestUnsolvable = err
		}
	}
	res.Confidence = confidence(&x, m, r.facelets)
	return res, nil
}

// reading is one cube read under one colour model.
type reading struct {
	facelets cube.Facelets // the best solvable cube
	closest  cube.Facelets // the best cube of real pieces, solvable or not
	sticker  [cube.NumFacelets][6]float64
	corners  *pieceDP
	edges    *pieceDP
}

// read returns the best solvable cube under model m.
func read(x *[cube.NumFacelets]lab, m model) reading {
	var r reading
	for i := range x {
		for c := cube.U; c <= cube.B; c++ {
			r.sticker[i][c] = m.cost(x[i], c)
		}
	}
	r.corners = corners.solve(corners.costs(&r.sticker))
	r.edges = edges.solve(edges.costs(&r.sticker))
	cp, cAny := r.corners.best()
	ep, eAny := r.edges.best()
	par := 0
	if cp[1].cost+ep[1].cost < cp[0].cost+ep[0].cost {
		par = 1
	}
	r.facelets = cube.SolvedFacelets()
	corners.paint(&r.facelets, cp[par])
	edges.paint(&r.facelets, ep[par])
	r.closest = cube.SolvedFacelets()
	corners.paint(&r.closest, cAny)
	edges.paint(&r.closest, eAny)
	return r
}

// confidence gives each sticker 1 - exp(-gap/confidenceScale), where gap is
// how much worse the best solvable cube is that reads the sticker as another
// colour than answer, or, if lower, the likelihood of its colour among the
// six by its own measurement alone: a sticker that the pieces made orange
// while it looked red is worth a look, even if the answer is sure. The model's spreads are not allowed below the prior's
// here: learnt from the answer itself, they would favour it.
func confidence(x *[cube.NumFacelets]lab, m model, answer cube.Facelets) (conf [cube.NumFacelets]float64) {
	for c := range m.vari {
		for d := 0; d < 3; d++ {
			m.vari[c][d] = max(m.vari[c][d], priorVariance[d])
		}
	}
	r := read(x, m)
	cost := 0.0 // of the answer's pieces (the centres are no piece's)
	for i, c := range answer {
		if i%9 != 4 {
			cost += r.sticker[i][c]
		}
	}
	for f := cube.U; f <= cube.B; f++ {
		conf[centre(f)] = 1
	}
	for _, set := range []struct{ this, other *pieceDP }{{r.corners, r.edges}, {r.edges, r.corners}} {
		s := set.this.s
		var other [2]float64
		for P := 0; P < 2; P++ {
			other[P] = set.other.bwd[P][0] // the best real placement of the other set
		}
		for i := 0; i < s.n; i++ {
			for slot, st := range s.stickers[i] {
				// Rule out every option at position i that shows the
				// colour read at sticker st.
				alt := set.this.bestWithout(i, func(p, o int) bool {
					return s.faces[p][(slot-o+s.turns)%s.turns] == answer[st]
				})
				gap := min(alt[0]+other[0], alt[1]+other[1]) - cost
				conf[st] = min(1-math.Exp(-max(gap, 0)/confidenceScale), r.posterior(st, answer[st]))
			}
		}
	}
	return conf
}

// posterior is the probability of sticker i showing colour c rather than
// another, from its own measurement alone.
func (r *reading) posterior(i int, c cube.Face) float64 {
	sum := 0.0
	for o := cube.U; o <= cube.B; o++ {
		sum += math.Exp(r.sticker[i][c] - r.sticker[i][o])
	}
	return 1 / sum
}

// confidenceScale is the cost gap (in the model's units, about a squared
// standard deviation) at which confidence reaches 1 - 1/e.
const confidenceScale = 4.0

func centre(f cube.Face) int { return int(f)*9 + 4 }

func dist(a, b lab) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}
