package cube

// NumSyms is the number of symmetries of the cube, mirror images included;
// NumSymsUD of them (indexes 0..15) keep the UD axis in place.
const (
	NumSyms   = 48
	NumSymsUD = 16
)

// The four basic symmetries (seed section 5), in "replaced by" form.
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

// SymCube holds the 48 symmetries: SymCube[16*a+8*b+2*c+d] is
// URF3^a * F2^b * U4^c * LR2^d. The first 16 keep the UD axis.
// SymInv[s] is the index of the inverse of symmetry s, and SymMul[a][b] the
// index of SymCube[a]*SymCube[b].
var (
	SymCube [NumSyms]Cubie
	SymInv  [NumSyms]int
	SymMul  [NumSyms][NumSyms]int
)

func init() {
	c := Solved
	i := 0
	for a := 0; a < 3; a++ {
		for b := 0; b < 2; b++ {
			for u := 0; u < 4; u++ {
				for d := 0; d < 2; d++ {
					SymCube[i] = c
					i++
					c = c.Mul(symLR2)
				}
				c = c.Mul(symU4)
			}
			c = c.Mul(symF2)
		}
		c = c.Mul(symURF3)
	}
	index := make(map[Cubie]int, NumSyms)
	for s, sc := range SymCube {
		index[sc] = s
	}
	for a := range SymCube {
		for b := range SymCube {
			SymMul[a][b] = index[SymCube[a].Mul(SymCube[b])]
		}
		SymInv[a] = index[SymCube[a].Inverse()]
	}
	moves := make(map[Cubie]Move, NumMoves)
	for m := Move(0); m < NumMoves; m++ {
		moves[MoveCube[m]] = m
	}
	for s := range SymCube {
		for m := Move(0); m < NumMoves; m++ {
			k, ok := moves[MoveCube[m].Conjugate(s)]
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
func ConjugateMove(m Move, s int) Move { return moveConj[s][m] }

// Conjugate returns S(s)^-1 * c * S(s): the cube c seen through symmetry s.
func (c Cubie) Conjugate(s int) Cubie {
	return SymCube[SymInv[s]].Mul(c).Mul(SymCube[s])
}
