package pocket

import (
	"slices"
	"strconv"
	"strings"

	"cubesolver/solver/cube"
)

// Cube checks that the stickers describe a real pocket cube, one that can
// be reached from solved by turning faces, held any way, and returns its
// pieces. The first problem found is returned as a *cube.Error whose
// Stickers are indexes 0..23; the checks run in this order: stickers that
// hold no colour, blank stickers, colour counts, impossible corners,
// duplicated corners and corner twist. (A pocket cube has no edges, so no
// permutation parity to check.)
func (f Facelets) Cube() (Cube, error) { return f.CubeIn(cube.Letters) }

// CubeIn is Cube with the colours named in the error's message by words.
func (f Facelets) CubeIn(words cube.Words) (Cube, error) {
	c, e, _ := f.check(words, true)
	if e != nil {
		return Cube{}, e
	}
	return c, nil
}

// Pieces reads the corners off the stickers, checking all that Cube does
// but the twist: it returns a cube with a corner twisted in place too, for
// solving to a target twisted alike (see Relative).
func (f Facelets) Pieces() (Cube, error) {
	c, e, _ := f.check(cube.Letters, false)
	if e != nil {
		return Cube{}, e
	}
	return c, nil
}

// AutoFix repairs the first problem in f if it has a fix: a twisted
// corner, one corner whose stickers make no real corner when the other
// seven determine what it must be, or two stickers swapped between two
// corners (the swap that leaves more corners home, if several would do,
// as the problem's Fix says). It returns the repaired stickers, the
// problem it repaired and true. If f describes a real cube it returns f,
// nil, false; if the first problem has no fix, f, the problem and false.
func AutoFix(f Facelets) (Facelets, *cube.Error, bool) { return AutoFixIn(f, cube.Letters) }

// AutoFixIn is AutoFix with the colours named in the problem's message by
// words.
func AutoFixIn(f Facelets, words cube.Words) (Facelets, *cube.Error, bool) {
	return AutoFixSuspecting(f, words, -1)
}

// AutoFixSuspecting is AutoFixIn for stickers of which one, suspect (-1
// for none), is the likeliest to be wrong: the one painted last, say.
// Where the colours cannot tell which corner is twisted, the fix twists
// the corner with that sticker.
func AutoFixSuspecting(f Facelets, words cube.Words, suspect int) (Facelets, *cube.Error, bool) {
	_, e, fixed := (&validation{in: f, words: words.OrLetters(), suspect: suspect, suspected: suspect >= 0}).run(true)
	if e == nil || fixed == nil {
		return f, e, false
	}
	return *fixed, e, true
}

// validation holds what is known about described stickers while they are
// checked.
type validation struct {
	in    Facelets
	c     Cube  // the pieces read off in; positions in bad hold -1
	bad   []int // corner positions whose stickers form no real corner
	words cube.Words
	// noSwap looks for no two stickers swapped (when checking a swap).
	noSwap bool
	// suspect is the sticker likeliest to be wrong, if suspected.
	suspect   int
	suspected bool
}

// suspectCorner returns the position of the corner with the suspected
// sticker, if a sticker is suspected.
func (v *validation) suspectCorner() (int, bool) {
	for p := range cornerFacelet {
		if v.suspected && slices.Contains(cornerFacelet[p][:], v.suspect) {
			return p, true
		}
	}
	return 0, false
}

// check runs the checks in order, the twist's only if twist is set. It
// returns the cube, or the first problem and, if that problem has a
// unique fix, the repaired stickers.
func (f Facelets) check(words cube.Words, twist bool) (Cube, *cube.Error, *Facelets) {
	return (&validation{in: f, words: words.OrLetters()}).run(twist)
}

// run runs the checks of v's stickers, the twist's only if twist is set.
func (v *validation) run(twist bool) (Cube, *cube.Error, *Facelets) {
	if e := v.checkStickers(); e != nil {
		return Cube{}, e, nil
	}
	if e := v.checkCounts(); e != nil {
		return Cube{}, e, nil
	}
	v.readPieces()
	steps := []func() (*cube.Error, *Facelets){v.checkCorners, v.checkDuplicates}
	if twist {
		steps = append(steps, v.checkTwist)
	}
	for _, step := range steps {
		if e, fixed := step(); e != nil {
			return Cube{}, e, fixed
		}
	}
	return v.c, nil, nil
}

// checkStickers rejects values that name no colour and blank stickers.
func (v *validation) checkStickers() *cube.Error {
	return cube.CheckStickers(v.in[:], FaceletName, "colour")
}

// checkCounts requires every colour on exactly four stickers. The stickers
// of colours used too often are the ones to look at, first those on
// corners no cube has.
func (v *validation) checkCounts() *cube.Error {
	e := cube.CheckCounts(v.in[:], 4, v.words)
	if e == nil {
		return nil
	}
	v.readPieces()
	var suspects []int
	for _, i := range v.bad {
		for _, x := range cornerFacelet[i] {
			if slices.Contains(e.Stickers, x) {
				suspects = append(suspects, x)
			}
		}
	}
	e.LookFirst(suspects, FaceletName, "corners")
	var stickers [][]int
	var names []string
	for _, i := range v.bad {
		stickers, names = append(stickers, cornerFacelet[i][:]), append(names, cube.CornerName(i))
	}
	e.AddImpossible("corner", stickers, names)
	v.bad, v.c = nil, Cube{}
	return e
}

// readPieces identifies the piece at every corner position.
func (v *validation) readPieces() {
	for i := range 8 {
		s := cornerFacelet[i]
		p, o, ok := cube.IdentifyCorner(v.in[s[0]], v.in[s[1]], v.in[s[2]])
		if !ok {
			v.bad = append(v.bad, i)
		}
		v.c.CP[i], v.c.CO[i] = int8(p), int8(o)
	}
}

// checkCorners reports corner positions whose stickers form no real
// corner. If only one does and the other seven are different real corners,
// the one it must be is known (the missing one, twisted so the twists add
// up), and that is the fix.
func (v *validation) checkCorners() (*cube.Error, *Facelets) {
	if len(v.bad) == 0 {
		return nil, nil
	}
	i := v.bad[0]
	summary, why := v.cornerProblem(i)
	e := &cube.Error{Kind: cube.ErrCorner, Summary: summary, Msg: summary + ": " + why}
	var others []string
	for _, j := range v.bad {
		e.Stickers = append(e.Stickers, cornerFacelet[j][:]...)
		if j != i {
			others = append(others, cube.CornerName(j))
		}
	}
	if others != nil {
		e.Msg += "; " + cube.AlsoImpossible("corner", others)
		return e, v.swapFix(e)
	}
	missing, ok := cube.OnlyMissing(v.c.CP[:])
	if !ok {
		return e, v.swapFix(e)
	}
	c := v.c
	c.CP[i], c.CO[i] = int8(missing), 0
	c.CO[i] = int8((3 - c.TwistSum()) % 3)
	s := cornerFacelet[i]
	if sameColours(v.in, s[:], cube.CornerColours(missing)) {
		e.Fix = "the stickers of the corner at " + cube.CornerName(i) + " will be rearranged into the " +
			pieceName(missing) + " corner"
	} else {
		e.Fix = "the corner at " + cube.CornerName(i) + " will be replaced by the missing " + pieceName(missing) + " corner"
	}
	fixed := c.Facelets()
	return e, &fixed
}

// swapFix is cube.SwapFix on the pocket cube: two stickers painted each
// with the other's colour, on two corners of which at least one is
// impossible (e names it), found, named and swapped back, as on the
// 3x3x3. Among several fixes it prefers the one that leaves more corners
// in their places, the cube held as most of them say.
func (v *validation) swapFix(e *cube.Error) *Facelets {
	if v.noSwap {
		return nil
	}
	real := func(g []cube.Face) (homes int, ok bool) {
		c, e, _ := (&validation{in: Facelets(g), words: v.words, noSwap: true}).run(true)
		if e != nil {
			return 0, false
		}
		for _, r := range rotations {
			d, n := c.Mul(r), 0
			for i := range d.CP {
				if int(d.CP[i]) == i && d.CO[i] == 0 {
					n++
				}
			}
			homes = max(homes, n)
		}
		return homes, true
	}
	g := cube.SwapFix(v.in[:], v.in[:], e, cube.SwapPuzzle{PieceOf: pieceOf, Name: FaceletName, Real: real})
	if g == nil {
		return nil
	}
	fixed := Facelets(g)
	return &fixed
}

// pieceOf returns the corner sticker i is on: every sticker is on one.
func pieceOf(i int) cube.Piece {
	for c, fs := range cornerFacelet {
		if slices.Contains(fs[:], i) {
			return cube.Piece{Kind: "corner", Name: cube.CornerName(c), Stickers: fs[:]}
		}
	}
	return cube.Piece{Kind: "sticker", Name: FaceletName(i), Stickers: []int{i}} // not reached
}

// cornerProblem says what is wrong with the stickers of corner position i.
func (v *validation) cornerProblem(i int) (summary, why string) {
	s := cornerFacelet[i]
	a := [3]cube.Face{v.in[s[0]], v.in[s[1]], v.in[s[2]]}
	for x := 0; x < 3 && why == ""; x++ {
		for y := x + 1; y < 3 && why == ""; y++ {
			switch {
			case a[x] == a[y]:
				why = v.words.One(a[x]) + " appears twice"
			case a[x] == a[y].Opposite():
				why = "colours " + v.words.InList(a[x]) + " and " + v.words.InList(a[y]) + " are on opposite faces"
			}
		}
	}
	if why == "" {
		for p := range 8 {
			if sameColours(v.in, s[:], cube.CornerColours(p)) {
				why = "these are the colours of the " + pieceName(p) + " corner in mirror-image order"
			}
		}
	}
	names := make([]string, 3)
	for k, j := range s {
		names[k] = v.words.InList(v.in[j])
	}
	return "the corner at " + cube.CornerName(i) + " (" + cube.StickerList(s[:], 3, FaceletName) + ") has colours " +
		strings.Join(names, ", ") + ", which no corner has", why
}

// checkDuplicates reports corners that appear more than once and the ones
// missing. With the colour counts right that never comes alone, so there
// is no unique fix.
func (v *validation) checkDuplicates() (*cube.Error, *Facelets) {
	var at [8][]int
	for i, p := range v.c.CP {
		at[p] = append(at[p], i)
	}
	var dup, missing []string
	e := &cube.Error{Kind: cube.ErrDuplicateCorner}
	for p, pos := range at {
		switch len(pos) {
		case 0:
			missing = append(missing, pieceName(p))
		case 1:
		default:
			names := make([]string, len(pos))
			for k, i := range pos {
				names[k] = cube.CornerName(i)
				e.Stickers = append(e.Stickers, cornerFacelet[i][:]...)
			}
			times := "twice"
			if len(pos) > 2 {
				times = strconv.Itoa(len(pos)) + " times"
			}
			dup = append(dup, "the "+pieceName(p)+" corner appears "+times+", at "+andList(names))
		}
	}
	if dup == nil {
		return nil, nil
	}
	verb := " corner is missing"
	if len(missing) > 1 {
		verb = " corners are missing"
	}
	e.Summary = dup[0]
	e.Msg = strings.Join(dup, "; ") + "; so the " + andList(missing) + verb
	return e, nil
}

// checkTwist requires the corner twists to add up to a whole turn. Any
// corner can be twisted to fix it; the fix picks the one whose twist
// leaves the cube solved if there is one (the odd one out), else one in
// its place relative to the DBL corner and turned the wrong way, else the
// corner at DRB; only in the first case can the colours tell that it is
// the culprit.
func (v *validation) checkTwist() (*cube.Error, *Facelets) {
	sum := v.c.TwistSum()
	if sum == 0 {
		return nil, nil
	}
	twisted := func(i int) Cube {
		c := v.c
		c.CO[i] = (c.CO[i] + int8(3-sum)) % 3
		return c
	}
	at, known := -1, false
	for i := range 8 {
		if twisted(i).IsSolved() {
			at, known = i, true
			break
		}
	}
	if at < 0 {
		// Relative to the DBL corner: held so that it is home, which
		// position holds its own piece with the extra twist?
		r := rotationPlacing(v.c.CP[anchor], v.c.CO[anchor])
		a := r.Inverse().Mul(v.c)
		for i := range 8 {
			if int(a.CP[i]) == i && int(a.CO[i]) == sum {
				at = i
				break
			}
		}
	}
	if at < 0 {
		at = cube.DRB
	}
	suspected := false
	if p, ok := v.suspectCorner(); ok && !known {
		// The colours cannot tell which: the corner painted last.
		at, suspected = p, true
	}
	all := make([]int, NumFacelets)
	for i := range all {
		all[i] = i
	}
	e := cube.TwistProblem(sum, at, known, cornerFacelet[at][:], all)
	if suspected {
		e.Fix += cube.PaintedLast
	}
	fixed := twisted(at).Facelets()
	return e, &fixed
}

// sameColours reports whether the stickers s of f hold the faces want in
// some order.
func sameColours(f Facelets, s []int, want [3]cube.Face) bool {
	var n [7]int
	for k, i := range s {
		n[f[i]]++
		n[want[k]]--
	}
	return n == [7]int{}
}

// pieceName names a corner piece by its colours' letters, e.g. "URF".
func pieceName(p int) string {
	c := cube.CornerColours(p)
	return c[0].String() + c[1].String() + c[2].String()
}

// andList joins words as a sentence lists them: "A", "A and B", "A, B and C".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
