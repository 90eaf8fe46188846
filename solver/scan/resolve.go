package scan

import (
	"fmt"
	"math"
	"slices"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
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
	// Closest is that cube, as read, where ClosestUnsolvable is set: clean
	// colours of a cube with a corner put back twisted (say) are that
	// cube, and a program may show it with what is wrong with it rather
	// than a real cube near it.
	Closest cube.Facelets
	// Doubtful lists the stickers whose confidence is below DoubtBelow,
	// in order: another real cube that reads them otherwise fits the
	// colours nearly as well, or they look clearly like another colour.
	// Where there are any, Facelets is the nearest real cube but not
	// surely the one measured: the stickers are for a person to check.
	Doubtful []Doubt
}

// PieceTurnedInPlace reports whether a reading is of clean colours of a
// cube with a piece turned in its place (a corner put back twisted, an
// edge flipped): the colours read most closely make no real cube
// (closest, a Result's ClosestUnsolvable), and the stickers in doubt are
// no more than a corner's three, only the nearest real cube's way round
// it. Many doubts are colours read badly (a dark photo), whatever the
// closest reading makes.
func PieceTurnedInPlace(closest error, doubtful []Doubt) bool {
	return closest != nil && len(doubtful) > 0 && len(doubtful) <= 3
}

// Doubt is a sticker in doubt: read as Read, it may be Or.
type Doubt struct {
	Sticker  int
	Read, Or cube.Face
	pocket   bool // Sticker is the pocket cube's (0..23)
}

// String names the sticker and the two colours: "R4 (L or R?)".
func (d Doubt) String() string {
	name := cube.FaceletName(d.Sticker)
	if d.pocket {
		name = pocket.FaceletName(d.Sticker)
	}
	return fmt.Sprintf("%s (%v or %v?)", name, d.Read, d.Or)
}

// DoubtBelow is the confidence under which a sticker is doubtful.
const DoubtBelow = 0.5

// sameFaces returns a SameFacesError if two faces' stickers are alike,
// each as the other's, the one face turned as the other or not: alike
// within sameFaceDistance, and far more alike than faces of the cube
// usually are (sameFaceShare of the median pair's difference): in a photo
// so dark that every colour is near black, any two faces differ by a few
// units, and no face was measured twice.
func sameFaces(x []lab, l *layout) error {
	n, side := l.perFace, l.side()
	var pairs []SameFacesError
	for a := cube.U; a <= cube.B; a++ {
		for b := a + 1; b <= cube.B; b++ {
			least := math.Inf(1)
			for turn := 0; turn < 4; turn++ {
				sum := 0.0
				for k := 0; k < n; k++ {
					sum += dist(x[int(a)*n+k], x[int(b)*n+turnedOn(side, k, turn)])
				}
				least = min(least, sum/float64(n))
			}
			pairs = append(pairs, SameFacesError{A: a, B: b, Distance: least})
		}
	}
	diffs := make([]float64, len(pairs))
	for i, p := range pairs {
		diffs[i] = p.Distance
	}
	typical := median(diffs)
	for _, p := range pairs {
		if p.Distance < sameFaceDistance && p.Distance <= sameFaceShare*typical { // <=: all one colour, typical 0
			return &p
		}
	}
	return nil
}

// sameFaceShare is how much more alike than the median pair of faces two
// faces must be to be taken for one measured twice. On the real scans of
// testdata/real, in their light or darkened to a fourteenth, the closest
// two faces differ by 0.48-0.84 of the median pair (the tetris pattern's,
// alike turned, by 0.08-0.15, and its pieces tell them apart); a face
// measured again with a unit or two of noise, by 0.01-0.07 (more when
// darkened to a tenth, where it cannot be told).
const sameFaceShare = 0.2

// turned is where sticker k (0-8, reading order) of a 3x3 face goes when
// the face is turned a quarter turn clockwise n times.
func turned(k, n int) int { return turnedOn(3, k, n) }

// turnedOn is turned on a face of side x side stickers.
func turnedOn(side, k, n int) int {
	for ; n > 0; n-- {
		r, c := k/side, k%side
		k = c*side + side - 1 - r
	}
	return k
}

// SameFacesError reports two faces whose stickers have the same colours,
// each as the other's (the one face turned as the other, or not): one face
// measured twice (and so one missing).
type SameFacesError struct {
	A, B     cube.Face
	Distance float64 // the stickers' mean CIELAB difference (Delta E 1976)
}

func (e *SameFacesError) Error() string {
	return fmt.Sprintf("the faces %v and %v have the same colours, sticker for sticker (they differ by %.1f in CIELAB on average): is one face measured twice?", e.A, e.B, e.Distance)
}

// sameFaceDistance is the mean CIELAB difference between two faces'
// stickers below which they are taken for one face measured twice: two
// photos of one face differ by the camera's noise, a few units; two faces
// of a cube differ at least in their centres, and nearly always in several
// stickers by tens of units.
const sameFaceDistance = 4.0

// Resolve finds the cube whose pieces' colours are closest to the measured
// colours, given in Kociemba's order U1..U9 R1..R9 F1..F9 D1..D9 L1..L9
// B1..B9. The six centres are six colours, whichever they look like: two
// that look alike (white and yellow in an over-exposed photo) are told
// apart by the pieces. The only error is a face measured twice (two faces
// alike, sticker for sticker, that the pieces cannot tell apart).
func Resolve(colours [cube.NumFacelets]RGB) (Result, error) {
	x := labs(colours[:])
	// Two faces alike, sticker for sticker, are one face measured twice
	// (and another missing), unless the pieces still make them two: the
	// white and the yellow face of a solved cube in an over-exposed photo
	// look alike too, and the corners tell them apart.
	twice := sameFaces(x, cube3)
	// Read the cube as measured, and with each face's exposure fitted;
	// the exposures are taken only where they explain the colours better
	// by more than their own number of parameters would anyway.
	var centres [6]int
	for f := cube.U; f <= cube.B; f++ {
		centres[f] = cube3.centre(f)
	}
	r, m := settle(x, nil, cube3, initialModel(x, centres))
	e := newExposure(colours[:], cube3.perFace)
	re, me := settle(x, e, cube3, initialModel(x, centres))
	exposed := re.fit+exposurePenalty(cube3) < r.fit
	// The other readings that may as well be right: the one as measured
	// and the one with exposures fitted, whichever is not the answer;
	// with exposures, the reading started again with them taken out.
	var others [][]cube.Face
	if exposed {
		others = [][]cube.Face{r.facelets, restarted(x, e, centres, cube3)}
		r, m, x = re, me, e.corrected()
	} else {
		_, edoubts := confidence(e.corrected(), me, re.facelets, cube3)
		if alt, am, ok := reseeded(x, r, edoubts, re.facelets); ok {
			r, m = alt, am
		}
		others = [][]cube.Face{re.facelets}
	}

	var res Result
	copy(res.Facelets[:], r.facelets)
	if !slices.Equal(r.closest, r.facelets) {
		var closest cube.Facelets
		copy(closest[:], r.closest)
		if _, err := closest.ToCubie(); err != nil {
			res.ClosestUnsolvable, res.Closest = err, closest
		}
	}
	conf, doubts := doubted(x, m, r.facelets, others, exposed, colours[:], cube3)
	copy(res.Confidence[:], conf)
	res.Doubtful = doubts
	if twice != nil && len(res.Doubtful) > 0 {
		return Result{}, twice
	}
	return res, nil
}

// restarted is the reading with exposures started again from seeds in
// the colours with e's exposures taken out.
//
// Why: the reading with exposures started from the seeds as measured, as
// if every face had been exposed alike; started again from them with the
// exposures found taken out, it may settle on another cube. A seed on a
// face far brighter than the others starts it astray: random-02 with
// every face but F at 0.3 of the light, F's red centre (an unusually
// light red) looked like the other faces' oranges, and the reading
// settled on a cube with red and orange swapped on eight stickers, each
// sure.
func restarted(x []lab, e *exposure, seeds [6]int, l *layout) []cube.Face {
	again := *e
	r, _ := settle(x, &again, l, initialModel(again.corrected(), seeds))
	return r.facelets
}

// doubted returns each sticker's confidence in answer, read under m from
// x (measured as colours), and the stickers in doubt: those confidence
// doubts, and those that another reasonable reading reads otherwise
// (others, then with exposures fitted the reading with lightness tied,
// each as answer names its colours); and where a colour's stickers are
// mostly clipped, those doubted with the clipped ones left out of it.
func doubted(x []lab, m model, answer []cube.Face, others [][]cube.Face, exposed bool, colours []RGB, l *layout) ([]float64, []Doubt) {
	conf, doubts := confidence(x, m, answer, l)
	// Where the other readings read otherwise, one start or model led
	// astray, and the fits do not say which: random-02 with every face
	// but F at 0.3, started again, is read right but fits worse (321.9
	// against 313.6); the robot's photos with faces darkened, started
	// again, are read wrong and fit better by 26 to 57.
	for _, o := range others {
		conf, doubts = disagreed(conf, doubts, answer, o, l)
	}
	if exposed {
		// Two colours as light as each other once the exposures are
		// taken out may have been told apart by the gains' errors:
		// where their hues alone read otherwise, that is in doubt too.
		conf, doubts = disagreed(conf, doubts, answer, read(x, tiedLightness(m), false, l, nil).facelets, l)
	}
	if skip := mostlyClipped(colours, answer); skip != nil {
		c, d := confidence(x, learnModelWithout(x, answer, skip), answer, l)
		conf, doubts = alsoDoubted(conf, doubts, c, d)
	}
	return conf, doubts
}

// disagreed puts in doubt the stickers that the two readings, as measured
// and with each face's exposure fitted, read as different colours, each
// sure of its own: one of them is wrong, and the fits cannot say which
// (the robot's over-exposed photos with faces darkened: read as measured,
// the right cube; with exposures fitted, white and yellow swapped on four
// stickers, a cube fitting its colours far better). Their confidence is
// 0: nothing chooses between the two.
func disagreed(conf []float64, doubts []Doubt, answer, other []cube.Face, l *layout) ([]float64, []Doubt) {
	added := false
	for i, c := range answer {
		if other[i] == c || conf[i] < DoubtBelow {
			continue
		}
		conf[i] = 0
		doubts = append(doubts, Doubt{Sticker: i, Read: c, Or: other[i], pocket: l == cube2})
		added = true
	}
	if added {
		slices.SortFunc(doubts, func(a, b Doubt) int { return a.Sticker - b.Sticker })
	}
	return conf, doubts
}

// mostlyClipped returns which stickers are clipped in every channel (the
// camera's white, whatever their colour) and read as a colour most of
// whose stickers are, not all; or nil if there are none.
//
// Why: such a colour's median is the clip's and its spread none, and its
// stickers that are not clipped look unlike it. The robot's over-exposed
// photos with F and L at 1.6 times the light: L's face and F's whites and
// yellows were all 255,255,255, and white and yellow could not be told
// apart there; read with 6 of L's 9 stickers clipped, L's colour was the
// clip's (L* 100, spread 0.5), so L's two stickers on D (98.5 -2.0 -0.7)
// were read as the other colour, and two clipped ones as L to keep the
// pieces real: four stickers wrong, each with a confidence of 0.9. With
// the clipped stickers left out of their colours, their confidence is
// 0.44, and they are in doubt (see alsoDoubted).
func mostlyClipped(colours []RGB, f []cube.Face) []bool {
	full := func(c RGB) bool {
		return linear(float64(c.R)) >= clipped && linear(float64(c.G)) >= clipped && linear(float64(c.B)) >= clipped
	}
	var n, clip [6]int
	for i, c := range colours {
		n[f[i]]++
		if full(c) {
			clip[f[i]]++
		}
	}
	var skip []bool
	for i, c := range colours {
		if k := f[i]; full(c) && 2*clip[k] > n[k] && clip[k] < n[k] {
			if skip == nil {
				skip = make([]bool, len(colours))
			}
			skip[i] = true
		}
	}
	return skip
}

// alsoDoubted puts in doubt, with their confidence from conf2, the
// stickers that doubts2 (the same answer's, under another model) has and
// doubts has not.
func alsoDoubted(conf []float64, doubts []Doubt, conf2 []float64, doubts2 []Doubt) ([]float64, []Doubt) {
	added := false
	for _, d := range doubts2 {
		if conf[d.Sticker] >= DoubtBelow {
			conf[d.Sticker] = conf2[d.Sticker]
			doubts = append(doubts, d)
			added = true
		}
	}
	if added {
		slices.SortFunc(doubts, func(a, b Doubt) int { return a.Sticker - b.Sticker })
	}
	return conf, doubts
}

// tiedLightness returns m with each two colours whose lightness differs
// by less than lightnessTie made alike in lightness (the mean of their
// means, the wider of their spreads): read under it, such colours are told
// apart by their hue alone.
//
// Why: with each face's exposure fitted, a sticker's lightness is only as
// right as its face's fitted gain, and a gain a tenth off moves it by more
// than such colours differ. The robot's over-exposed photos with U, F and
// L darkened to 0.3: once the gains are taken out, white and yellow differ
// by 0.2 in lightness and 1 in hue; D's gain came out about a tenth low,
// so its white stickers 3.4 too light, and as white's stickers agreed
// closely in lightness (spread 0.9) and yellow's less (1.5), two of them
// were read yellow on their lightness alone, though their hue was white's
// (and two yellow ones white, to keep the pieces real).
func tiedLightness(m model) model {
	for a := cube.U; a <= cube.B; a++ {
		for b := a + 1; b <= cube.B; b++ {
			if math.Abs(m.mean[a][0]-m.mean[b][0]) >= lightnessTie {
				continue
			}
			mean := (m.mean[a][0] + m.mean[b][0]) / 2
			v := max(m.vari[a][0], m.vari[b][0])
			m.mean[a][0], m.mean[b][0] = mean, mean
			m.vari[a][0], m.vari[b][0] = v, v
		}
	}
	return m
}

// lightnessTie is the difference in lightness (CIELAB L*) below which two
// colours are not told apart by lightness once the faces' exposures are
// fitted. On the 1,240 darkened scans of TestDarkerFacesAreNotReadSure's
// kind, 3 and 6 put the same wrong readings in doubt; 6 also one right.
const lightnessTie = 3.0

// reseeded settles the reading as measured again from r's cube with the
// stickers that the other reading (with exposures, read as other) doubts
// turned to what else they may be: where that reaches a reading that fits
// the colours better, settle from the centres had stopped short of it.
func reseeded(x []lab, r reading, doubts []Doubt, other []cube.Face) (reading, model, bool) {
	seed := slices.Clone(r.facelets)
	changed := false
	for _, d := range doubts {
		if other[d.Sticker] == r.facelets[d.Sticker] {
			seed[d.Sticker] = d.Or
			changed = true
		}
	}
	if !changed {
		return reading{}, model{}, false
	}
	alt, am := settle(x, nil, cube3, learnModel(x, seed))
	if alt.fit < r.fit-1e-9 {
		return alt, am, true
	}
	return reading{}, model{}, false
}

// labs converts measured colours to CIELAB.
func labs(colours []RGB) []lab {
	x := make([]lab, len(colours))
	for i, c := range colours {
		x[i] = c.toLab()
	}
	return x
}

// settle reads the cube starting from the centres' colours; then learns
// each colour's mean and spread (and with e, each face's exposure) from
// the stickers read as it, and reads again, until the reading settles. A
// reading that comes back after others (two readings, each the other's
// best) ends it too: the one of them that fits best is kept.
func settle(x []lab, e *exposure, l *layout, m model) (reading, model) {
	type state struct {
		r    reading
		m    model
		gain [6][3]float64
	}
	r := read(x, m, false, l, nil)
	var seen []state
	for iter := 0; iter < 20; iter++ {
		xc := x
		if e != nil {
			e.fit(r.facelets)
			xc = e.corrected()
		}
		m = learnModel(xc, r.facelets)
		next := read(xc, m, false, l, &r)
		if slices.Equal(next.facelets, r.facelets) {
			return next, m
		}
		for k, s := range seen {
			if !slices.Equal(s.r.facelets, next.facelets) {
				continue
			}
			best := s
			for _, o := range seen[k:] {
				if o.r.fit < best.r.fit {
					best = o
				}
			}
			if e != nil {
				e.gain = best.gain
			}
			return best.r, best.m
		}
		var gain [6][3]float64
		if e != nil {
			gain = e.gain
		}
		seen = append(seen, state{next, m, gain})
		r = next
	}
	return r, m
}

// exposurePenalty is what fitting the faces' exposures (five numbers: a
// gain of each face but one, the sixth following) must gain in the fit's
// cost to be kept: the Bayesian information criterion's 5/2 times the log
// of the number of values measured (162 on the 3x3x3).
func exposurePenalty(l *layout) float64 { return 2.5 * math.Log(float64(3*l.stickers)) }

// reading is one cube read under one colour model.
type reading struct {
	// fit is the cost of all stickers as read (the centres' too), the
	// negative log-likelihood of the measurements under the model.
	fit      float64
	facelets []cube.Face // the best solvable cube
	closest  []cube.Face // the best cube of real pieces, solvable or not
	sticker  [][6]float64
	corners  *pieceDP
	edges    *pieceDP // nil where the puzzle has none
	// placed is the best real placement of the corners ([0]) and the
	// edges ([1]) of each permutation parity.
	placed [2][2]placement
}

// read returns the best solvable cube under model m; with backward, it
// also readies r.corners and r.edges to tell the best cube without a
// given option (bestWithout). last, if not nil, is a reading of the same
// stickers under another model, whose pieces' places speed the search.
//
// The corners' and the edges' permutations must have one parity (a real
// 3x3x3's); where there are no edges (the pocket cube) either will do.
func read(x []lab, m model, backward bool, l *layout, last *reading) reading {
	r := reading{sticker: make([][6]float64, len(x))}
	for i := range x {
		for c := cube.U; c <= cube.B; c++ {
			r.sticker[i][c] = m.cost(x[i], c)
		}
	}
	var known [2][2]placement
	if last != nil {
		known = last.placed
	}
	r.corners = l.corners.solve(l.corners.costs(r.sticker), backward, known[0])
	cp, cAny := r.corners.best()
	var ep [2]placement // no edges cost nothing in either parity
	var eAny placement
	if l.edges != nil {
		r.edges = l.edges.solve(l.edges.costs(r.sticker), backward, known[1])
		ep, eAny = r.edges.best()
	}
	r.placed = [2][2]placement{cp, ep}
	par := 0
	if cp[1].cost+ep[1].cost < cp[0].cost+ep[0].cost {
		par = 1
	}
	r.facelets = l.blank()
	l.corners.paint(r.facelets, cp[par])
	r.closest = l.blank()
	l.corners.paint(r.closest, cAny)
	if l.edges != nil {
		l.edges.paint(r.facelets, ep[par])
		l.edges.paint(r.closest, eAny)
	}
	for i, c := range r.facelets {
		r.fit += r.sticker[i][c]
	}
	return r
}

// confidence gives each sticker 1 - exp(-gap/confidenceScale), where gap is
// how much worse the best solvable cube is that reads the sticker as another
// colour than answer, or, if lower, how much it looks like its colour by
// its own measurement alone: a sticker that the pieces made orange while it
// looked red is worth a look, even if the answer is sure.
func confidence(x []lab, m model, answer []cube.Face, l *layout) (conf []float64, doubts []Doubt) {
	r := read(x, m, true, l, nil)
	cost := 0.0 // of the answer's pieces (the centres are no piece's)
	for i, c := range answer {
		if !l.isCentre(i) {
			cost += r.sticker[i][c]
		}
	}
	conf = make([]float64, l.stickers)
	for f := cube.U; f <= cube.B && l.centres; f++ {
		conf[l.centre(f)] = 1
	}
	or := make(map[int]cube.Face)
	sets := []struct{ this, other *pieceDP }{{r.corners, r.edges}}
	if r.edges != nil {
		sets = append(sets, struct{ this, other *pieceDP }{r.edges, r.corners})
	}
	for _, set := range sets {
		s := set.this.s
		var other [2]float64 // the best real placement of the other set, if any
		for P := 0; P < 2 && set.other != nil; P++ {
			other[P] = set.other.bwd[P][0]
		}
		// gap is how much worse the best real cube is that reads sticker
		// st (at slot of position i) as one of the colours in show.
		gap := func(i, slot int, show func(cube.Face) bool) float64 {
			alt := set.this.bestWithout(i, func(p, o int) bool {
				return !show(s.faces[p][(slot-o+s.turns)%s.turns])
			})
			return min(alt[0]+other[0], alt[1]+other[1]) - cost
		}
		for i := 0; i < s.n; i++ {
			for slot, st := range s.stickers[i] {
				g := gap(i, slot, func(c cube.Face) bool { return c != answer[st] })
				look := m.looks(x[st], answer[st])
				conf[st] = min(1-math.Exp(-max(g, 0)/confidenceScale), look)
				if conf[st] >= DoubtBelow {
					continue
				}
				// What else it may be: the colour of the nearest real
				// cube that reads it otherwise, or if the doubt is its
				// look, the colour it looks like.
				best, bestGap := answer[st], math.Inf(1)
				for c := cube.U; c <= cube.B; c++ {
					if c == answer[st] {
						continue
					}
					if g := gap(i, slot, func(o cube.Face) bool { return o == c }); g < bestGap {
						best, bestGap = c, g
					}
				}
				if look < 1-math.Exp(-max(g, 0)/confidenceScale) {
					best = m.nearest(x[st], answer[st])
				}
				or[st] = best
			}
		}
	}
	for i := range conf {
		if c, ok := or[i]; ok {
			doubts = append(doubts, Doubt{Sticker: i, Read: answer[i], Or: c, pocket: l == cube2})
		}
	}
	return conf, doubts
}

// looks says how much sticker i, measured as v, looks like colour c by
// its own measurement alone: 1 unless another colour fits it clearly
// better (by lookMargin) both under the colours' own spreads and under one
// spread for all (a sticker a little off a colour whose stickers agree
// closely, such as white in an over-exposed photo, is not taken for one
// far away whose stickers vary); then less, the more the other fits
// better. A sticker that looks as much like one colour as like another,
// and whose pieces decide, is not in doubt; one the pieces made orange
// while it clearly looked red is.
func (m model) looks(v lab, c cube.Face) float64 {
	odds := func(cost func(lab, cube.Face) float64) float64 {
		near := cost(v, c)
		for o := cube.U; o <= cube.B; o++ {
			near = min(near, cost(v, o))
		}
		return min(1, 2/(1+math.Exp(cost(v, c)-near-lookMargin)))
	}
	return max(odds(m.cost), odds(m.distance))
}

// nearest is the colour other than c that v looks most like.
func (m model) nearest(v lab, c cube.Face) cube.Face {
	best, cost := c, math.Inf(1)
	for o := cube.U; o <= cube.B; o++ {
		if k := min(m.cost(v, o), m.distance(v, o)); o != c && k < cost {
			best, cost = o, k
		}
	}
	return best
}

// lookMargin is how much better (in the cost's units, a log-likelihood)
// another colour must fit a sticker for its look to count against the
// colour the pieces gave it.
const lookMargin = 3.0

// confidenceScale is the cost gap (in the model's units, about a squared
// standard deviation) at which confidence reaches 1 - 1/e.
const confidenceScale = 4.0

func dist(a, b lab) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}
