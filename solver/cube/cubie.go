package cube

// Corner positions and pieces.
const (
	URF = iota
	UFL
	ULB
	UBR
	DFR
	DLF
	DBL
	DRB
)

// Edge positions and pieces.
const (
	UR = iota
	UF
	UL
	UB
	DR
	DF
	DL
	DB
	FR
	FL
	BL
	BR
)

var cornerNames = [8]string{"URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DBL", "DRB"}
var edgeNames = [12]string{"UR", "UF", "UL", "UB", "DR", "DF", "DL", "DB", "FR", "FL", "BL", "BR"}

// CornerName and EdgeName name a piece or position ("URF", "BR").
func CornerName(i int) string { return cornerNames[i] }

// EdgeName names edge i.
func EdgeName(i int) string { return edgeNames[i] }

// Cubie is the cube on the piece level, in "replaced by" form: the corner at
// position i is CP[i] with twist CO[i], the edge at position i is EP[i] with
// flip EO[i]. Corner orientations 0..2 are twists; 3..5 only occur in mirror
// symmetries, where they combine a reflection with a twist.
type Cubie struct {
	CP [8]int8
	CO [8]int8
	EP [12]int8
	EO [12]int8
}

// Solved returns the solved cube.
func Solved() Cubie { return solved }

var solved = Cubie{
	CP: [8]int8{0, 1, 2, 3, 4, 5, 6, 7},
	EP: [12]int8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
}

// Mul returns a*b: first a, then b.
func (a Cubie) Mul(b Cubie) Cubie {
	// Written for speed: a solve multiplies cubes some hundred times
	// (every solution is checked by applying it), which took a tenth of
	// an easy cube's solve with mulTwist's branches. The corner indices
	// are masked to 0..7, which spares their bounds checks.
	var c Cubie
	for i := range 8 {
		p := b.CP[i] & 7
		c.CP[i] = a.CP[p]
		c.CO[i] = twistProduct[a.CO[p]&7][b.CO[i]&7]
	}
	for i := range 12 {
		p := b.EP[i]
		c.EP[i] = a.EP[p]
		c.EO[i] = (a.EO[p] + b.EO[i]) & 1
	}
	return c
}

// twistProduct[a][b] is mulTwist(a, b), for a and b up to 7 (those over 5
// are no orientation, and give 0).
var twistProduct = func() (t [8][8]int8) {
	for a := range int8(6) {
		for b := range int8(6) {
			t[a][b] = mulTwist(a, b)
		}
	}
	return
}()

// MulCorners and MulEdges multiply only one kind of piece; table building
// uses them where the other half does not matter.
func (a Cubie) MulCorners(b Cubie) Cubie {
	c := a
	for i := 0; i < 8; i++ {
		c.CP[i] = a.CP[b.CP[i]]
		c.CO[i] = mulTwist(a.CO[b.CP[i]], b.CO[i])
	}
	return c
}

// MulEdges multiplies only the edges.
func (a Cubie) MulEdges(b Cubie) Cubie {
	c := a
	for i := 0; i < 12; i++ {
		c.EP[i] = a.EP[b.EP[i]]
		c.EO[i] = (a.EO[b.EP[i]] + b.EO[i]) & 1
	}
	return c
}

// mulTwist combines corner orientations in the dihedral group D3: 0..2 are
// rotations, 3..5 reflections (Kociemba's "replaced by" convention).
func mulTwist(a, b int8) int8 {
	switch {
	case a < 3 && b < 3:
		return (a + b) % 3
	case a < 3:
		c := a + b
		if c >= 6 {
			c -= 3
		}
		return c
	case b < 3:
		c := a - b
		if c < 3 {
			c += 3
		}
		return c
	default:
		c := a - b
		if c < 0 {
			c += 3
		}
		return c
	}
}

// Inverse returns the cube c' with c*c' = c'*c = Solved().
func (c Cubie) Inverse() Cubie {
	var d Cubie
	for i := 0; i < 8; i++ {
		d.CP[c.CP[i]] = int8(i)
	}
	for i := 0; i < 8; i++ {
		o := c.CO[d.CP[i]]
		if o >= 3 {
			d.CO[i] = o // reflections are their own inverse
		} else {
			d.CO[i] = (3 - o) % 3
		}
	}
	for i := 0; i < 12; i++ {
		d.EP[c.EP[i]] = int8(i)
	}
	for i := 0; i < 12; i++ {
		d.EO[i] = c.EO[d.EP[i]]
	}
	return d
}

// IsSolved reports whether every piece is home and unturned.
func (c Cubie) IsSolved() bool { return c == solved }

// Facelets returns the stickers of c.
func (c Cubie) Facelets() Facelets {
	f := SolvedFacelets()
	for i := 0; i < 8; i++ {
		p, o := c.CP[i], int(c.CO[i])
		for k := 0; k < 3; k++ {
			f[cornerFacelet[i][(k+o)%3]] = cornerColor[p][k]
		}
	}
	for i := 0; i < 12; i++ {
		p, o := c.EP[i], int(c.EO[i])
		for k := 0; k < 2; k++ {
			f[edgeFacelet[i][(k+o)%2]] = edgeColor[p][k]
		}
	}
	return f
}

// CornerParity returns the parity of the corner permutation (0 even, 1 odd).
func (c Cubie) CornerParity() int { return parity(c.CP[:]) }

// EdgeParity returns the parity of the edge permutation.
func (c Cubie) EdgeParity() int { return parity(c.EP[:]) }

func parity(p []int8) int {
	s := 0
	for i := range p {
		for j := i + 1; j < len(p); j++ {
			if p[j] < p[i] {
				s++
			}
		}
	}
	return s & 1
}

// TwistSum and FlipSum are the total corner twist mod 3 and edge flip mod 2;
// both are 0 on a real cube.
func (c Cubie) TwistSum() int {
	s := 0
	for _, o := range c.CO {
		s += int(o)
	}
	return s % 3
}

// FlipSum is the total edge flip mod 2.
func (c Cubie) FlipSum() int {
	s := 0
	for _, o := range c.EO {
		s += int(o)
	}
	return s & 1
}

// Verify reports whether c is a reachable cube: a permutation of the pieces
// with twists and flips that add up and equal parities. It does not name the
// problem; ToCubie does that for a sticker description.
func (c Cubie) Verify() bool {
	var seenC, seenE [12]bool
	for i := 0; i < 8; i++ {
		if c.CP[i] < 0 || c.CP[i] > 7 || seenC[c.CP[i]] || c.CO[i] < 0 || c.CO[i] > 2 {
			return false
		}
		seenC[c.CP[i]] = true
	}
	for i := 0; i < 12; i++ {
		if c.EP[i] < 0 || c.EP[i] > 11 || seenE[c.EP[i]] || c.EO[i] < 0 || c.EO[i] > 1 {
			return false
		}
		seenE[c.EP[i]] = true
	}
	return c.TwistSum() == 0 && c.FlipSum() == 0 && c.CornerParity() == c.EdgeParity()
}
