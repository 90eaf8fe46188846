package cube

// STUB: the notation helper replaces this file. The API below is fixed.

// Turn is one token of notation: a face, wide, slice or whole-cube turn.
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
	Token string // the token as written
	Msg   string
}

func (e *SyntaxError) Error() string { return e.Msg }

// ParseAlg reads notation as cubers paste it.
func ParseAlg(s string) (Alg, error) { panic("stub") }

// Apply applies the sequence to the stickers and reads the result relative to the new centres.
func (a Alg) Apply(f Facelets) Facelets { panic("stub") }

// ParseMoves reads notation and returns the equivalent plain face turns.
func ParseMoves(s string) ([]Move, error) { panic("stub") }
