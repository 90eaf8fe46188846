package puzzle

import (
	"errors"
	"fmt"
	"strings"

	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// Verdict is what the editor says about the cube being described.
type Verdict struct {
	OK     bool
	Cubie  cube.Cubie  // the pieces, when ok or Arranged (3x3x3)
	Pocket pocket.Cube // the pieces, when ok or Arranged (pocket cube)
	// Arranged is set when the stickers make the puzzle's pieces, each
	// once, whether or not they make a real cube: a cube taken apart and
	// put back with a corner twisted, an edge flipped or two pieces
	// swapped is no real cube, but it can be taken to a target with the
	// same fault (see Reach).
	Arranged bool
	Text     string // "Valid cube" or the first problem in words
	Gist     string // the problem in a few words, for where space is short
	Stickers []int  // the stickers concerned, to outline on the net
	Blanks   int    // stickers not set yet

	// Fixed is the cube Auto-fix would make and FixText says what it
	// changes; Fixed is nil when the problem has no unique fix.
	Fixed   *cube.Facelets
	FixText string
}

// SolveBlocker says, in a few words, why Solve is disabled for this cube;
// "" if it is not.
func (v Verdict) SolveBlocker() string {
	switch {
	case v.OK:
		return ""
	case v.Blanks > 0 && v.Gist == "": // unfinished, nothing wrong yet
		return fmt.Sprintf("Fill in the %d blank %s to solve.", v.Blanks, words.Plural(v.Blanks, "sticker", "stickers"))
	default:
		// The whole message is under the net; here its gist is enough.
		return "Solve needs a real cube: " + words.LowerFirst(v.Gist) + "."
	}
}

// Validate checks f, a cube of puzzle p, as the editor shows it. It
// differs from f.ToCubie in one way: while stickers are still blank, a
// colour already used more than nine times (four on the pocket cube) is
// the problem to show (it is a mistake, whereas blanks are just unfinished
// work).
func Validate(p Puzzle, f cube.Facelets) Verdict { return ValidateSuspecting(p, f, -1) }

// ValidateSuspecting is Validate for a cube whose sticker suspect (as the
// editor numbers them; -1 for none) was painted last: where the colours
// cannot tell which corner is twisted or which edge flipped, Auto-fix
// turns the piece with that sticker, the likeliest slip, not an arbitrary
// one.
func ValidateSuspecting(p Puzzle, f cube.Facelets, suspect int) Verdict {
	var count [cube.Blank + 1]int
	for i, x := range f {
		if int(x) < len(count) && p.Has(i) {
			count[x]++
		}
	}
	v := Verdict{Blanks: count[cube.Blank]}
	if _, _, err := f.UprightIn(colourWords); err != nil && p == Cube3 {
		// Before the counts: centres no real cube has are the mistake,
		// and painting the rest cannot make up for them.
		var ce *cube.Error
		errors.As(err, &ce)
		v.Gist = ce.Summary
		v.Text = words.Sentence(ce.Msg) + " Click a centre to paint it as the cube is held, or Clear to start again from white up, green in front."
		v.Stickers = ce.Stickers
		return v
	}
	if v.Blanks > 0 {
		var parts []string
		for x := cube.U; x <= cube.B; x++ {
			if count[x] <= p.Stickers() {
				continue
			}
			parts = append(parts, fmt.Sprintf("%s is on %d %s", ColourName(x), count[x], words.Plural(count[x], "sticker", "stickers")))
			for i, y := range f {
				if y == x && p.Has(i) {
					v.Stickers = append(v.Stickers, i)
				}
			}
		}
		if parts != nil {
			v.Text = fmt.Sprintf("Too many stickers of one colour: %s; %s.", strings.Join(parts, ", "), cube.ColourCountRule(p.Stickers()))
			return v
		}
		v.Text = fmt.Sprintf("%d %s still blank: pick a colour and click them.",
			v.Blanks, words.Plural(v.Blanks, "sticker is", "stickers are"))
		v.Stickers = []int{}
		if filled, ok := fillBlanks(p, f); ok {
			// The rest of the cube says what they are.
			v.Text = fmt.Sprintf("%d %s still blank, and the rest of the cube says which %s: Auto-fix fills %s in.",
				v.Blanks, words.Plural(v.Blanks, "sticker is", "stickers are"), words.Plural(v.Blanks, "colour it has", "colours they have"),
				words.Plural(v.Blanks, "it", "them"))
			v.Fixed = &filled
			v.FixText = describeFix(p, f, filled, nil)
		}
		return v
	}

	if p == Cube2 {
		return validatePocket(f, v, pocket.From3x3(suspect))
	}
	c, err := f.ToCubieIn(colourWords)
	up, front, held := heldTurned(f)
	if err == nil {
		ok := Verdict{OK: true, Arranged: true, Cubie: c, Text: "Valid cube"}
		if held {
			ok.Text = fmt.Sprintf("Valid cube, every face one colour, some around a centre of another: a pattern, or a solved cube held %s up, %s in front? The net is always white up, green in front.",
				ColourName(up), ColourName(front))
		}
		return ok
	}
	if c, err := f.Pieces(); err == nil {
		v.Cubie, v.Arranged = c, true
	}
	v.setProblem(err, func(at []int) []int { return at })
	if held {
		// Two edges swapped, the fix the colours suggest, is not what
		// happened.
		v.Text = fmt.Sprintf("These are the stickers of a solved cube held %s up, %s in front, but the net is always white up, green in front: hold the cube so and paint it again. Auto-fix makes it the solved cube.",
			ColourName(up), ColourName(front))
		v.Stickers = []int{}
		solved := cube.SolvedFacelets()
		v.Fixed = &solved
		v.FixText = "The solved cube, held white up, green in front.\n\n" + describeFix(Cube3, f, solved, nil)
		return v
	}
	if ce := (*cube.Error)(nil); errors.As(err, &ce) && ce.Kind == cube.ErrParity && len(v.Stickers) == 0 {
		// A cube painted held a quarter turn from the net's way has
		// such parities too.
		v.Text += " Or the cube was held another way than the net's white up, green in front: hold it so and paint it again."
	}
	if fixed, e, ok := cube.AutoFixSuspecting(f, colourWords, suspect); ok {
		v.Fixed = &fixed
		v.FixText = describeFix(Cube3, f, fixed, e)
	} else if fixed, at, ok := cube.FixOneSticker(f); ok {
		// The commonest slip: one sticker painted the wrong colour.
		v.oneWrong(Cube3, f, fixed, at, cube.FaceletName(at))
	}
	return v
}

// fillBlanks colours the blank stickers of f if the rest of the cube says
// what they are.
func fillBlanks(p Puzzle, f cube.Facelets) (cube.Facelets, bool) {
	if p == Cube2 {
		g, ok := pocket.FillBlanks(ToPocket(f))
		return FromPocket(g), ok
	}
	return cube.FillBlanks(f)
}

// validatePocket checks a pocket cube with no blank stickers; v holds what
// Validate found so far, and suspect is the pocket sticker painted last
// (-1 for none).
func validatePocket(f cube.Facelets, v Verdict, suspect int) Verdict {
	pf := ToPocket(f)
	c, err := pf.CubeIn(colourWords)
	if err == nil {
		return Verdict{OK: true, Arranged: true, Pocket: c, Text: "Valid cube"}
	}
	if c, err := pf.Pieces(); err == nil {
		v.Pocket, v.Arranged = c, true
	}
	v.setProblem(err, pocketStickers)
	if fixed, e, ok := pocket.AutoFixSuspecting(pf, colourWords, suspect); ok {
		g := FromPocket(fixed)
		v.Fixed = &g
		v.FixText = describeFix(Cube2, f, g, e)
	} else if fixed, at, ok := pocket.FixOneSticker(pf); ok {
		v.oneWrong(Cube2, f, FromPocket(fixed), pocket.Of3x3(at), pocket.FaceletName(at))
	}
	return v
}

// describeFix says what Auto-fix will change: the fix in the solver's
// words and the stickers that will get new colours.
func describeFix(p Puzzle, before, after cube.Facelets, e *cube.Error) string {
	var changes []string
	for i := range before {
		if before[i] != after[i] && p.Has(i) {
			// In words: the UI font has no arrow.
			changes = append(changes, fmt.Sprintf("%s from %s to %s",
				p.faceletName(i), ColourName(before[i]), ColourName(after[i])))
		}
	}
	var b strings.Builder
	switch {
	case e != nil && e.Fix != "":
		b.WriteString(words.Sentence(e.Fix))
		b.WriteString("\n\n")
	case e == nil && len(changes) == 1:
		b.WriteString("Only this colour for this sticker makes a real cube of the rest.\n\n")
	case e == nil:
		b.WriteString("Only these colours for these stickers make a real cube of the rest.\n\n")
	}
	b.WriteString("Stickers that change: ")
	b.WriteString(strings.Join(changes, ", "))
	b.WriteString(".")
	return b.String()
}

// setProblem says in v what err says is wrong with the cube: the
// *cube.Error's sentence and summary, and its stickers as where numbers
// them in the editor; other errors as they are, with no stickers.
func (v *Verdict) setProblem(err error, where func([]int) []int) {
	v.Text, v.Gist = err.Error(), err.Error()
	v.Stickers = []int{}
	var ce *cube.Error
	if errors.As(err, &ce) {
		v.Text, v.Gist = words.Sentence(ce.Msg), ce.Summary
		if ce.Stickers != nil {
			v.Stickers = where(ce.Stickers)
		}
	}
}

// oneWrong says in v that sticker i of f (named name, as the puzzle's
// facelet strings number it) is the one painted the wrong colour: one
// colour is on a sticker too many and another on one too few, and fixed
// is f with it painted right.
func (v *Verdict) oneWrong(p Puzzle, f, fixed cube.Facelets, i int, name string) {
	perFace := 9
	if p == Cube2 {
		perFace = 4
	}
	v.Gist = fmt.Sprintf("%s is on %d stickers and %s on %d, and only one sticker can be wrong",
		words.UpperFirst(ColourName(f[i])), perFace+1, ColourName(fixed[i]), perFace-1)
	v.Text = fmt.Sprintf("%s: %s must be %s. Auto-fix paints it.", v.Gist, name, ColourName(fixed[i]))
	v.Stickers = []int{i}
	v.Fixed = &fixed
	v.FixText = describeFix(p, f, fixed, nil)
}
