package app

import (
	"errors"
	"fmt"
	"strings"

	"cubesolver/solver/cube"
)

// verdict is what the editor says about the cube being described.
type verdict struct {
	ok       bool
	cubie    cube.Cubie // the pieces, when ok
	text     string     // "Valid cube" or the first problem in words
	stickers []int      // the stickers concerned, to outline on the net
	blanks   int        // stickers not set yet

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
	case v.blanks > 0:
		return fmt.Sprintf("Fill in the %d blank %s to solve.", v.blanks, plural(v.blanks, "sticker", "stickers"))
	default:
		// The whole message is under the net; here its gist is enough.
		gist, _, _ := strings.Cut(v.text, ":")
		gist, _, _ = strings.Cut(gist, ";")
		gist, _, _ = strings.Cut(gist, ", as if")
		return "Solve needs a real cube: " + strings.TrimSuffix(lowerFirst(gist), ".") + "."
	}
}

// validate checks f as the editor shows it. It differs from f.ToCubie in
// one way: while stickers are still blank, a colour already used more than
// nine times is the problem to show (it is a mistake, whereas blanks are
// just unfinished work).
func validate(f cube.Facelets) verdict {
	var count [cube.Blank + 1]int
	for _, x := range f {
		if int(x) < len(count) {
			count[x]++
		}
	}
	v := verdict{blanks: count[cube.Blank]}
	if v.blanks > 0 {
		var parts []string
		for x := cube.U; x <= cube.B; x++ {
			if count[x] <= 9 {
				continue
			}
			parts = append(parts, fmt.Sprintf("%s is on %d stickers", colourName(x), count[x]))
			for i, y := range f {
				if y == x {
					v.stickers = append(v.stickers, i)
				}
			}
		}
		if parts != nil {
			v.text = "Too many stickers of one colour: " + strings.Join(parts, ", ") + "; every colour is on 9."
			return v
		}
		v.text = fmt.Sprintf("%d %s still blank: pick a colour and click them.",
			v.blanks, plural(v.blanks, "sticker is", "stickers are"))
		v.stickers = []int{}
		return v
	}

	c, err := f.ToCubie()
	if err == nil {
		return verdict{ok: true, cubie: c, text: "Valid cube"}
	}
	v.text = humanize(err.Error())
	v.stickers = []int{}
	var ce *cube.Error
	if errors.As(err, &ce) {
		v.text = sentence(humanize(ce.Msg))
		if ce.Stickers != nil {
			v.stickers = ce.Stickers
		}
	}
	if fixed, e, ok := cube.AutoFix(f); ok {
		v.fixed = &fixed
		v.fixText = describeFix(f, fixed, e)
	}
	return v
}

// describeFix says what Auto-fix will change: the fix in the solver's
// words and the stickers that will get new colours.
func describeFix(before, after cube.Facelets, e *cube.Error) string {
	var changes []string
	for i := range before {
		if before[i] != after[i] {
			changes = append(changes, fmt.Sprintf("%s %s → %s",
				cube.FaceletName(i), colourName(before[i]), colourName(after[i])))
		}
	}
	var b strings.Builder
	if e != nil && e.Fix != "" {
		b.WriteString(sentence(humanize(e.Fix)))
		b.WriteString("\n\n")
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
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
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
