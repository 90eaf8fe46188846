package cube

// Two repairs for the commonest slips in describing a cube by hand, each
// offered only when the colours leave a single answer: stickers not filled
// in yet whose colours the rest of the cube determines (FillBlanks), and
// one sticker given the wrong colour (FixOneSticker).

// FillBlanks returns f with its blank stickers coloured, if exactly one
// way of colouring them makes a real cube (every piece real and used
// once, twists, flips and parities adding up), and true; otherwise f and
// false. It stops, returning false, as soon as two ways are found, or
// after fillBudget placements tried.
func FillBlanks(f Facelets) (Facelets, bool) {
	v, blanks, ok := relabelWithBlanks(f)
	if !ok || len(blanks) == 0 {
		return f, false
	}
	corners, ok := v.searchCorners()
	if !ok {
		return f, false
	}
	edges, ok := v.searchEdges()
	if !ok {
		return f, false
	}
	// Corner and edge permutations must have the same parity.
	var c, e *Cubie
	for p := 0; p < 2; p++ {
		if corners.count[p] > 0 && edges.count[p] > 0 {
			if c != nil || corners.count[p] > 1 || edges.count[p] > 1 {
				return f, false // more than one way
			}
			c, e = &corners.first[p], &edges.first[p]
		}
	}
	if c == nil {
		return f, false // no way
	}
	whole := Cubie{CP: c.CP, CO: c.CO, EP: e.EP, EO: e.EO}
	g := whole.Facelets()
	out := f
	for _, i := range blanks {
		out[i] = v.centre[g[i]] // back in f's colours
	}
	return out, true
}

// FixOneSticker returns f with one sticker changed, if f is not a real
// cube, has no blank stickers, and exactly one change of one sticker (not
// a centre) makes it one; otherwise f and false. It also returns the
// sticker changed.
func FixOneSticker(f Facelets) (Facelets, int, bool) {
	var count [Blank + 1]int
	for _, x := range f {
		if x > Blank {
			return f, -1, false
		}
		count[x]++
	}
	if count[Blank] > 0 {
		return f, -1, false
	}
	// One sticker changed moves one count up and another down: only a
	// cube with one colour on 10 stickers and another on 8 can be mended
	// so, by a sticker of the first becoming the second.
	over, under := Blank, Blank // none yet
	for x := U; x <= B; x++ {
		switch {
		case count[x] == 9:
		case count[x] == 10 && over == Blank:
			over = x
		case count[x] == 8 && under == Blank:
			under = x
		default:
			return f, -1, false
		}
	}
	if over == Blank || under == Blank {
		return f, -1, false
	}
	found, at := f, -1
	for i, x := range f {
		if x != over || i%9 == 4 {
			continue
		}
		g := f
		g[i] = under
		if _, err := g.ToCubie(); err == nil {
			if at >= 0 {
				return f, -1, false // two ways
			}
			found, at = g, i
		}
	}
	return found, at, at >= 0
}

// relabelWithBlanks reads f's centres and relabels its stickers by them,
// as validation does, leaving blank stickers blank. It fails if a centre
// is blank or the centres are not a real cube's.
func relabelWithBlanks(f Facelets) (v *validation, blanks []int, ok bool) {
	g := f
	for i, x := range f {
		switch {
		case x > Blank:
			return nil, nil, false
		case x == Blank:
			if i%9 == 4 {
				return nil, nil, false
			}
			blanks = append(blanks, i)
			g[i] = f[i/9*9+4] // any colour: checkCentres reads only the centres
		}
	}
	v = &validation{in: g, words: Letters}
	if v.checkCentres() != nil {
		return nil, nil, false
	}
	for _, i := range blanks {
		v.g[i] = Blank
	}
	return v, blanks, true
}

// fillBudget bounds the work of one search for the pieces, in placements
// tried: a nearly blank cube has countless colourings and is not worth
// searching.
const fillBudget = 200_000

// pieceSearch counts the ways of placing one kind of piece, by the parity
// of their permutation (up to two each), keeping the first of each.
type pieceSearch struct {
	count [2]int
	first [2]Cubie
	nodes int
}

// placement is a piece at a position, in an orientation.
type placement struct{ piece, orient int8 }

// searchCorners finds the ways of putting corners at the eight positions
// that agree with the stickers given, each corner once, twists adding up.
func (v *validation) searchCorners() (pieceSearch, bool) {
	var cands [8][]placement
	for i := 0; i < 8; i++ {
		fc := cornerFacelet[i]
		for j := 0; j < 8; j++ {
			for o := 0; o < 3; o++ {
				if v.agrees(fc[o], cornerColor[j][0]) && v.agrees(fc[(o+1)%3], cornerColor[j][1]) &&
					v.agrees(fc[(o+2)%3], cornerColor[j][2]) {
					cands[i] = append(cands[i], placement{int8(j), int8(o)})
				}
			}
		}
	}
	var s pieceSearch
	var c Cubie
	var place func(i, used, twist int) bool
	place = func(i, used, twist int) bool {
		if s.nodes++; s.nodes > fillBudget {
			return false
		}
		if i == 8 {
			return twist%3 != 0 || s.record(&c, permParity(c.CP[:]))
		}
		for _, p := range cands[i] {
			if used&(1<<p.piece) != 0 {
				continue
			}
			c.CP[i], c.CO[i] = p.piece, p.orient
			if !place(i+1, used|1<<p.piece, twist+int(p.orient)) {
				return false
			}
		}
		return true
	}
	return s, place(0, 0, 0)
}

// searchEdges is searchCorners for the twelve edges and their flips.
func (v *validation) searchEdges() (pieceSearch, bool) {
	var cands [12][]placement
	for i := 0; i < 12; i++ {
		ef := edgeFacelet[i]
		for j := 0; j < 12; j++ {
			for o := 0; o < 2; o++ {
				if v.agrees(ef[o], edgeColor[j][0]) && v.agrees(ef[1-o], edgeColor[j][1]) {
					cands[i] = append(cands[i], placement{int8(j), int8(o)})
				}
			}
		}
	}
	var s pieceSearch
	var c Cubie
	var place func(i, used, flip int) bool
	place = func(i, used, flip int) bool {
		if s.nodes++; s.nodes > fillBudget {
			return false
		}
		if i == 12 {
			return flip%2 != 0 || s.record(&c, permParity(c.EP[:]))
		}
		for _, p := range cands[i] {
			if used&(1<<p.piece) != 0 {
				continue
			}
			c.EP[i], c.EO[i] = p.piece, p.orient
			if !place(i+1, used|1<<p.piece, flip+int(p.orient)) {
				return false
			}
		}
		return true
	}
	return s, place(0, 0, 0)
}

// agrees reports whether sticker i, relabelled, can be face x: it is x,
// or blank.
func (v *validation) agrees(i int, x Face) bool {
	return v.g[i] == Blank || v.g[i] == x
}

// record counts a way, reporting whether the search should go on: once
// there are two of each parity, the answer cannot be unique.
func (s *pieceSearch) record(c *Cubie, parity int) bool {
	if s.count[parity] == 0 {
		s.first[parity] = *c
	}
	if s.count[parity] < 2 {
		s.count[parity]++
	}
	return s.count[0] < 2 || s.count[1] < 2
}

// permParity is 0 for an even permutation, 1 for an odd one.
func permParity(p []int8) int {
	n := 0
	for i := range p {
		for j := i + 1; j < len(p); j++ {
			if p[i] > p[j] {
				n++
			}
		}
	}
	return n % 2
}
