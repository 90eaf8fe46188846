package scan

import (
	"cmp"
	"math"
	"slices"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// PocketResult is the pocket cube read from its colours.
type PocketResult struct {
	// Facelets is the cube: each sticker named by its colour (U white,
	// R red, F green, D yellow, L orange, B blue, as package pocket names
	// them). It is always a real cube: each corner once, its twists adding
	// up.
	Facelets pocket.Facelets
	// Confidence is, for each sticker, how sure the reading is, from 0
	// (another colour would do as well) to 1 (no other cube comes close).
	Confidence [pocket.NumFacelets]float64
	// ClosestUnsolvable, if not nil, says why the cube closest to the
	// measurements could not be the answer (a twisted corner): Facelets is
	// then the nearest real cube, and a sticker may have been misread.
	ClosestUnsolvable error
	// Doubtful lists the stickers whose confidence is below DoubtBelow, in
	// order, as Result's does; their Sticker is the pocket cube's (0..23).
	Doubtful []Doubt
}

// ResolvePocket finds the pocket cube whose corners' colours are closest
// to the measured colours, given in the order U1..U4 R1..R4 F1..F4 D1..D4
// L1..L4 B1..B4 (each face row by row, as package pocket numbers them).
//
// With no centres, nothing measured says which colour is which face: the
// corners do. Each of the six colours is on four stickers, two colours
// never on one corner are opposite, and a corner's colours go round it
// one way only, so the corners give the colours' arrangement up to the
// way the cube is held. The colours are learnt from the cube itself,
// starting from the three stickers of one corner and the three of the
// opposite corner (its piece tried at each place and twist, the reading
// whose colours are tightest kept); only then are they named, by the
// arrangement of the usual colours (white opposite yellow, green opposite
// blue, red opposite orange) that the colours read look most like (see
// nameColours). Where another naming is nearly as likely, the stickers
// it names otherwise are in doubt; so are those that another reasonable
// reading (see reasonable) reads otherwise, as on the 3x3x3.
//
// The only error is a face measured twice (two faces alike, sticker for
// sticker, that the corners cannot tell apart).
func ResolvePocket(colours [pocket.NumFacelets]RGB) (PocketResult, error) {
	l := cube2
	x := labs(colours[:])
	twice := sameFaces(x, l)
	// Each start is read as measured; the few best readings (by one
	// yardstick for all, spread: each reading learns its own colours'
	// spreads, and one that gives up on a colour, its stickers mixed, can
	// fit better by its own measure than the right one with a corner
	// misread) are read again with each face's exposure fitted, taken as
	// the 3x3x3 takes it: where it explains the colours better by more
	// than its own parameters would.
	type start struct {
		seeds  [6]int
		r      reading
		m      model
		x      []lab // the measurements as r reads them
		spread float64
		e      *exposure // the faces' exposures fitted, if r was read with them
	}
	var starts []start
	var found [][]cube.Face // every reading, each naming the colours its own way
	for _, seeds := range pocketSeeds() {
		rs, ms := settle(x, nil, l, initialModel(x, seeds))
		starts = append(starts, start{seeds, rs, ms, x, spread(x, rs.facelets), nil})
		found = append(found, rs.facelets)
	}
	slices.SortStableFunc(starts, func(a, b start) int { return cmp.Compare(a.spread, b.spread) })
	best := starts[0]
	var tried [][]cube.Face
	for _, s := range starts {
		if len(tried) == exposureStarts {
			break
		}
		if slices.ContainsFunc(tried, func(f []cube.Face) bool { return slices.Equal(f, s.r.facelets) }) {
			continue
		}
		tried = append(tried, s.r.facelets)
		e := newExposure(colours[:], l.perFace)
		re, me := settle(x, e, l, initialModel(x, s.seeds))
		found = append(found, re.facelets)
		if re.fit+exposurePenalty(l) >= s.r.fit {
			continue
		}
		xe := e.corrected()
		if sc := spread(xe, re.facelets); sc < best.spread {
			best = start{s.seeds, re, me, xe, sc, e}
		}
	}
	r, m, xr := best.r, best.m, best.x
	exposed := best.e != nil
	if exposed {
		found = append(found, restarted(x, best.e, best.seeds, l))
	}
	conf, doubts := doubted(xr, m, r.facelets, reasonable(found, r.facelets, xr), exposed, colours[:], l)

	// The colours so far are named by where the first corner is; name
	// them by what they look like.
	name, alt := nameColours(colours[:], r.facelets)
	var res PocketResult
	for i, c := range r.facelets {
		res.Facelets[i] = name[c]
	}
	copy(res.Confidence[:], conf)
	for _, d := range doubts {
		d.Read, d.Or = name[d.Read], name[d.Or]
		res.Doubtful = append(res.Doubtful, d)
	}
	if alt != nil {
		// Another naming of the colours is nearly as likely: every
		// sticker it names otherwise is in doubt, with its colour under
		// the other (and the others doubted as they were).
		doubtAt := map[int]Doubt{}
		for _, d := range res.Doubtful {
			doubtAt[d.Sticker] = d
		}
		res.Doubtful = nil
		for i, c := range r.facelets {
			if name[c] != alt[c] {
				res.Confidence[i] = min(res.Confidence[i], DoubtBelow/2)
				res.Doubtful = append(res.Doubtful, Doubt{Sticker: i, Read: name[c], Or: alt[c], pocket: true})
			} else if d, ok := doubtAt[i]; ok {
				res.Doubtful = append(res.Doubtful, d)
			}
		}
	}
	if !slices.Equal(r.closest, r.facelets) {
		var closest pocket.Facelets
		for i, c := range r.closest {
			closest[i] = name[c]
		}
		if _, err := closest.Cube(); err != nil {
			res.ClosestUnsolvable = err
		}
	}
	if twice != nil && len(res.Doubtful) > 0 {
		return PocketResult{}, twice
	}
	return res, nil
}

// reasonable returns the readings in found, each named as answer names
// the colours (see namedAs), whose colours are spread less than
// reasonableSpread times as wide as answer's in x: the readings that may
// as well be right.
//
// Why: the pocket cube has no centres to start from, and its readings
// from other starts, as measured, with exposures fitted or started again
// with them taken out (as the 3x3x3's), may settle on other cubes; where
// they explain the colours nearly as tightly, the answer's stickers they
// read otherwise are in doubt. But with faces far darker than others, a
// reading that fits no exposures is far off, and would put nearly every
// cube in doubt.
func reasonable(found [][]cube.Face, answer []cube.Face, x []lab) [][]cube.Face {
	limit := reasonableSpread * spread(x, answer)
	var others [][]cube.Face
	for _, f := range found {
		if o := namedAs(f, answer); !slices.Equal(o, answer) && spread(x, o) < limit {
			others = append(others, o)
		}
	}
	return others
}

// reasonableSpread is how many times as wide as the answer's another
// reading's colours may be spread and still be reasonable. On the 1,240
// darkened pocket cubes of TestPocketDarkenedFaceSets, 1.8 leaves no cube
// read wrong with nothing in doubt and 1,035 read right and sure; 1.5
// leaves two wrong unseen (random-02 with four or five faces at 0.15)
// and 1,066 sure; 1.2, two and 1,084. Where the answer was right and
// sure, its own start read as measured or started again, where it
// disagreed, was spread at least 1.89 times as wide.
const reasonableSpread = 1.8

// namedAs returns the reading f with its colours named as answer names
// them: of the whole-cube turns of the colours (the namings that keep the
// arrangement of f's colours), the one under which most stickers agree.
func namedAs(f, answer []cube.Face) []cube.Face {
	var best []cube.Face
	most := -1
	for _, r := range pocket.Rotations() {
		rf := r.Facelets()
		turned := make([]cube.Face, len(f))
		agree := 0
		for i, c := range f {
			turned[i] = rf[int(c)*4]
			if turned[i] == answer[i] {
				agree++
			}
		}
		if agree > most {
			best, most = turned, agree
		}
	}
	return best
}

// exposureStarts is how many of the best distinct readings as measured
// are read again with the faces' exposures fitted.
const exposureStarts = 3

// spread is how far the stickers are from their colours' medians in f,
// on one scale for every reading: squared CIELAB differences over the
// prior spread of each axis, summed.
func spread(x []lab, f []cube.Face) float64 {
	m := learnModel(x, f)
	s := 0.0
	for i, c := range f {
		for d := 0; d < 3; d++ {
			e := x[i][d] - m.mean[c][d]
			s += e * e / priorVariance[d]
		}
	}
	return s
}

// pocketSeeds are the ways to start learning the colours: the three
// stickers of the corner at DBL are taken for its own piece's colours
// (yellow, blue, orange: any corner's colours are some corner's, and
// naming them comes last), and the three of the opposite piece (URF:
// white, red, green) are taken from each other place, at each twist, in
// turn.
func pocketSeeds() [][6]int {
	s := cube2.corners
	var seeds [][6]int
	for at := 0; at < 8; at++ {
		if at == cube.DBL {
			continue
		}
		for o := 0; o < 3; o++ {
			var seed [6]int
			for k := 0; k < 3; k++ {
				seed[s.faces[cube.DBL][k]] = s.stickers[cube.DBL][k]
				seed[s.faces[cube.URF][k]] = s.stickers[at][(k+o)%3]
			}
			seeds = append(seeds, seed)
		}
	}
	return seeds
}

// nominal is each colour as a cube shows it in daylight, in sRGB: the
// colours' names, nothing more.
var nominal = [6][3]float64{
	cube.U: {240, 240, 240}, // white
	cube.R: {190, 20, 40},   // red
	cube.F: {0, 155, 80},    // green
	cube.D: {245, 215, 0},   // yellow
	cube.L: {250, 100, 10},  // orange
	cube.B: {10, 70, 180},   // blue
}

// nameColours names the colours of a reading f (each a face letter, as
// the reading's arrangement has them). Of the 24 ways to name them that
// keep the arrangement (the namings a whole-cube turn gives), it takes
// those that pair the colours as the usual colours are paired, opposite
// each other, most like them (white and yellow, red and orange, green and
// blue: they differ so much that a light's cast does not mix them up);
// then it tells each pair's two colours apart by what tells them apart
// under any light (white is bluer than yellow, orange greener than red,
// blue bluer than green), taking the naming, of the four left, that those
// agree with most. alt is the second best naming where it is nearly as
// good, else nil.
func nameColours(colours []RGB, f []cube.Face) (name, alt map[cube.Face]cube.Face) {
	// Each colour's median in linear light.
	var seen [6][3]float64
	for c := cube.U; c <= cube.B; c++ {
		for k := 0; k < 3; k++ {
			var v []float64
			for i, x := range f {
				if x == c {
					v = append(v, linear(float64([3]uint8{colours[i].R, colours[i].G, colours[i].B}[k])))
				}
			}
			seen[c][k] = median(v)
		}
	}
	type naming struct {
		to          [6]cube.Face
		cost, agree float64
	}
	// axis is which pair of opposite colours a face's colour belongs to.
	axis := func(c cube.Face) int { return int(c) % 3 }
	var all []naming
	for _, r := range pocket.Rotations() {
		rf := r.Facelets()
		var n naming
		for c := cube.U; c <= cube.B; c++ {
			n.to[c] = rf[int(c)*4]
		}
		n.cost = namingCost(&seen, n.to)
		all = append(all, n)
	}
	best := all[0]
	for _, n := range all {
		if n.cost < best.cost {
			best = n
		}
	}
	samePairs := func(n naming) bool {
		for c := cube.U; c <= cube.B; c++ {
			if axis(n.to[c]) != axis(best.to[c]) {
				return false
			}
		}
		return true
	}
	var pairs []naming // the four namings that pair the colours as best does
	for _, n := range all {
		if samePairs(n) {
			n.agree = pairEvidence(&seen, n.to)
			pairs = append(pairs, n)
		} else if n.cost < best.cost+namingMargin {
			// Another pairing is nearly as like the usual colours.
			alt = toNames(n.to)
		}
	}
	slices.SortStableFunc(pairs, func(a, b naming) int {
		switch {
		case a.agree > b.agree:
			return -1
		case a.agree < b.agree:
			return 1
		}
		return 0
	})
	name = toNames(pairs[0].to)
	if alt == nil && pairs[1].agree > pairs[0].agree-pairMargin {
		alt = toNames(pairs[1].to)
	}
	return name, alt
}

func toNames(to [6]cube.Face) map[cube.Face]cube.Face {
	m := map[cube.Face]cube.Face{}
	for c, x := range to {
		m[cube.Face(c)] = x
	}
	return m
}

// pairEvidence is how much the colours seen agree with naming them to:
// for each colour named white, orange or blue, by how much (a log ratio
// of two channels, which a light's cast or exposure changes alike for
// both) it is bluer than the colour opposite it (named yellow), greener
// for its red (red), or bluer for its green (green).
func pairEvidence(seen *[6][3]float64, to [6]cube.Face) float64 {
	ratio := func(c, num, den int) float64 {
		return math.Log(max(seen[c][num], 1e-3) / max(seen[c][den], 1e-3))
	}
	sum := 0.0
	for c := range to {
		o := (c + 3) % 6 // the colour opposite c: the provisional faces are opposite as U and D are
		switch to[c] {
		case cube.U:
			sum += ratio(c, 2, 1) - ratio(o, 2, 1)
		case cube.L:
			sum += ratio(c, 1, 0) - ratio(o, 1, 0)
		case cube.B:
			sum += ratio(c, 2, 1) - ratio(o, 2, 1)
		}
	}
	return sum
}

// namingMargin is how much worse (in squared CIELAB units summed over the
// six colours) the second best pairing of the colours must be for the
// best to be sure; pairMargin is how much less (in log ratios) the second
// best naming of the pairs' colours must agree with the colours.
const (
	namingMargin = 400.0
	pairMargin   = 0.3
)

// namingCost is how unlike the colours seen are to the nominal colours
// they would be named: each channel's gain fitted (the white balance),
// within a factor of two, then the squared CIELAB distances summed.
func namingCost(seen *[6][3]float64, to [6]cube.Face) float64 {
	var nom [6][3]float64
	for c := range nom {
		for k := 0; k < 3; k++ {
			nom[c][k] = linear(nominal[to[c]][k])
		}
	}
	var gain [3]float64
	for k := 0; k < 3; k++ {
		var xy, yy float64
		for c := range nom {
			xy += seen[c][k] * nom[c][k]
			yy += nom[c][k] * nom[c][k]
		}
		gain[k] = xy / yy
	}
	// The balance of the three channels matters, not their overall level.
	mean := math.Cbrt(gain[0] * gain[1] * gain[2])
	cost := 0.0
	for c := range nom {
		var v [3]float64
		for k := 0; k < 3; k++ {
			g := min(max(gain[k]/mean, 0.5), 2) * mean
			v[k] = seen[c][k] / g
		}
		a := labOfLinear(v[0], v[1], v[2])
		b := labOfLinear(nom[c][0], nom[c][1], nom[c][2])
		cost += (a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2])
	}
	return cost
}
