package pocket

import "cubesolver/solver/cube"

// ParseAlg reads notation for the pocket cube: what cube.ParseAlg reads,
// but for slice turns (M E S), which turn a middle layer the pocket cube
// does not have. A wide turn (Rw, r) turns the same layer as the face
// turn, and is returned as one.
//
// A slice turn is a *cube.SyntaxError at its token, as an unknown move
// is: `move "M" at position 4: it turns a middle layer, which a 2x2x2
// does not have`.
func ParseAlg(s string) (cube.Alg, error) {
	a, err := cube.ParseAlgRefusing(s, func(t cube.Turn) string {
		if t.Lo == 0 && t.Hi == 0 {
			return middleLayerWhy
		}
		return ""
	})
	if err != nil {
		return nil, err
	}
	for k, t := range a {
		switch {
		case t.Lo == 0 && t.Hi == 1:
			a[k].Lo = 1
		case t.Lo == -1 && t.Hi == 0:
			a[k].Hi = -1
		}
	}
	return a, nil
}

// middleLayerWhy is what a slice turn's error says after the token.
const middleLayerWhy = ": it turns a middle layer, which a 2x2x2 does not have"

// Apply returns the stickers after the turns of a, each sticker keeping
// its colour: a rotation turns the whole cube in the hand. Blank stickers
// stay blank.
func (f Facelets) Apply(a cube.Alg) Facelets {
	var big cube.Facelets
	for i := range big {
		big[i] = cube.Blank
	}
	for i, x := range f {
		big[Of3x3(i)] = x
	}
	for _, t := range a {
		big = big.Turned(t)
	}
	var out Facelets
	for i := range out {
		out[i] = big[Of3x3(i)]
	}
	return out
}

// Moves returns the face turns of a, with its rotations taken out as
// cube.Alg.Moves does: the cube they leave is Equal to the one a leaves.
func Moves(a cube.Alg) []cube.Move { return a.Moves() }

// ParseMoves reads notation (ParseAlg) and returns its face turns (Moves).
func ParseMoves(s string) ([]cube.Move, error) {
	a, err := ParseAlg(s)
	if err != nil {
		return nil, err
	}
	return Moves(a), nil
}
