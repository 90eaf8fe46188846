package cube

import "strings"

// Move is one of the 18 face turns: 3*face + (quarter turns - 1), so U, U2,
// U', R, R2, R', ... in Kociemba's order.
type Move int8

// NumMoves is the number of face turns.
const NumMoves = 18

// NewMove returns the turn of face f by q clockwise quarter turns (1, 2 or 3).
func NewMove(f Face, q int) Move { return Move(3*int(f) + q - 1) }

// Face returns the face the move turns.
func (m Move) Face() Face { return Face(m / 3) }

// Quarters returns the number of clockwise quarter turns: 1, 2 or 3.
func (m Move) Quarters() int { return int(m%3) + 1 }

// Inverse returns the move that undoes m.
func (m Move) Inverse() Move { return NewMove(m.Face(), 4-m.Quarters()) }

// String writes the move in Singmaster notation: U, U2, U'.
func (m Move) String() string {
	if m < 0 || m >= NumMoves {
		return "?"
	}
	return m.Face().String() + [3]string{"", "2", "'"}[m%3]
}

// CanFollow reports whether move m may follow prev in a canonical
// sequence: never the same face twice, and of two opposite faces (which
// commute) only U before D, R before L, F before B. This rules out every
// sequence with cancelling or mergeable turns.
func CanFollow(prev, m Move) bool {
	pf, mf := prev/3, m/3
	return pf != mf && pf != mf+3
}

// QTM returns the move's length in the quarter-turn metric.
func (m Move) QTM() int {
	if m%3 == 1 {
		return 2
	}
	return 1
}

// faceTurn is the facelet permutation of each clockwise face quarter turn.
var faceTurn = func() (t [6][NumFacelets]int) {
	for f := U; f <= B; f++ {
		t[f] = layerTurn(faceNormal[f], 1, 1)
	}
	return
}()

// Cubie returns the move as a cube: the solved cube after it.
func (m Move) Cubie() Cubie { return moveCube[m] }

// moveCube holds the 18 face turns as cubie cubes, derived from the facelet
// geometry so the two levels cannot disagree.
var moveCube = func() (mc [NumMoves]Cubie) {
	for f := U; f <= B; f++ {
		s := SolvedFacelets()
		for q := 1; q <= 3; q++ {
			s = s.permute(&faceTurn[f])
			c, ok := s.toCubie()
			if !ok {
				panic("cube: face turn table is broken")
			}
			mc[NewMove(f, q)] = c
		}
	}
	return
}()

// Move applies one face turn: c.Mul(m.Cubie()), worked out for the four
// corners and four edges the turn moves only (every solution is checked
// by applying it, and the short search applies a move a node).
func (c Cubie) Move(m Move) Cubie {
	b, on := &moveCube[m], &movedPieces[m]
	d := c
	for _, i := range on.corners {
		j := b.CP[i] & 7
		d.CP[i] = c.CP[j]
		d.CO[i] = twistProduct[c.CO[j]&7][b.CO[i]&7]
	}
	for _, i := range on.edges {
		j := b.EP[i]
		d.EP[i] = c.EP[j]
		d.EO[i] = (c.EO[j] + b.EO[i]) & 1
	}
	return d
}

// movedPieces[m] lists the places of the four corners and four edges that
// face turn m moves; a turn leaves every other piece as it is.
var movedPieces = func() (t [NumMoves]struct{ corners, edges [4]int8 }) {
	for m, b := range moveCube {
		nc, ne := 0, 0
		for i := range b.CP {
			if b.CP[i] != int8(i) || b.CO[i] != 0 {
				t[m].corners[nc] = int8(i)
				nc++
			}
		}
		for i := range b.EP {
			if b.EP[i] != int8(i) || b.EO[i] != 0 {
				t[m].edges[ne] = int8(i)
				ne++
			}
		}
	}
	return
}()

// Apply applies a sequence of face turns.
func (c Cubie) Apply(moves []Move) Cubie {
	for _, m := range moves {
		c = c.Move(m)
	}
	return c
}

// Move applies one face turn to the stickers.
func (f Facelets) Move(m Move) Facelets {
	for q := 0; q < m.Quarters(); q++ {
		f = f.permute(&faceTurn[m.Face()])
	}
	return f
}

// FormatMoves writes moves separated by spaces, e.g. "R U R' U'".
func FormatMoves(moves []Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

// InvertMoves returns the sequence that undoes moves.
func InvertMoves(moves []Move) []Move {
	inv := make([]Move, len(moves))
	for i, m := range moves {
		inv[len(moves)-1-i] = m.Inverse()
	}
	return inv
}

// QTM returns the length of moves in the quarter-turn metric.
func QTM(moves []Move) int {
	n := 0
	for _, m := range moves {
		n += m.QTM()
	}
	return n
}
