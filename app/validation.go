package app

import (
	"errors"
	"fmt"
	"strings"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// verdict is what the editor says about the cube being described.
type verdict struct {
	ok       bool
	cubie    cube.Cubie  // the pieces, when ok (3x3x3)
	pocket   pocket.Cube // the pieces, when ok (pocket cube)
	text     string      // "Valid cube" or the first problem in words
	gist     string      // the problem in a few words, for where space is short
	stickers []int       // the stickers concerned, to outline on the net
	blanks   int         // stickers not set yet

	// fixed is the cube Auto-fix would make and fixText says what it
	// changes; fixed is nil when the problem has no unique fix.
	fixed   *cube.Facelets
	fixText string
}

// solveBlocker says, in a few words, why Solve is disabled for this cube;
// "" if it is not.
func (v verdict) solveBlocker() string {
	switch {
	case v.ok:
		return ""
	case v.blanks > 0 && v.gist == "": // unfinished, nothing wrong yet
		return fmt.Sprintf("Fill in the %d blank %s to solve.", v.blanks, plural(v.blanks, "sticker", "stickers"))
	default:
		// The whole message is under the net; here its gist is enough.
		return "Solve needs a real cube: " + lowerFirst(v.gist) + "."
	}
}

// validate checks f, a cube of puzzle p, as the editor shows it. It
// differs from f.ToCubie in one way: while stickers are still blank, a
// colour already used more than nine times (four on the pocket cube) is
// the problem to show (it is a mistake, whereas blanks are just unfinished
// work).
func validate(p Puzzle, f cube.Facelets) verdict {
	var count [cube.Blank + 1]int
	for i, x := range f {
		if int(x) < len(count) && p.has(i) {
			count[x]++
		}
	}
	v := verdict{blanks: count[cube.Blank]}
	if _, _, err := f.UprightIn(colourWords); err != nil && p == Cube3 {
		// Before the counts: centres no real cube has are the mistake,
		// and painting the rest cannot make up for them.
		var ce *cube.Error
		errors.As(err, &ce)
		v.gist = ce.Summary
		v.text = sentence(ce.Msg) + " Click a centre to paint it as the cube is held, or Clear to start again from white up, green in front."
		v.stickers = ce.Stickers
		return v
	}
	if v.blanks > 0 {
		var parts []string
		for x := cube.U; x <= cube.B; x++ {
			if count[x] <= p.stickers() {
				continue
			}
			parts = append(parts, fmt.Sprintf("%s is on %d stickers", colourName(x), count[x]))
			for i, y := range f {
				if y == x && p.has(i) {
					v.stickers = append(v.stickers, i)
				}
			}
		}
		if parts != nil {
			v.text = fmt.Sprintf("Too many stickers of one colour: %s; every colour is on %d.", strings.Join(parts, ", "), p.stickers())
			return v
		}
		v.text = fmt.Sprintf("%d %s still blank: pick a colour and click them.",
			v.blanks, plural(v.blanks, "sticker is", "stickers are"))
		v.stickers = []int{}
		if filled, ok := fillBlanks(p, f); ok {
			// The rest of the cube says what they are.
			v.text = fmt.Sprintf("%d %s still blank, and the rest of the cube says which %s: Auto-fix fills %s in.",
				v.blanks, plural(v.blanks, "sticker is", "stickers are"), plural(v.blanks, "colour it has", "colours they have"),
				plural(v.blanks, "it", "them"))
			v.fixed = &filled
			v.fixText = describeFix(p, f, filled, nil)
		}
		return v
	}

	if p == Cube2 {
		return validatePocket(f, v)
	}
	c, err := f.ToCubieIn(colourWords)
	if err == nil {
		return verdict{ok: true, cubie: c, text: "Valid cube"}
	}
	v.text, v.gist = err.Error(), err.Error()
	v.stickers = []int{}
	var ce *cube.Error
	if errors.As(err, &ce) {
		v.text, v.gist = sentence(ce.Msg), ce.Summary
		if ce.Stickers != nil {
			v.stickers = ce.Stickers
		}
	}
	if fixed, e, ok := cube.AutoFixIn(f, colourWords); ok {
		v.fixed = &fixed
		v.fixText = describeFix(Cube3, f, fixed, e)
	} else if fixed, at, ok := cube.FixOneSticker(f); ok {
		// The commonest slip: one sticker painted the wrong colour.
		v.gist = fmt.Sprintf("%s is on 10 stickers and %s on 8, and only one sticker can be wrong",
			upperFirst(colourName(f[at])), colourName(fixed[at]))
		v.text = fmt.Sprintf("%s: %s must be %s. Auto-fix paints it.", v.gist, cube.FaceletName(at), colourName(fixed[at]))
		v.stickers = []int{at}
		v.fixed = &fixed
		v.fixText = describeFix(Cube3, f, fixed, nil)
	}
	return v
}

// fillBlanks colours the blank stickers of f if the rest of the cube says
// what they are.
func fillBlanks(p Puzzle, f cube.Facelets) (cube.Facelets, bool) {
	if p == Cube2 {
		g, ok := pocket.FillBlanks(toPocket(f))
		return fromPocket(g), ok
	}
	return cube.FillBlanks(f)
}

// validatePocket checks a pocket cube with no blank stickers; v holds what
// validate found so far.
func validatePocket(f cube.Facelets, v verdict) verdict {
	pf := toPocket(f)
	c, err := pf.CubeIn(colourWords)
	if err == nil {
		return verdict{ok: true, pocket: c, text: "Valid cube"}
	}
	v.text, v.gist = err.Error(), err.Error()
	v.stickers = []int{}
	var ce *cube.Error
	if errors.As(err, &ce) {
		v.text, v.gist = sentence(ce.Msg), ce.Summary
		if ce.Stickers != nil {
			v.stickers = pocketStickers(ce.Stickers)
		}
	}
	if fixed, e, ok := pocket.AutoFixIn(pf, colourWords); ok {
		g := fromPocket(fixed)
		v.fixed = &g
		v.fixText = describeFix(Cube2, f, g, e)
	} else if fixed, at, ok := pocket.FixOneSticker(pf); ok {
		g, i := fromPocket(fixed), pocket.Of3x3(at)
		v.gist = fmt.Sprintf("%s is on 5 stickers and %s on 3, and only one sticker can be wrong",
			upperFirst(colourName(f[i])), colourName(g[i]))
		v.text = fmt.Sprintf("%s: %s must be %s. Auto-fix paints it.", v.gist, pocket.FaceletName(at), colourName(g[i]))
		v.stickers = []int{i}
		v.fixed = &g
		v.fixText = describeFix(Cube2, f, g, nil)
	}
	return v
}

// describeFix says what Auto-fix will change: the fix in the solver's
// words and the stickers that will get new colours.
func describeFix(p Puzzle, before, after cube.Facelets, e *cube.Error) string {
	var changes []string
	for i := range before {
		if before[i] != after[i] && p.has(i) {
			// In words: the UI font has no arrow.
			changes = append(changes, fmt.Sprintf("%s from %s to %s",
				p.faceletName(i), colourName(before[i]), colourName(after[i])))
		}
	}
	var b strings.Builder
	switch {
	case e != nil && e.Fix != "":
		b.WriteString(sentence(e.Fix))
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

// sentence capitalises s and ends it with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = upperFirst(s)
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// upperFirst makes the first letter of s upper case.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// lowerFirst makes the first letter of s lower case.
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
