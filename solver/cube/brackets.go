package cube

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// group is a bracket ParseAlg has read and not yet closed.
type group struct {
	bracket rune // '(' or '['
	from    int  // where the group's turns start in the parser's out
	pos     int  // the bracket's byte offset in the input
	sep     rune // in a square bracket, ',' or ':' once read, else 0
	mid     int  // where the second part's turns start in out, after sep
}

// opening returns the bracket that closing closes.
func opening(closing rune) rune {
	if closing == ']' {
		return '['
	}
	return '('
}

// closeSquare replaces the parts A and B of the square bracket g, just
// closed, by what they stand for: A B A' B' for the commutator [A, B],
// A B A' for the conjugate [A: B], as alg.cubing.net reads them.
func (p *algParser) closeSquare(g group) error {
	if g.sep == 0 {
		return p.errorAt(g.pos, "[", "no , or : in", ": a commutator is [A, B], a conjugate [A: B]")
	}
	a, b := p.out[g.from:g.mid], p.out[g.mid:]
	n := len(a) + len(b) + len(a)
	if g.sep == ',' {
		n += len(b)
	}
	if g.from+n > MaxAlgTurns {
		return p.errorAt(g.pos, "[", "bracket", fmt.Sprintf(" makes more than %d turns", MaxAlgTurns))
	}
	whole := append(append(Alg(nil), a...), b...)
	whole = append(whole, a.Inverse()...)
	if g.sep == ',' {
		whole = append(whole, b.Inverse()...)
	}
	p.out = append(p.out[:g.from], whole...)
	return nil
}

// repeatAsX refuses an x with a count right after a closing bracket, as
// in "(R U R' U') x2": cubers write that for the group done twice, but it
// reads as the group once and then the rotation x2, a different cube.
// Rather than guess, it says how to write each. A line break or a comma
// before the x, or a plain x, x' or x1, is taken as a rotation; x4 and
// more can only be a repeat, but is refused all the same, saying how, so
// that the rule is one.
func (p *algParser) repeatAsX(closing rune) error {
	rest := strings.TrimLeft(p.s[p.i:], " \t")
	if len(rest) < 2 || rest[0] != 'x' && rest[0] != 'X' || rest[1] < '0' || rest[1] > '9' {
		return nil
	}
	start := len(p.s) - len(rest)
	end := start + 1
	for end < len(p.s) {
		r, n := utf8.DecodeRuneInString(p.s[end:])
		if !isSuffix(r) {
			break
		}
		end += n
	}
	token := p.s[start:end]
	count, _, ok := splitSuffix(token[1:])
	if n := strings.TrimLeft(count, "0"); !ok || n == "" || n == "1" {
		return nil // x1 is x; x0 and a bad suffix are turn's to report
	}
	repeat := fmt.Sprintf("%c…%c%s", opening(closing), closing, count)
	if count == "2" || count == "3" {
		return p.errorAt(start, token, "ambiguous", fmt.Sprintf(
			": after %q write %s to repeat the group, or (%s) for the rotation", string(closing), repeat, token))
	}
	return p.errorAt(start, token, "unknown move", fmt.Sprintf(": write %s to repeat the group", repeat))
}

// isTimes reports the signs cubers write a group's repeat count after:
// the multiplication sign, and the asterisk typed for it.
func isTimes(r rune) bool { return r == '×' || r == '*' }

// timesSign reads a multiplication sign after a closing bracket, as in
// (R U R' U')×2 or (R U R' U') ×2, so that the count after it repeats the
// group as (R U R' U')2 does: the sign means nothing else in notation, so
// unlike x2 there it is no rotation. It returns where the repeat starts
// (the sign, or p.i where there is none). The count must follow the sign
// at once: a sign alone, or apart from its count, is refused, saying how
// to write it.
func (p *algParser) timesSign(closing rune) (start int, err error) {
	rest := strings.TrimLeft(p.s[p.i:], " \t")
	sign, n := utf8.DecodeRuneInString(rest)
	if !isTimes(sign) {
		return p.i, nil
	}
	start = len(p.s) - len(rest)
	after := rest[n:]
	if after != "" && after[0] >= '0' && after[0] <= '9' {
		p.i = start + n
		return start, nil
	}
	repeat := fmt.Sprintf("%c…%c%c2", opening(closing), closing, sign)
	if t := strings.TrimLeft(after, " \t"); t != "" && t[0] >= '0' && t[0] <= '9' {
		return start, p.errorAt(start, string(sign), "bad repeat", ": write the count right after it, as in "+repeat)
	}
	return start, p.errorAt(start, string(sign), "bad repeat", fmt.Sprintf(": write %s or %c…%c2 to repeat the group", repeat, opening(closing), closing))
}
