package pocket

import "cubesolver/solver/cube"

// Two repairs for the commonest slips in describing a cube by hand, each
// offered only when the colours leave a single answer, as package cube
// offers them for the 3x3x3: blank stickers whose colours the rest of the
// cube determines (FillBlanks), and one sticker given the wrong colour
// (FixOneSticker).

// fillBudget bounds the work of FillBlanks, in placements tried: a nearly
// blank cube has countless colourings and is not worth searching.
const fillBudget = 200_000

// FillBlanks returns f with its blank stickers coloured, if exactly one
// way of colouring them makes a real cube (every corner real and used
// once, the twists adding up), and true; otherwise f and false.
func FillBlanks(f Facelets) (Facelets, bool) {
	blanks := 0
	for _, x := range f {
		switch {
		case x > cube.Blank:
			return f, false
		case x == cube.Blank:
			blanks++
		}
	}
	if blanks == 0 {
		return f, false
	}
	// The pieces each position's known stickers allow.
	var options [8][]placed
	for i := range 8 {
		s := cornerFacelet[i]
		for p := range 8 {
			colours := cube.CornerColours(p)
			for o := range 3 {
				ok := true
				for k := range 3 {
					x := f[s[(k+o)%3]]
					ok = ok && (x == cube.Blank || x == colours[k])
				}
				if ok {
					options[i] = append(options[i], placed{int8(p), int8(o)})
				}
			}
		}
	}
	var (
		c     Cube
		used  [8]bool
		found int
		first Cube
		tries int
	)
	var place func(i, twist int) bool // false: stop (two found or out of budget)
	place = func(i, twist int) bool {
		if i == 8 {
			if twist%3 == 0 {
				found++
				first = c
			}
			return found < 2
		}
		for _, op := range options[i] {
			if used[op.piece] {
				continue
			}
			if tries++; tries > fillBudget {
				return false
			}
			used[op.piece] = true
			c.CP[i], c.CO[i] = op.piece, op.twist
			more := place(i+1, twist+int(op.twist))
			used[op.piece] = false
			if !more {
				return false
			}
		}
		return true
	}
	if complete := place(0, 0); !complete || found != 1 {
		return f, false
	}
	return first.Facelets(), true
}

// placed is a corner piece with its twist.
type placed struct{ piece, twist int8 }

// FixOneSticker returns f with one sticker changed, if f is not a real
// cube, has no blank stickers, and exactly one change of one sticker
// makes it one; otherwise f and false. It also returns the sticker
// changed.
func FixOneSticker(f Facelets) (Facelets, int, bool) {
	var count [cube.Blank + 1]int
	for _, x := range f {
		if x >= cube.Blank {
			return f, -1, false
		}
		count[x]++
	}
	// One sticker changed moves one count up and another down: only a
	// cube with one colour on 5 stickers and another on 3 can be mended so.
	over, under := cube.Blank, cube.Blank
	for x := cube.U; x <= cube.B; x++ {
		switch {
		case count[x] == 4:
		case count[x] == 5 && over == cube.Blank:
			over = x
		case count[x] == 3 && under == cube.Blank:
			under = x
		default:
			return f, -1, false
		}
	}
	if over == cube.Blank || under == cube.Blank {
		return f, -1, false
	}
	found, at := f, -1
	for i, x := range f {
		if x != over {
			continue
		}
		g := f
		g[i] = under
		if _, err := g.Cube(); err == nil {
			if at >= 0 {
				return f, -1, false
			}
			found, at = g, i
		}
	}
	return found, at, at >= 0
}
