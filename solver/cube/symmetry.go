package cube

// Sym names one of the 48 symmetries of the cube, mirror images included:
// Sym(16*a+8*b+2*c+d) is URF3^a * F2^b * U4^c * LR2^d, of the four basic
// symmetries below. The first NumSymsUD keep the UD axis in place.
type Sym uint8

// NumSyms is the number of symmetries of the cube, mirror images included;
// NumSymsUD of them (indexes 0..15) keep the UD axis in place.
const (
	NumSyms   = 48
	NumSymsUD = 16
)

// The four basic symmetries (Kociemba, "Symmetries of the Cube"), in
// "replaced by" form.
var (
	// symURF3 turns the whole cube 120 degrees about the URF-DBL diagonal.
	symURF3 = Cubie{
		CP: [8]int8{URF, DFR, DLF, UFL, UBR, DRB, DBL, ULB},
		CO: [8]int8{1, 2, 1, 2, 2, 1, 2, 1},
		EP: [12]int8{UF, FR, DF, FL, UB, BR, DB, BL, UR, DR, DL, UL},
		EO: [12]int8{1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1},
	}
	// symF2 turns it 180 degrees about the F-B axis.
	symF2 = Cubie{
		CP: [8]int8{DLF, DFR, DRB, DBL, UFL, URF, UBR, ULB},
		EP: [12]int8{DL, DF, DR, DB, UL, UF, UR, UB, FL, FR, BR, BL},
	}
	// symU4 turns it 90 degrees about the U-D axis.
	symU4 = Cubie{
		CP: [8]int8{UBR, URF, UFL, ULB, DRB, DFR, DLF, DBL},
		EP: [12]int8{UB, UR, UF, UL, DB, DR, DF, DL, BR, FR, FL, BL},
		EO: [12]int8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1},
	}
	// symLR2 reflects it in the plane between L and R.
	symLR2 = Cubie{
		CP: [8]int8{UFL, URF, UBR, ULB, DLF, DFR, DRB, DBL},
		CO: [8]int8{3, 3, 3, 3, 3, 3, 3, 3},
		EP: [12]int8{UL, UF, UR, UB, DL, DF, DR, DB, FL, FR, BR, BL},
	}
)

// symCube holds the 48 symmetries as cubes, symInv their inverses and
// symMul their products: symMul[a][b] is a*b.
var (
	symCube [NumSyms]Cubie
	symInv  [NumSyms]Sym
	symMul  [NumSyms][NumSyms]Sym
)

// Cubie returns the symmetry as a cube (with mirror images' corner
// orientations, see Mul).
func (s Sym) Cubie() Cubie { return symCube[s] }

// Inverse returns the symmetry that undoes s.
func (s Sym) Inverse() Sym { return symInv[s] }

// Mul returns the symmetry s*t: first s, then t.
func (s Sym) Mul(t Sym) Sym { return symMul[s][t] }

// AxisSym returns URF3^a, which turns axis a (0 UD, 1 RL, 2 FB) onto UD: a
// cube c seen along axis a is c.Conjugate(AxisSym(a)).
func AxisSym(a int) Sym { return Sym(16 * a) }

func init() {
	c := solved
	i := 0
	for a := 0; a < 3; a++ {
		for b := 0; b < 2; b++ {
			for u := 0; u < 4; u++ {
				for d := 0; d < 2; d++ {
					symCube[i] = c
					i++
					c = c.Mul(symLR2)
				}
				c = c.Mul(symU4)
			}
			c = c.Mul(symF2)
		}
		c = c.Mul(symURF3)
	}
	index := make(map[Cubie]Sym, NumSyms)
	for s, sc := range symCube {
		index[sc] = Sym(s)
	}
	for a := range symCube {
		for b := range symCube {
			symMul[a][b] = index[symCube[a].Mul(symCube[b])]
		}
		symInv[a] = index[symCube[a].Inverse()]
	}
	moves := make(map[Cubie]Move, NumMoves)
	for m := Move(0); m < NumMoves; m++ {
		moves[moveCube[m]] = m
	}
	for s := range symCube {
		for m := Move(0); m < NumMoves; m++ {
			k, ok := moves[moveCube[m].Conjugate(Sym(s))]
			if !ok {
				panic("cube: a symmetry does not map face turns to face turns")
			}
			moveConj[s][m] = k
		}
	}
}

// moveConj[s][m] is ConjugateMove(m, s).
var moveConj [NumSyms][NumMoves]Move

// ConjugateMove returns the move S(s)^-1 * m * S(s): move m seen through
// symmetry s, as Conjugate sees a cube. If moves m1..mn solve c, then
// ConjugateMove(m1, s) .. ConjugateMove(mn, s) solve c.Conjugate(s). The
// search packages keep copies of these in the layouts their loops want,
// built from this one.
func ConjugateMove(m Move, s Sym) Move { return moveConj[s][m] }

// Conjugate returns S(s)^-1 * c * S(s): the cube c seen through symmetry s.
// (S(s) * c * S(s)^-1 is c.Conjugate(s.Inverse()).)
func (c Cubie) Conjugate(s Sym) Cubie {
	return symCube[symInv[s]].Mul(c).Mul(symCube[s])
}
