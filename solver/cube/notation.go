package cube

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Turn is one token of notation: a face, wide, slice or whole-cube turn.
// Every such turn is a clockwise rotation of a range of layers about the
// normal of one face, which is all a Turn records.
type Turn struct {
	Axis     Face // the face whose clockwise direction the turn follows (M follows L, E follows D, S follows F, x R, y U, z F)
	Lo, Hi   int  // layers turned, as positions -1..1 along Axis's outward normal (R: 1..1, Rw: 0..1, M: 0..0, x: -1..1)
	Quarters int  // 1, 2 or 3 clockwise quarter turns
}

// Alg is a parsed move sequence.
type Alg []Turn

// SyntaxError is an unknown or malformed token: what it is and where.
type SyntaxError struct {
	Pos   int    // byte offset of the token in the input
	Col   int    // 1-based character position of the token, as Msg gives it
	Token string // the token as written
	Msg   string
}

func (e *SyntaxError) Error() string { return e.Msg }

// MaxAlgTurns bounds the length of a parsed sequence, so that nested repeat
// counts such as ((R)99)99 cannot make the parser allocate without limit.
const MaxAlgTurns = 10000

// Inverse returns the turn that undoes t.
func (t Turn) Inverse() Turn {
	t.Quarters = 4 - t.Quarters
	return t
}

// norm returns t's layer range clamped to the cube and its quarter turns in
// 1..3; ok is false if t turns nothing, so hand-made Turns never panic.
func (t Turn) norm() (axis Face, lo, hi, q int, ok bool) {
	lo, hi, q = max(t.Lo, -1), min(t.Hi, 1), (t.Quarters%4+4)%4
	return t.Axis, lo, hi, q, t.Axis < Blank && lo <= hi && q != 0
}

// The names of turns. Each kind is written for one face of each axis, the
// one whose clockwise direction it follows.
var (
	sliceName    = map[Face]string{L: "M", D: "E", F: "S"}
	rotationName = map[Face]string{R: "x", U: "y", F: "z"}
)

// String writes t in the notation ParseAlg reads: R, Rw, M, x with "", "2"
// or "'". A turn that moves nothing is written "?".
func (t Turn) String() string {
	axis, lo, hi, q, ok := t.norm()
	if !ok {
		return "?"
	}
	// The same turn seen from the opposite face has the layer range mirrored
	// and the direction reversed; one of the two views has a name.
	for range 2 {
		var name string
		switch {
		case lo == 1:
			name = axis.String()
		case lo == 0 && hi == 1:
			name = axis.String() + "w"
		case lo == 0 && hi == 0:
			name = sliceName[axis]
		case lo == -1 && hi == 1:
			name = rotationName[axis]
		}
		if name != "" {
			return name + [4]string{1: "", 2: "2", 3: "'"}[q]
		}
		axis, lo, hi, q = axis.Opposite(), -hi, -lo, 4-q
	}
	return "?" // not reached: every layer range has a name from one side
}

// String writes the sequence separated by spaces. Groups and repeats are
// written out in full.
func (a Alg) String() string {
	s := make([]string, len(a))
	for i, t := range a {
		s[i] = t.String()
	}
	return strings.Join(s, " ")
}

// Inverse returns the sequence that undoes a.
func (a Alg) Inverse() Alg {
	inv := make(Alg, len(a))
	for i, t := range a {
		inv[len(a)-1-i] = t.Inverse()
	}
	return inv
}

// turnLetter gives the layers turned by each letter of notation, before any
// "w" or suffix. Lowercase face letters are the wide turns.
var turnLetter = map[rune]Turn{
	'U': {U, 1, 1, 1}, 'R': {R, 1, 1, 1}, 'F': {F, 1, 1, 1},
	'D': {D, 1, 1, 1}, 'L': {L, 1, 1, 1}, 'B': {B, 1, 1, 1},
	'u': {U, 0, 1, 1}, 'r': {R, 0, 1, 1}, 'f': {F, 0, 1, 1},
	'd': {D, 0, 1, 1}, 'l': {L, 0, 1, 1}, 'b': {B, 0, 1, 1},
	'M': {L, 0, 0, 1}, 'E': {D, 0, 0, 1}, 'S': {F, 0, 0, 1},
	'x': {R, -1, 1, 1}, 'y': {U, -1, 1, 1}, 'z': {F, -1, 1, 1},
	'X': {R, -1, 1, 1}, 'Y': {U, -1, 1, 1}, 'Z': {F, -1, 1, 1},
}

// isPrime reports the marks cubers use for an anticlockwise turn: the ASCII
// apostrophe, the typographic quotes word processors substitute (’ and,
// at a word's start, ‘), the acute accent that German and Spanish
// keyboards put where the apostrophe is (´), the grave accent typed for it
// (`), the prime sign, and the old "i" for inverse.
func isPrime(r rune) bool {
	return r == '\'' || r == '’' || r == '‘' || r == '´' || r == '`' || r == '′' || r == 'i'
}

func isSuffix(r rune) bool { return isPrime(r) || r >= '0' && r <= '9' }

func isSeparator(r rune) bool { return r == ',' || unicode.IsSpace(r) }

// splitSuffix splits a suffix into its count and whether it is primed. The
// prime may come after the count, as usual ("2'"), or before it ("'2").
func splitSuffix(s string) (count string, prime, ok bool) {
	if r, n := utf8.DecodeLastRuneInString(s); isPrime(r) {
		s, prime = s[:len(s)-n], true
	} else if r, n := utf8.DecodeRuneInString(s); isPrime(r) {
		s, prime = s[n:], true
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return "", false, false
		}
	}
	return s, prime, true
}

// algParser holds the state of one ParseAlg call.
type algParser struct {
	s   string
	i   int // byte offset of the next rune
	out Alg
	// refuse, if not nil, says why a turn read is refused (see
	// ParseAlgRefusing).
	refuse func(Turn) string
}

// errorAt reports token at byte offset pos as `what "token" at position n`,
// counting characters from 1 as an editor shows them, then tail.
func (p *algParser) errorAt(pos int, token, what, tail string) *SyntaxError {
	col := utf8.RuneCountInString(p.s[:pos]) + 1
	return &SyntaxError{Pos: pos, Col: col, Token: token,
		Msg: fmt.Sprintf("%s %q at position %d%s", what, shorten(token, 24), col, tail)}
}

// shorten cuts s to at most n characters, marking the cut with "…", so
// that a message about a huge token stays a line long.
func shorten(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i] + "…"
		}
		n--
	}
	return s
}

// peek returns the next rune and its width, or 0 at the end.
func (p *algParser) peek() (rune, int) {
	if p.i >= len(p.s) {
		return 0, 0
	}
	return utf8.DecodeRuneInString(p.s[p.i:])
}

// scanWhile advances over runes that satisfy ok and returns them.
func (p *algParser) scanWhile(ok func(rune) bool) string {
	start := p.i
	for r, n := p.peek(); n > 0 && ok(r); r, n = p.peek() {
		p.i += n
	}
	return p.s[start:p.i]
}

// moveCount matches the count of moves written after a solution: "(20f)",
// "(18f*)" (proven optimal), "(10q*)" (quarter turns), "(12 htm)".
var moveCount = regexp.MustCompile(`^\(\s*\d+\s*(?:[fFqQhHsS]|htm|qtm|HTM|QTM|stm|STM)?\*?\s*\)`)

// ParseAlg reads notation as cubers paste it: face turns U R F D L B, wide
// turns Rw or r, slices M E S, rotations x y z, each with an optional suffix
// ', 2, 2' or 3 (’ ‘ ´ and i also mean '), separated by spaces, commas, line
// breaks or nothing at all. Parentheses group turns and may be followed by
// a repeat count and a prime, as in (R U R' U')3 or (R U)'. Square
// brackets, as alg.cubing.net writes them, are a commutator [A, B] (A B A'
// B') or a conjugate [A: B] (A B A'), nested and repeated as groups are.
// A comment from // to the end of the line is left out, and so is a move
// count as solvers write it after a solution, "(20f)" or "(10q*)". An unknown token,
// an unbalanced bracket, or x2 right after a closing bracket (the group
// twice, or the rotation x2?) is a *SyntaxError. A repeat count may be
// written after a multiplication sign too, as cubers write it: (R U)×2,
// (R U) ×2 or (R U)*2 is (R U)2. Empty input is an empty
// Alg.
func ParseAlg(s string) (Alg, error) { return ParseAlgRefusing(s, nil) }

// ParseAlgRefusing reads notation as ParseAlg does, and refuses the first
// turn written that refuse gives a reason for (what is said after the
// token, as the pocket cube's ": it turns a middle layer, which a 2x2x2
// does not have"), as a *SyntaxError at that turn's token: `move "M" at
// position 4: it turns a middle layer, which a 2x2x2 does not have`.
// A turn repeated by a group is asked of once, as written. A nil refuse
// refuses none.
func ParseAlgRefusing(s string, refuse func(Turn) string) (Alg, error) {
	p := &algParser{s: s, refuse: refuse}
	var open []group // the brackets not yet closed, innermost last
	for {
		start := p.i
		r, n := p.peek()
		var in *group // the innermost open bracket, if any
		if len(open) > 0 {
			in = &open[len(open)-1]
		}
		switch {
		case n == 0:
			if in != nil {
				return nil, p.errorAt(in.pos, string(in.bracket), "unclosed", "")
			}
			return p.out, nil
		case strings.HasPrefix(s[start:], "//"):
			// A comment, as alg.cubing.net writes them, runs to the end
			// of the line.
			if k := strings.IndexByte(s[start:], '\n'); k >= 0 {
				p.i += k
			} else {
				p.i = len(s)
			}
		case r == '(' && moveCount.MatchString(s[start:]):
			// "(20f)", "(10q*)": the count solvers write after a
			// solution, this program's answers too, pasted with it.
			p.i += len(moveCount.FindString(s[start:]))
		case (r == ',' || r == ':') && in != nil && in.bracket == '[':
			p.i += n
			if in.sep != 0 {
				return nil, p.errorAt(start, string(r), "extra", ` in "[" at position `+
					strconv.Itoa(utf8.RuneCountInString(s[:in.pos])+1)+": a commutator is [A, B], a conjugate [A: B]")
			}
			in.sep, in.mid = r, len(p.out)
		case isSeparator(r):
			p.i += n
		case r == '(' || r == '[':
			p.i += n
			open = append(open, group{bracket: r, from: len(p.out), pos: start})
		case r == ')' || r == ']':
			p.i += n
			if in == nil || in.bracket != opening(r) {
				return nil, p.errorAt(start, string(r), "unmatched", "")
			}
			if r == ']' {
				if err := p.closeSquare(*in); err != nil {
					return nil, err
				}
			}
			if err := p.closeGroup(in.from, r); err != nil {
				return nil, err
			}
			open = open[:len(open)-1]
		default:
			if err := p.turn(); err != nil {
				return nil, err
			}
		}
	}
}

// turn reads one turn, or reports the unknown token at p.i.
func (p *algParser) turn() error {
	start := p.i
	r, n := p.peek()
	t, known := turnLetter[r]
	if !known {
		// Report the whole run of characters that cannot start a turn, so
		// that "Q2" is named as such rather than as "Q".
		p.i += n
		p.scanWhile(func(r rune) bool {
			_, letter := turnLetter[r]
			return !letter && !isSeparator(r) && !strings.ContainsRune("()[]:/", r)
		})
		why := ""
		switch p.s[start:p.i] {
		case "/":
			why = ": a comment starts with //"
		case ":":
			why = ": a conjugate is written [A: B]"
		}
		if isTimes(r) {
			why = fmt.Sprintf(": %c repeats a group, as in (R U)%c2", r, r)
		}
		return p.errorAt(start, p.s[start:p.i], "unknown move", why)
	}
	p.i += n
	wide := false
	if r, n := p.peek(); r == 'w' {
		p.i += n
		wide = true
	}
	count, prime, ok := splitSuffix(p.scanWhile(isSuffix))
	why := "" // what is wrong with a known letter's move, said after it
	switch count {
	case "", "1":
		t.Quarters = 1
	case "2", "3":
		t.Quarters = int(count[0] - '0')
	default:
		if ok {
			why = ": a turn is of 1, 2 or 3 quarters (R, R2, R3 or R')"
		}
		ok = false
	}
	if wide && (t.Lo != 1 || t.Hi != 1) { // only R, U, ... have a "w" form
		ok, why = false, ": a wide turn is Rw or r, of the faces R U F D L B only"
	}
	if !ok {
		return p.errorAt(start, p.s[start:p.i], "unknown move", why)
	}
	if wide {
		t.Lo = 0
	}
	if prime {
		t = t.Inverse()
	}
	if p.refuse != nil {
		if why := p.refuse(t); why != "" {
			return p.errorAt(start, p.s[start:p.i], "move", why)
		}
	}
	if len(p.out) >= MaxAlgTurns {
		return p.errorAt(start, p.s[start:p.i], "move", fmt.Sprintf(" makes more than %d turns", MaxAlgTurns))
	}
	p.out = append(p.out, t)
	return nil
}

// closeGroup ends the group that began at out[from], just after its
// closing bracket, and applies the repeat count and prime that may follow.
func (p *algParser) closeGroup(from int, closing rune) error {
	start, err := p.timesSign(closing)
	if err != nil {
		return err
	}
	suffix := p.scanWhile(isSuffix)
	if suffix == "" {
		return p.repeatAsX(closing)
	}
	count, prime, ok := splitSuffix(suffix)
	suffix = p.s[start:p.i] // with the sign, if any, as the repeat is named
	if !ok {
		return p.errorAt(start, suffix, "bad repeat", "")
	}
	group := p.out[from:]
	if prime {
		group = group.Inverse()
	}
	times := 1
	if count != "" {
		// Leading zeros count for nothing ("007" is 7); more than five
		// digits is over the limit anyway, and Atoi cannot overflow.
		digits := strings.TrimLeft(count, "0")
		if digits == "" {
			return p.errorAt(start, suffix, "bad repeat", ": a group repeated 0 times")
		}
		if len(digits) > 5 {
			digits = "99999"
		}
		times, _ = strconv.Atoi(digits)
	}
	if from+times*len(group) > MaxAlgTurns {
		return p.errorAt(start, suffix, "repeat", fmt.Sprintf(" makes more than %d turns", MaxAlgTurns))
	}
	group = append(Alg(nil), group...) // out's tail is overwritten below
	p.out = p.out[:from]
	for range times {
		p.out = append(p.out, group...)
	}
	return nil
}

// layerPerm caches the facelet permutation of a clockwise quarter turn of
// each axis and layer range: layerPerm[axis][lo+1][hi+1] for lo <= hi.
var layerPerm = func() (t [6][3][3][NumFacelets]int) {
	for a := U; a <= B; a++ {
		for lo := -1; lo <= 1; lo++ {
			for hi := lo; hi <= 1; hi++ {
				t[a][lo+1][hi+1] = layerTurn(faceNormal[a], lo, hi)
			}
		}
	}
	return
}()

// Turned returns the stickers after turn t, each keeping its colour:
// unlike Alg.Apply it does not rename the stickers after the centres, so
// after a rotation or a slice turn they are where a real cube in the hand
// has them. For face turns the two agree.
func (f Facelets) Turned(t Turn) Facelets {
	axis, lo, hi, q, ok := t.norm()
	if !ok {
		return f
	}
	perm := &layerPerm[axis][lo+1][hi+1]
	for range q {
		f = f.permute(perm)
	}
	return f
}

// Apply applies the sequence to the stickers and reads the result relative
// to the new centres: after the turns each sticker is renamed for the face
// whose centre now has its colour, so whole-cube rotations leave a solved
// cube solved and M reads as R L'. Blank stickers stay blank.
//
// The centres are followed on a solved cube alongside f rather than read
// off f, so that f need not be a valid cube (an editor applies scrambles to
// half-filled nets).
func (a Alg) Apply(f Facelets) Facelets {
	f = a.ApplyHeld(f)
	centres := a.ApplyHeld(SolvedFacelets())
	var rename [Blank + 1]Face
	for c := U; c <= B; c++ {
		rename[centres[9*c+4]] = c
	}
	rename[Blank] = Blank
	for i, x := range f {
		if x <= Blank {
			f[i] = rename[x]
		}
	}
	return f
}

// frame says how the cube is held: frame[s] is the face, named as at the
// start, that is now at position s.
type frame [6]Face

var startFrame = frame{U, R, F, D, L, B}

// faceAlong returns the face with outward normal v.
func faceAlong(v vec) Face {
	for f := U; f <= B; f++ {
		if faceNormal[f] == v {
			return f
		}
	}
	panic("cube: not a face normal")
}

// rotate returns the frame after the whole cube turns q quarters about axis.
func (fr frame) rotate(axis Face, q int) frame {
	var next frame
	for s := U; s <= B; s++ {
		v := faceNormal[s]
		for range q {
			v = quarter(faceNormal[axis], v)
		}
		next[faceAlong(v)] = fr[s]
	}
	return next
}

// ApplyHeld applies the sequence to the stickers, each keeping its colour:
// a rotation, a slice or a wide turn moves the centres too, so the cube
// may end held another way (Facelets.Upright turns it back, as it was held
// before). Where Apply reads the cube as held at the end, renaming its
// colours for their new centres, ApplyHeld keeps them: "x y R" turns the
// face that is white, not red.
func (a Alg) ApplyHeld(f Facelets) Facelets {
	for _, t := range a {
		axis, lo, hi, q, ok := t.norm()
		if !ok {
			continue
		}
		perm := &layerPerm[axis][lo+1][hi+1]
		for range q {
			f = f.permute(perm)
		}
	}
	return f
}

// ApplyUpright applies the sequence as to a cube in the hand, each sticker
// keeping its colour (ApplyHeld), and then turns the whole cube back to be
// held white up, green in front (Upright), as the window shows every cube
// and as WCA scrambles are held. The window and cubecli both read typed
// moves this way, so that the same text gives the same cube in both.
// Where no rotation stands the cube so (its centres blank or alike), it
// is left as held.
//
// Unlike Apply, a rotation does not rename the colours: "z R" turns the
// white face (the one on the right after z), so it gives the cube U gives;
// Apply reads the cube as held after z and gives the one R gives.
func (a Alg) ApplyUpright(f Facelets) Facelets {
	held := a.ApplyHeld(f)
	if up, _, err := held.Upright(); err == nil {
		return up
	}
	return held
}

// Moves returns the face turns that take a solved cube to the same state,
// relative to its centres, as Apply does.
//
// A turn that includes the middle layer is a whole-cube rotation with the
// outer layers it leaves out turned back: Rw is L x, M is R L' x'. A
// rotation does not change the state, only how it is read, so the face
// turns are written as seen in the way the cube is held at the end: the
// layer a turn moves is followed to where the later rotations take it.
func (a Alg) Moves() []Move {
	end := startFrame
	for _, t := range a {
		if axis, lo, hi, q, ok := t.norm(); ok && lo <= 0 && 0 <= hi {
			end = end.rotate(axis, q)
		}
	}
	var final [6]Face // final[o]: where face o of the start ends up
	for s, o := range end {
		final[o] = Face(s)
	}
	return a.movesSeenAs(final)
}

// MovesUpright returns the face turns that take a solved cube to the
// cube ApplyUpright gives: each turn written as seen with the cube held as
// at the start, so "z R" is U (the white face turned) and a rotation at
// the end changes nothing.
func (a Alg) MovesUpright() []Move {
	return a.movesSeenAs([6]Face(startFrame))
}

// movesSeenAs writes a's turns as face turns, the face that starts as o
// named final[o].
func (a Alg) movesSeenAs(final [6]Face) []Move {
	now := startFrame
	var out []Move
	for _, t := range a {
		axis, lo, hi, q, ok := t.norm()
		if !ok {
			continue
		}
		var turns []Move
		add := func(s Face, q int) { turns = append(turns, NewMove(final[now[s]], q)) }
		if lo <= 0 && 0 <= hi {
			// The outer layers left out are turned back against the rotation.
			if hi < 1 {
				add(axis, 4-q)
			}
			if lo > -1 {
				add(axis.Opposite(), q)
			}
			now = now.rotate(axis, q)
		} else if lo == 1 {
			add(axis, q)
		} else {
			add(axis.Opposite(), 4-q)
		}
		// Two turns of one axis commute; list them as Simplify would.
		if len(turns) == 2 && turns[0].Face() > turns[1].Face() {
			turns[0], turns[1] = turns[1], turns[0]
		}
		out = append(out, turns...)
	}
	return out
}

// ParseMoves reads notation and returns the equivalent plain face turns, as
// Alg.Moves does. The turns are not simplified: "R R'" gives both.
func ParseMoves(s string) ([]Move, error) {
	a, err := ParseAlg(s)
	if err != nil {
		return nil, err
	}
	return a.Moves(), nil
}
