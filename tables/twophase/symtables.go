package twophase

import "cubesolver/solver/cube"

// NSym is the number of symmetries that keep the UD axis; the sym-coordinates
// below are reduced by them.
const NSym = cube.NumSymsUD

// Class counts of the sym-coordinates.
const (
	NFlipSliceClass = 64430
	NCornerClass    = 2768
)

// conjugate returns S(s) * c * S(s)^-1, the cube whose coordinates the
// conjugation tables give (Kociemba's direction, the inverse of
// cube.Conjugate's).
func conjugate(c cube.Cubie, s int) cube.Cubie { return c.Conjugate(cube.Sym(s).Inverse()) }

// conjTable builds t[x*16+s] = coordinate of S(s) * c * S(s)^-1 for a cube c
// with coordinate x.
func conjTable(n int, set func(*cube.Cubie, int), get func(*cube.Cubie) int) []uint16 {
	t := make([]uint16, n*NSym)
	for x := 0; x < n; x++ {
		c := cube.Solved()
		set(&c, x)
		for s := 0; s < NSym; s++ {
			d := conjugate(c, s)
			t[x*NSym+s] = uint16(get(&d))
		}
	}
	return t
}

// symClasses reduces a raw coordinate by the 16 symmetries. For every raw
// value x it gives the class and a symmetry s with S(s)*x*S(s)^-1 = rep:
// x = S(s)^-1 * rep * S(s). rep[class] is the smallest raw value of the
// class; stab[class] has bit s set when S(s) leaves the representative's
// coordinate unchanged (the class is self-symmetric under s).
type symClasses struct {
	class []uint16
	sym   []uint8
	rep   []uint32
	stab  []uint16
}

func newSymClasses(n, nClasses int, set func(*cube.Cubie, int), get func(*cube.Cubie) int) symClasses {
	sc := symClasses{
		class: make([]uint16, n),
		sym:   make([]uint8, n),
		rep:   make([]uint32, 0, nClasses),
		stab:  make([]uint16, 0, nClasses),
	}
	done := make([]bool, n)
	for x := 0; x < n; x++ {
		if done[x] {
			continue
		}
		cls := len(sc.rep)
		sc.rep = append(sc.rep, uint32(x))
		c := cube.Solved()
		set(&c, x)
		var stab uint16
		for s := 0; s < NSym; s++ {
			// y = S(s)^-1 * rep * S(s), so rep = S(s) * y * S(s)^-1.
			d := c.Conjugate(cube.Sym(s))
			y := get(&d)
			if y == x {
				stab |= 1 << s
			}
			if !done[y] {
				done[y] = true
				sc.class[y] = uint16(cls)
				sc.sym[y] = uint8(s)
			}
		}
		sc.stab = append(sc.stab, stab)
	}
	return sc
}

// symMove[s*18+m] is the move S(s) * m * S(s)^-1: move m seen through
// symmetry s the way the conjugation tables see cubes (cube.ConjugateMove
// in the layout moveFlipSlice reads).
var symMove = func() (t [NSym * nMoves]uint8) {
	for s := cube.Sym(0); s < NSym; s++ {
		for m := cube.Move(0); m < nMoves; m++ {
			t[int(s)*nMoves+int(m)] = uint8(cube.ConjugateMove(m, s.Inverse()))
		}
	}
	return
}()

// symMul[a*16+b] is S(a)*S(b) for the 16 UD symmetries (cube.Sym.Mul in
// the layout moveFlipSlice reads).
var symMul = func() (t [NSym * NSym]uint8) {
	for a := cube.Sym(0); a < NSym; a++ {
		for b := cube.Sym(0); b < NSym; b++ {
			t[int(a)*NSym+int(b)] = uint8(a.Mul(b))
		}
	}
	return
}()

// The tables above turn moves and symmetries as the sym-coordinates see
// them, a cube through its class representative; the search needs the
// way back, from the representative to the cube. Both are here, the one
// set of symmetry tables (cube's functions, laid out for the searches).

// SymMul returns the symmetry S(a)*S(b) of the 16 that keep the UD axis.
func SymMul(a, b int) int { return int(symMul[a*NSym+b]) }

// MovesFromRep returns, for a cube S^-1*R*S of a class (R its
// representative, S = S(sym)), the moves it makes where R makes move k:
// row[k] = S^-1*k*S, the inverse of symMove's view.
func MovesFromRep(sym int) *[nMoves]uint8 { return &movesFromRep[sym] }

var movesFromRep = func() (t [NSym][nMoves]uint8) {
	for s := range t {
		for k := cube.Move(0); k < nMoves; k++ {
			t[s][k] = uint8(cube.ConjugateMove(k, cube.Sym(s)))
		}
	}
	return
}()

// MaskFromRep turns a mask of a class representative's moves into the
// same moves of a cube S^-1*R*S of the class (S = S(sym)), six bits at a
// time from a table (a loop over the moves took 5% of the standard
// search's time).
func MaskFromRep(mask uint32, sym int) uint32 {
	t := &maskFromRep[sym]
	return t[0][mask&63] | t[1][mask>>6&63] | t[2][mask>>12&63]
}

// maskFromRep[s][c][x] is the mask of a cube's moves that the
// representative's moves 6c .. 6c+5 in x are (see MaskFromRep).
var maskFromRep = func() (t [NSym][3][64]uint32) {
	for s := range t {
		for c := range 3 {
			for x := range 64 {
				for b := range 6 {
					if x>>b&1 != 0 {
						t[s][c][x] |= 1 << movesFromRep[s][6*c+b]
					}
				}
			}
		}
	}
	return
}()
