package pocket

import "cubesolver/solver/cube"

// Cube is the pocket cube on the piece level, in "replaced by" form as
// cube.Cubie: the corner at position i is CP[i] with twist CO[i]. Its
// colours are read as they are given, so the same cube held two ways is
// two Cubes; Equal and Upright see through that.
type Cube struct {
	CP [8]int8
	CO [8]int8
}

// Solved returns the solved cube held white up, green in front.
func Solved() Cube { return solved }

var solved = Cube{CP: [8]int8{0, 1, 2, 3, 4, 5, 6, 7}}

// Mul returns a*b: first a, then b.
func (a Cube) Mul(b Cube) Cube {
	var c Cube
	for i := range 8 {
		c.CP[i] = a.CP[b.CP[i]]
		c.CO[i] = (a.CO[b.CP[i]] + b.CO[i]) % 3
	}
	return c
}

// Inverse returns the cube c' with c*c' = c'*c = Solved().
func (c Cube) Inverse() Cube {
	var d Cube
	for i := range 8 {
		d.CP[c.CP[i]] = int8(i)
	}
	for i := range 8 {
		d.CO[i] = (3 - c.CO[d.CP[i]]) % 3
	}
	return d
}

// Move applies one face turn.
func (c Cube) Move(m cube.Move) Cube { return c.Mul(moveCube[m]) }

// Apply applies a sequence of face turns.
func (c Cube) Apply(moves []cube.Move) Cube {
	for _, m := range moves {
		c = c.Mul(moveCube[m])
	}
	return c
}

// moveCube holds the 18 face turns: the 3x3x3's, on the corners.
var moveCube = func() (t [cube.NumMoves]Cube) {
	for m := range cube.Move(cube.NumMoves) {
		t[m] = fromCubie(m.Cubie())
	}
	return t
}()

// MoveCube returns the face turn m as a cube: the solved cube after it.
func MoveCube(m cube.Move) Cube { return moveCube[m] }

// fromCubie takes the corners of a 3x3x3.
func fromCubie(c cube.Cubie) Cube { return Cube{CP: c.CP, CO: c.CO} }

// Cubie returns c as the corners of a 3x3x3 whose edges are solved.
func (c Cube) Cubie() cube.Cubie {
	s := cube.Solved()
	s.CP, s.CO = c.CP, c.CO
	return s
}

// Facelets returns the stickers of c.
func (c Cube) Facelets() Facelets {
	var f Facelets
	for i := range 8 {
		colours := cube.CornerColours(int(c.CP[i]))
		for k := range 3 {
			f[cornerFacelet[i][(k+int(c.CO[i]))%3]] = colours[k]
		}
	}
	return f
}

// TwistSum returns the sum of the corner twists modulo 3; it is 0 for
// every cube that can be reached by turning faces.
func (c Cube) TwistSum() int {
	s := 0
	for _, o := range c.CO {
		s += int(o)
	}
	return s % 3
}

// Verify reports whether c is a cube that can be reached by turning
// faces: its corners an arrangement of the eight, twists adding up.
func (c Cube) Verify() bool { return c.isArrangement() && c.TwistSum() == 0 }
