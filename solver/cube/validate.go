package cube

import (
	"slices"
	"strings"
)

// ToCubie checks that the stickers describe a real cube, one that can be
// reached from solved by turning faces, and returns its pieces. The first
// problem found is returned as a *Error; the checks run in this order:
// stickers that hold no face, blank stickers, colour counts, centres,
// impossible corners and edges, duplicated pieces, corner twist, edge flip
// and permutation parity.
//
// The centres may be in any arrangement a whole-cube rotation gives: the
// colours are then read relative to the centres (each colour names the face
// whose centre has it), so the returned cube is the one seen with its
// centres in place.
func (f Facelets) ToCubie() (Cubie, error) { return f.ToCubieIn(Letters) }

// ToCubieIn is ToCubie with the colours named in the error's message by
// words.
func (f Facelets) ToCubieIn(words Words) (Cubie, error) {
	c, e, _ := f.check(words)
	if e != nil {
		return Cubie{}, e
	}
	return c, nil
}

// Pieces reads the pieces off the stickers, checking all that ToCubie
// does but the corner twist, edge flip and permutation parity: it returns
// a cube with a piece turned in place or two pieces swapped too, for
// solving to a target alike (see Relative).
func (f Facelets) Pieces() (Cubie, error) {
	c, e, _ := f.checkUpTo(Letters, len(pieceChecks))
	if e != nil {
		return Cubie{}, e
	}
	return c, nil
}

// AutoFix repairs the first problem in f if it has a unique fix, as Cube
// Explorer's AutoFix does: a twisted corner, a flipped edge, a parity swap,
// or a corner whose stickers are in mirror order when the other pieces
// determine what it must be. It returns the repaired stickers (in the
// colours of f), the problem it repaired and true. If f describes a real
// cube it returns f, nil, false; if the first problem has no unique fix it
// returns f, the problem, false. Only the first problem is repaired; call
// it again while it reports true to repair more.
func AutoFix(f Facelets) (Facelets, *Error, bool) { return AutoFixIn(f, Letters) }

// AutoFixIn is AutoFix with the colours named in the problem's message by
// words.
func AutoFixIn(f Facelets, words Words) (Facelets, *Error, bool) {
	return AutoFixSuspecting(f, words, -1)
}

// AutoFixSuspecting is AutoFixIn for stickers of which one, suspect (a
// facelet index; -1 for none), is the likeliest to be wrong: the one
// painted last, say. Where the colours cannot tell which corner is twisted
// or which edge is flipped, the fix turns the piece with that sticker, if
// it is a piece of that kind, not an arbitrary one.
func AutoFixSuspecting(f Facelets, words Words, suspect int) (Facelets, *Error, bool) {
	_, e, fixed := (&validation{in: f, words: words.OrLetters(), suspect: suspect, suspected: suspect >= 0}).run(allChecks)
	if e == nil || fixed == nil {
		return f, e, false
	}
	return *fixed, e, true
}

// validation holds what is known about described stickers while they are
// checked.
type validation struct {
	in     Facelets // the stickers as given
	g      Facelets // the stickers relabelled: each names the face whose centre has its colour
	centre [6]Face  // centre[x] is the colour (as given) of the centre of face x
	c      Cubie    // the pieces read off g; positions in cBad/eBad hold -1
	cBad   []int    // corner positions whose stickers form no real corner
	eBad   []int    // edge positions whose stickers form no real edge
	words  Words    // how messages name colours
	noSwap bool     // look for no two stickers swapped (when checking a swap)
	// suspect is the sticker likeliest to be wrong, if suspected.
	suspect   int
	suspected bool
}

// check runs the checks in order. It returns the cube, or the first
// problem and, if that problem has a unique fix, the repaired stickers.
func (f Facelets) check(words Words) (Cubie, *Error, *Facelets) {
	return f.checkUpTo(words, allChecks)
}

// pieceChecks are the checks of the pieces themselves, groupChecks the
// ones of how they were put together, which turning faces never changes.
var (
	pieceChecks = []func(*validation) (*Error, *Facelets){
		(*validation).checkCorners, (*validation).checkEdges,
		(*validation).checkDuplicateCorners, (*validation).checkDuplicateEdges,
	}
	groupChecks = []func(*validation) (*Error, *Facelets){
		(*validation).checkTwist, (*validation).checkFlip, (*validation).checkParity,
	}
)

// allChecks is the number of piece and group checks (a constant, as
// swapFix, which pieceChecks call, cannot refer to them).
const allChecks = 7

// checkUpTo is check with only the first n of the piece and group checks.
func (f Facelets) checkUpTo(words Words, n int) (Cubie, *Error, *Facelets) {
	return (&validation{in: f, words: words.OrLetters()}).run(n)
}

// run runs the first n of the piece and group checks after the checks of
// the stickers, the counts and the centres.
func (v *validation) run(n int) (Cubie, *Error, *Facelets) {
	if e := v.checkStickers(); e != nil {
		return Cubie{}, e, nil
	}
	if e := v.checkCounts(); e != nil {
		return Cubie{}, e, nil
	}
	if e := v.checkCentres(); e != nil {
		return Cubie{}, e, nil
	}
	v.readPieces()
	steps := append(append([]func(*validation) (*Error, *Facelets){}, pieceChecks...), groupChecks...)
	for _, step := range steps[:n] {
		if e, fixed := step(v); e != nil {
			return Cubie{}, e, fixed
		}
	}
	return v.c, nil, nil
}

// checkStickers rejects values that name no face and blank stickers.
func (v *validation) checkStickers() *Error { return CheckStickers(v.in[:], FaceletName, "face") }

// checkCounts requires every colour on exactly nine stickers. The stickers
// of colours used too often are the ones to look at.
func (v *validation) checkCounts() *Error {
	e := CheckCounts(v.in[:], 9, v.words)
	if e != nil {
		// Of those, the ones on pieces no cube has are most likely wrong.
		e.LookFirst(v.onImpossiblePieces(e.Stickers), FaceletName, "pieces")
		if v.checkCentres() == nil { // the pieces were read
			var stickers [][]int
			var names []string
			for _, i := range v.cBad {
				stickers, names = append(stickers, cornerFacelet[i][:]), append(names, cornerNames[i])
			}
			e.AddImpossible("corner", stickers, names)
			stickers, names = nil, nil
			for _, i := range v.eBad {
				stickers, names = append(stickers, edgeFacelet[i][:]), append(names, edgeNames[i])
			}
			e.AddImpossible("edge", stickers, names)
		}
	}
	return e
}

// onImpossiblePieces returns those of stickers that are on a corner or
// edge whose colours no piece has, if the centres can be read.
func (v *validation) onImpossiblePieces(stickers []int) []int {
	if v.checkCentres() != nil {
		return nil
	}
	v.readPieces()
	var out []int
	for _, i := range v.cBad {
		for _, x := range cornerFacelet[i] {
			if slices.Contains(stickers, x) {
				out = append(out, x)
			}
		}
	}
	for _, i := range v.eBad {
		for _, x := range edgeFacelet[i] {
			if slices.Contains(stickers, x) {
				out = append(out, x)
			}
		}
	}
	slices.Sort(out)
	return out
}

// checkCentres requires six different centre colours in an arrangement a
// rotation of a real cube gives, then relabels the stickers relative to
// the centres.
func (v *validation) checkCentres() *Error {
	for x := U; x <= B; x++ {
		v.centre[x] = v.in[centreOf(x)]
	}
	for x := U; x <= B; x++ {
		for y := x + 1; y <= B; y++ {
			if v.centre[x] == v.centre[y] {
				summary := "the " + x.String() + " and " + y.String() + " centres are both " + v.words.One(v.centre[x])
				return &Error{Kind: ErrCentres, Stickers: []int{centreOf(x), centreOf(y)}, Summary: summary,
					Msg: summary + "; the six centres are six different colours"}
			}
		}
	}
	for x := U; x <= F; x++ {
		y := x.Opposite()
		if v.centre[y] != v.centre[x].Opposite() {
			msg := "the " + x.String() + " and " + y.String() + " centres are colours " +
				v.words.InList(v.centre[x]) + " and " + v.words.InList(v.centre[y]) +
				", which are not on opposite faces of a real cube"
			return &Error{Kind: ErrCentres, Stickers: []int{centreOf(x), centreOf(y)}, Summary: msg, Msg: msg}
		}
	}
	if faceNormal[v.centre[R]].cross(faceNormal[v.centre[U]]) != faceNormal[v.centre[F]] {
		return &Error{Kind: ErrCentres, Stickers: []int{4, 13, 22, 31, 40, 49},
			Summary: "the centres are a mirror image of a real cube's",
			Msg: "the centres are a mirror image of a real cube's; no rotation of the cube puts them " +
				"in this arrangement (two opposite centres are swapped)"}
	}
	var rel [Blank + 1]Face // blank stays blank (Upright turns half-described cubes)
	rel[Blank] = Blank
	for x := U; x <= B; x++ {
		rel[v.centre[x]] = x
	}
	for i, x := range v.in {
		v.g[i] = rel[x]
	}
	return nil
}

// readPieces identifies the piece at every position of the relabelled
// stickers.
func (v *validation) readPieces() {
	for i := 0; i < 8; i++ {
		p, o := cornerAt(&v.g, i)
		if p < 0 {
			v.cBad = append(v.cBad, i)
		}
		v.c.CP[i], v.c.CO[i] = int8(p), int8(o)
	}
	for i := 0; i < 12; i++ {
		p, o := edgeAt(&v.g, i)
		if p < 0 {
			v.eBad = append(v.eBad, i)
		}
		v.c.EP[i], v.c.EO[i] = int8(p), int8(o)
	}
}

// checkCorners reports corner positions whose stickers form no real corner.
// If only one does and the other pieces are all real and different, the
// corner it must be is determined (the missing one, with the twist that
// makes the twists add up), and it is the fix if the permutation parity
// then agrees with the edges.
func (v *validation) checkCorners() (*Error, *Facelets) {
	if len(v.cBad) == 0 {
		return nil, nil
	}
	i := v.cBad[0]
	summary, why := v.cornerProblem(i)
	e := &Error{Kind: ErrCorner, Summary: summary, Msg: summary + ": " + why}
	var others []string
	for _, j := range v.cBad {
		e.Stickers = append(e.Stickers, cornerFacelet[j][:]...)
		if j != i {
			others = append(others, cornerNames[j])
		}
	}
	if others != nil {
		e.Msg += "; " + AlsoImpossible("corner", others)
		return e, v.swapFix(e)
	}
	missing, ok := OnlyMissing(v.c.CP[:])
	if !ok || !v.edgesArePermutation() {
		return e, v.swapFix(e)
	}
	c := v.c
	c.CP[i], c.CO[i] = int8(missing), 0
	c.CO[i] = int8((3 - c.TwistSum()) % 3)
	if c.CornerParity() != c.EdgeParity() {
		return e, v.swapFix(e)
	}
	if sameColours(v.g, cornerFacelet[i][:], cornerColor[missing][:]) {
		e.Fix = "the stickers of the corner at " + cornerNames[i] + " will be rearranged into the " +
			v.cornerPiece(missing) + " corner"
	} else {
		e.Fix = "the corner at " + cornerNames[i] + " will be replaced by the missing " +
			v.cornerPiece(missing) + " corner"
	}
	return e, v.fixed(c)
}

// checkEdges reports edge positions whose stickers form no real edge. An
// edge has no unique fix: with the colour counts right, one impossible edge
// never comes alone.
func (v *validation) checkEdges() (*Error, *Facelets) {
	if len(v.eBad) == 0 {
		return nil, nil
	}
	i := v.eBad[0]
	a, b := v.g[edgeFacelet[i][0]], v.g[edgeFacelet[i][1]]
	why := "both are " + v.words.One(v.centre[a])
	if a != b {
		why = "colours " + v.words.InList(v.centre[a]) + " and " + v.words.InList(v.centre[b]) + " are on opposite faces"
	}
	summary := "the edge at " + edgeNames[i] + " (" + StickerList(edgeFacelet[i][:], 2, FaceletName) +
		") has colours " + v.colours(edgeFacelet[i][:]) + ", which no edge has"
	e := &Error{Kind: ErrEdge, Summary: summary, Msg: summary + ": " + why}
	var others []string
	for _, j := range v.eBad {
		e.Stickers = append(e.Stickers, edgeFacelet[j][:]...)
		if j != i {
			others = append(others, edgeNames[j])
		}
	}
	if others != nil {
		e.Msg += "; " + AlsoImpossible("edge", others)
	}
	return e, v.swapFix(e)
}

// swapFix is SwapFix on this cube: two stickers painted each with the
// other's colour, on two pieces of which at least one is impossible (e
// names it), found, named and swapped back. Among several fixes it
// prefers the one that leaves more corners and edges in their places.
func (v *validation) swapFix(e *Error) *Facelets {
	if v.noSwap {
		return nil
	}
	real := func(g []Face) (homes int, ok bool) {
		c, ok := isReal(Facelets(g), v.words)
		if !ok {
			return 0, false
		}
		for i := range c.CP {
			if int(c.CP[i]) == i && c.CO[i] == 0 {
				homes++
			}
		}
		for i := range c.EP {
			if int(c.EP[i]) == i && c.EO[i] == 0 {
				homes++
			}
		}
		return homes, true
	}
	g := SwapFix(v.in[:], v.g[:], e, SwapPuzzle{PieceOf: pieceOf, Name: FaceletName, Real: real})
	if g == nil {
		return nil
	}
	fixed := Facelets(g)
	return &fixed
}

// pieceOf returns the corner or edge sticker i is on, or its centre.
func pieceOf(i int) Piece {
	for c, fs := range cornerFacelet {
		if slices.Contains(fs[:], i) {
			return Piece{"corner", cornerNames[c], fs[:]}
		}
	}
	for k, fs := range edgeFacelet {
		if slices.Contains(fs[:], i) {
			return Piece{"edge", edgeNames[k], fs[:]}
		}
	}
	return Piece{"centre", FaceletName(i), []int{i}}
}

// checkDuplicateCorners reports corners that appear more than once and the
// ones missing. With the colour counts right a duplicated corner always
// comes with another problem among the edges, so there is no unique fix.
func (v *validation) checkDuplicateCorners() (*Error, *Facelets) {
	return v.duplicates(ErrDuplicateCorner, "corner", v.c.CP[:],
		func(i int) []int { return cornerFacelet[i][:] }, v.cornerPiece), nil
}

// checkDuplicateEdges is checkDuplicateCorners for the edges.
func (v *validation) checkDuplicateEdges() (*Error, *Facelets) {
	return v.duplicates(ErrDuplicateEdge, "edge", v.c.EP[:],
		func(i int) []int { return edgeFacelet[i][:] }, v.edgePiece), nil
}

// duplicates finds the pieces of perm used more than once. stickers gives
// the stickers of a position and name the name of a piece.
func (v *validation) duplicates(kind ErrorKind, what string, perm []int8, stickers func(int) []int, name func(int) string) *Error {
	at := make([][]int, len(perm))
	for i, p := range perm {
		at[p] = append(at[p], i)
	}
	var dup, missing []string
	e := &Error{Kind: kind}
	for p, pos := range at {
		switch len(pos) {
		case 0:
			missing = append(missing, name(p))
		case 1:
		default:
			names := make([]string, len(pos))
			for k, i := range pos {
				names[k] = positionName(what, i)
				e.Stickers = append(e.Stickers, stickers(i)...)
			}
			times := "twice"
			if len(pos) > 2 {
				times = itoa(len(pos)) + " times"
			}
			dup = append(dup, "the "+name(p)+" "+what+" appears "+times+", at "+strings.Join(names, " and "))
		}
	}
	if dup == nil {
		return nil
	}
	verb := " is missing"
	if len(missing) > 1 {
		verb = " are missing"
	}
	e.Summary = dup[0]
	e.Msg = strings.Join(dup, "; ") + "; so the " + strings.Join(missing, " and ") + " " + plural(what, len(missing)) + verb
	return e
}

// checkTwist requires the corner twists to add up to a whole turn. Any one
// corner can be twisted to fix it; the fix picks a corner that is in its
// home position and would be solved by it (the odd one out on a nearly
// solved cube), or else the corner at DRB. Only when that corner is the
// one twisted corner can the colours tell it is the culprit; otherwise
// every corner is outlined and the fix says it is a choice.
func (v *validation) checkTwist() (*Error, *Facelets) {
	sum := v.c.TwistSum()
	if sum == 0 {
		return nil, nil
	}
	at := DRB
	for i := 0; i < 8; i++ {
		if int(v.c.CP[i]) == i && int(v.c.CO[i]) == sum {
			at = i
			break
		}
	}
	c := v.c
	c.CO[at] = int8((int(c.CO[at]) + 3 - sum) % 3)
	p, suspected := v.suspectCorner()
	if suspected = suspected && c.CO != solved.CO; suspected {
		// The colours cannot tell which: the corner painted last.
		at, c = p, v.c
		c.CO[at] = int8((int(c.CO[at]) + 3 - sum) % 3)
	}
	known := c.CO == solved.CO
	e := TwistProblem(sum, at, known, cornerFacelet[at][:], cornerStickers())
	if suspected && !known { // a choice, made by the sticker painted last
		e.Fix += PaintedLast
	}
	return e, v.fixed(c)
}

// PaintedLast ends the Fix of a twist or a flip whose piece the colours
// cannot tell, where the one chosen has the sticker suspected (painted
// last).
const PaintedLast = "; the one chosen has the sticker painted last"

// suspectCorner returns the position of the corner with the suspected
// sticker, if it is a corner's; suspectEdge the same of an edge.
func (v *validation) suspectCorner() (int, bool) {
	for p := range cornerFacelet {
		if v.suspected && slices.Contains(cornerFacelet[p][:], v.suspect) {
			return p, true
		}
	}
	return 0, false
}

func (v *validation) suspectEdge() (int, bool) {
	for p := range edgeFacelet {
		if v.suspected && slices.Contains(edgeFacelet[p][:], v.suspect) {
			return p, true
		}
	}
	return 0, false
}

// checkFlip requires an even number of flipped edges. The fix flips an edge
// that is home and flipped, or else the edge at BR; as with a twist, it is
// known to be the culprit only when it is the one flipped edge.
func (v *validation) checkFlip() (*Error, *Facelets) {
	if v.c.FlipSum() == 0 {
		return nil, nil
	}
	at := BR
	for i := 0; i < 12; i++ {
		if int(v.c.EP[i]) == i && v.c.EO[i] == 1 {
			at = i
			break
		}
	}
	c := v.c
	c.EO[at] ^= 1
	p, suspected := v.suspectEdge()
	if suspected = suspected && c.EO != solved.EO; suspected {
		at, c = p, v.c
		c.EO[at] ^= 1
	}
	e := &Error{Kind: ErrFlip, Summary: "the edge flips do not add up",
		Msg: "the edge flips do not add up, as if one edge had been flipped in its place",
		Fix: "the " + edgeNames[at] + " edge will be flipped",
	}
	known := c.EO == solved.EO
	e.placeOn(known, edgeFacelet[at][:], edgeStickers(), "edge", "twelve")
	if suspected && !known {
		e.Fix += PaintedLast
	}
	return e, v.fixed(c)
}

// checkParity requires the corner and edge permutations to have the same
// parity. The fix exchanges two edges that sit in each other's places if
// there are such, else two such corners, else the edges at UF and UR. The
// two are taken for the culprits only when the exchange puts every piece
// of their kind in its place; otherwise no piece is outlined, since any
// two could be.
func (v *validation) checkParity() (*Error, *Facelets) {
	if v.c.CornerParity() == v.c.EdgeParity() {
		return nil, nil
	}
	c := v.c
	e := &Error{Kind: ErrParity, Summary: "the corner and edge permutations have different parities",
		Msg: "the corner and edge permutations have different parities, as if two pieces had been swapped"}
	placed := false // the exchange puts every piece of its kind in its place
	if i, j, ok := twoCycle(c.EP[:]); ok {
		v.swapEdges(&c, e, i, j)
		placed = c.EP == solved.EP
	} else if i, j, ok := twoCycle(c.CP[:]); ok {
		c.CP[i], c.CP[j] = c.CP[j], c.CP[i]
		c.CO[i], c.CO[j] = c.CO[j], c.CO[i]
		e.Fix = "the " + cornerNames[i] + " and " + cornerNames[j] + " corners will be exchanged"
		e.Stickers = append(append([]int{}, cornerFacelet[i][:]...), cornerFacelet[j][:]...)
		placed = c.CP == solved.CP
	} else {
		v.swapEdges(&c, e, UF, UR)
	}
	if !placed {
		e.Stickers = []int{}
		e.Msg += "; which two, the colours cannot tell: compare the pieces with your cube"
		e.Fix += ", one choice of many: right only if they are the two that were entered wrong"
	}
	return e, v.fixed(c)
}

// cornerStickers and edgeStickers list the stickers of every corner or
// edge.
func cornerStickers() []int {
	var s []int
	for _, p := range cornerFacelet {
		s = append(s, p[:]...)
	}
	return s
}

func edgeStickers() []int {
	var s []int
	for _, p := range edgeFacelet {
		s = append(s, p[:]...)
	}
	return s
}

// swapEdges exchanges the edges at positions i and j of c and says so in e.
func (v *validation) swapEdges(c *Cubie, e *Error, i, j int) {
	c.EP[i], c.EP[j] = c.EP[j], c.EP[i]
	c.EO[i], c.EO[j] = c.EO[j], c.EO[i]
	e.Fix = "the " + edgeNames[i] + " and " + edgeNames[j] + " edges will be exchanged"
	e.Stickers = append(append([]int{}, edgeFacelet[i][:]...), edgeFacelet[j][:]...)
}

// twoCycle finds positions i < j whose pieces sit in each other's places.
func twoCycle(p []int8) (i, j int, ok bool) {
	for i := range p {
		if j := int(p[i]); j > i && int(p[j]) == i {
			return i, j, true
		}
	}
	return 0, 0, false
}

// fixed returns the stickers of c in the colours of the input.
func (v *validation) fixed(c Cubie) *Facelets {
	f := c.Facelets()
	for i, x := range f {
		f[i] = v.centre[x]
	}
	return &f
}

// cornerProblem says what is wrong with the stickers of corner position i:
// that they make no corner, and why.
func (v *validation) cornerProblem(i int) (summary, why string) {
	s := cornerFacelet[i][:]
	a := [3]Face{v.g[s[0]], v.g[s[1]], v.g[s[2]]}
	for x := 0; x < 3 && why == ""; x++ {
		for y := x + 1; y < 3 && why == ""; y++ {
			switch {
			case a[x] == a[y]:
				why = v.words.One(v.centre[a[x]]) + " appears twice"
			case a[x] == a[y].Opposite():
				why = "colours " + v.words.InList(v.centre[a[x]]) + " and " + v.words.InList(v.centre[a[y]]) + " are on opposite faces"
			}
		}
	}
	if why == "" {
		// One colour from each axis: the colours of a real corner, the wrong way round.
		for p := 0; p < 8; p++ {
			if sameColours(v.g, s, cornerColor[p][:]) {
				why = "these are the colours of the " + v.cornerPiece(p) + " corner in mirror-image order"
			}
		}
	}
	return "the corner at " + cornerNames[i] + " (" + StickerList(s, 3, FaceletName) + ") has colours " +
		v.colours(s) + ", which no corner has", why
}

// edgesArePermutation reports whether every edge position holds a real edge
// and no edge appears twice.
func (v *validation) edgesArePermutation() bool {
	return len(v.eBad) == 0 && isPermutation(v.c.EP[:])
}

// isPermutation reports whether p holds each of 0..len(p)-1 once.
func isPermutation(p []int8) bool {
	seen := make([]bool, len(p))
	for _, x := range p {
		if x < 0 || int(x) >= len(p) || seen[x] {
			return false
		}
		seen[x] = true
	}
	return true
}

// sameColours reports whether the stickers s of g hold the faces want in
// some order.
func sameColours(g Facelets, s []int, want []Face) bool {
	var n [7]int
	for k, i := range s {
		n[g[i]]++
		n[want[k]]--
	}
	return n == [7]int{}
}

// cornerPiece and edgePiece name a piece by its colours as given, e.g. "URF"
// on a cube with its centres in place.
func (v *validation) cornerPiece(p int) string {
	return v.centre[cornerColor[p][0]].String() + v.centre[cornerColor[p][1]].String() + v.centre[cornerColor[p][2]].String()
}

func (v *validation) edgePiece(p int) string {
	return v.centre[edgeColor[p][0]].String() + v.centre[edgeColor[p][1]].String()
}

// colours lists the colours (as given) of stickers s: "U, F, U" in
// Letters.
func (v *validation) colours(s []int) string {
	names := make([]string, len(s))
	for k, i := range s {
		names[k] = v.words.InList(v.in[i])
	}
	return strings.Join(names, ", ")
}

// positionName names corner or edge position i.
func positionName(what string, i int) string {
	if what == "corner" {
		return cornerNames[i]
	}
	return edgeNames[i]
}

// plural adds an s to what unless n is 1.
func plural(what string, n int) string {
	if n == 1 {
		return what
	}
	return what + "s"
}

// centreOf returns the sticker index of the centre of face x.
func centreOf(x Face) int { return 9*int(x) + 4 }

// isReal returns g's pieces if g is a real cube, looking for no sticker swap
// itself. It is set in init: the checks call swapFix, which calls it, and
// Go refuses a variable's initial value that refers to itself.
var isReal func(g Facelets, words Words) (Cubie, bool)

func init() {
	isReal = func(g Facelets, words Words) (Cubie, bool) {
		c, e, _ := (&validation{in: g, words: words, noSwap: true}).run(allChecks)
		return c, e == nil
	}
	if allChecks != len(pieceChecks)+len(groupChecks) {
		panic("cube: allChecks is not the number of checks")
	}
}
