package cube

import (
	"slices"
	"strings"
)

// The steps of validation below hold for any cube whose stickers are the
// six faces' colours: this cube's validation and the pocket cube's
// (package pocket) run them, so that the two say a problem in the same
// words. f is the stickers as given and name names sticker i, as
// FaceletName does.

// CheckStickers rejects values in f that name no colour and blank
// stickers; noun is what the message says a value names ("face" on this
// cube, "colour" on the pocket cube).
func CheckStickers(f []Face, name func(int) string, noun string) *Error {
	var blank []int
	for i, x := range f {
		switch {
		case x > Blank:
			msg := "sticker " + name(i) + " holds " + x.String() + ", which names no " + noun
			return &Error{Kind: ErrLetter, Stickers: []int{i}, Summary: msg, Msg: msg}
		case x == Blank:
			blank = append(blank, i)
		}
	}
	if len(blank) == 0 {
		return nil
	}
	msg := "sticker " + name(blank[0]) + " has no colour yet"
	summary := msg
	if len(blank) > 1 {
		summary = itoa(len(blank)) + " stickers have no colour yet"
		msg = summary + ": " + StickerList(blank, 12, name)
	}
	return &Error{Kind: ErrBlank, Summary: summary, Msg: msg, Stickers: blank}
}

// CheckCounts requires every colour on exactly per of the stickers f (no
// blanks). The stickers of colours used too often are the ones to look
// at; LookFirst narrows them down.
func CheckCounts(f []Face, per int, words Words) *Error {
	var count [6]int
	for _, x := range f {
		count[x]++
	}
	var parts []string
	var stickers []int
	for x := U; x <= B; x++ {
		if count[x] == per {
			continue
		}
		n := " stickers"
		if count[x] == 1 {
			n = " sticker"
		}
		parts = append(parts, words.One(x)+" is on "+itoa(count[x])+n)
		if count[x] > per {
			for i, y := range f {
				if y == x {
					stickers = append(stickers, i)
				}
			}
		}
	}
	if parts == nil {
		return nil
	}
	return &Error{Kind: ErrColorCount, Stickers: stickers, Summary: strings.Join(parts, ", "),
		Msg: strings.Join(parts, ", ") + "; " + ColourCountRule(per)}
}

// ColourCountRule states the rule a colour count breaks, for per stickers
// of each colour: "every colour must be on 9 stickers". It is a rule, not
// a fact about the cube in front of the user, so it says "must"; the
// window's messages use it too, so that the wording is kept in one place.
func ColourCountRule(per int) string {
	return "every colour must be on " + itoa(per) + " stickers"
}

// LookFirst narrows the stickers of a colour-count problem to suspects,
// the ones on pieces no cube has (pieces says which: "pieces", "corners"),
// and says so, if there are any.
func (e *Error) LookFirst(suspects []int, name func(int) string, pieces string) {
	if len(suspects) == 0 {
		return
	}
	e.Stickers = slices.Sorted(slices.Values(suspects))
	e.Msg += "; look first at " + StickerList(e.Stickers, 6, name) + ", on " + pieces + " no cube has"
}

// AddImpossible adds to a colour-count problem the pieces no cube has
// that it outlines none of (what: "corner", "edge"; stickers and names,
// each such piece's stickers and position): a sticker painted a colour
// there are too few of (U2 green beside a blue B2) is as wrong as one of
// a colour used too often, and was neither outlined nor said.
func (e *Error) AddImpossible(what string, stickers [][]int, names []string) {
	var add []string
	for k, piece := range stickers {
		if !slices.ContainsFunc(piece, func(x int) bool { return slices.Contains(e.Stickers, x) }) {
			e.Stickers = append(e.Stickers, piece...)
			add = append(add, names[k])
		}
	}
	if add == nil {
		return
	}
	slices.Sort(e.Stickers)
	if strings.Contains(e.Msg, " no cube has") {
		e.Msg += "; " + AlsoImpossible(what, add)
		return
	}
	if len(add) == 1 {
		e.Msg += "; the " + what + " at " + add[0] + " is one no cube has"
		return
	}
	e.Msg += "; the " + what + "s at " + strings.Join(add, ", ") + " are ones no cube has"
}

// TwistProblem is the problem of corner twists that add up to sum (1 or 2)
// thirds of a turn, with the fix twisting the corner at position at.
// known says whether the colours tell that corner is the culprit (then
// its stickers, piece, are outlined; else all, those of every corner).
func TwistProblem(sum, at int, known bool, piece, all []int) *Error {
	dir, undo := "clockwise", "anticlockwise"
	if sum == 2 {
		dir, undo = undo, dir
	}
	e := &Error{Kind: ErrTwist, Summary: "the corner twists do not add up",
		Msg: "the corner twists do not add up, as if one corner had been twisted a third of a turn " + dir + " in its place",
		Fix: "the twist of the " + cornerNames[at] + " corner will be changed (a third of a turn " + undo + ")",
	}
	e.placeOn(known, piece, all, "corner", "eight")
	return e
}

// placeOn outlines, for a twist or a flip, the piece the fix changes if it
// is known to be the culprit (the only piece turned), else every piece of
// its kind, and says then that the fix is a choice of how many.
func (e *Error) placeOn(known bool, piece, all []int, kind, howMany string) {
	if known {
		e.Stickers = slices.Clone(piece)
		return
	}
	e.Stickers = all
	e.Msg += "; which one, the colours cannot tell: compare the " + kind + "s with your cube"
	e.Fix += ", one choice of " + howMany + ": right only if it is the " + kind + " that was entered wrong"
}

// OnlyMissing returns the one piece that does not appear in p when every
// other entry is a distinct real piece (a single -1 marks the unknown one).
func OnlyMissing(p []int8) (int, bool) {
	seen := make([]bool, len(p))
	unknown := 0
	for _, x := range p {
		if x < 0 {
			unknown++
			continue
		}
		if seen[x] {
			return 0, false
		}
		seen[x] = true
	}
	if unknown != 1 {
		return 0, false
	}
	for x, s := range seen {
		if !s {
			return x, true
		}
	}
	return 0, false
}

// StickerList names the stickers s, at most max of them: "U1, U2, R5 and
// 3 more".
func StickerList(s []int, max int, name func(int) string) string {
	var names []string
	for k, i := range s {
		if k == max {
			names = append(names, "and "+itoa(len(s)-max)+" more")
			break
		}
		names = append(names, name(i))
	}
	return strings.Join(names, ", ")
}

// AlsoImpossible says that the pieces (what: "corner", "edge") at
// positions are impossible too.
func AlsoImpossible(what string, positions []string) string {
	if len(positions) == 1 {
		return "the " + what + " at " + positions[0] + " is impossible too"
	}
	return "the " + what + "s at " + strings.Join(positions, ", ") + " are impossible too"
}
