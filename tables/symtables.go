package tables

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
// conjugation tables give (Kociemba's direction).
func conjugate(c cube.Cubie, s int) cube.Cubie {
	return cube.SymCube[s].Mul(c).Mul(cube.SymCube[cube.SymInv[s]])
}

// conjTable builds t[x*16+s] = coordinate of S(s) * c * S(s)^-1 for a cube c
// with coordinate x.
func conjTable(n int, set func(*cube.Cubie, int), get func(*cube.Cubie) int) []uint16 {
	t := make([]uint16, n*NSym)
	for x := 0; x < n; x++ {
		c := cube.Solved
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
		c := cube.Solved
		set(&c, x)
		var stab uint16
		for s := 0; s < NSym; s++ {
			// y = S(s)^-1 * rep * S(s), so rep = S(s) * y * S(s)^-1.
			d := c.Conjugate(s)
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

// SymMove[s*18+m] is the move S(s) * m * S(s)^-1: move m seen through
// symmetry s.
var SymMove = func() (t [NSym * N]uint8) {
	for s := 0; s < NSym; s++ {
		for m := cube.Move(0); m < N; m++ {
			t[s*N+int(m)] = uint8(cube.ConjugateMove(m, cube.SymInv[s]))
		}
	}
	return
}()

// SymMul[a*16+b] is the index of S(a)*S(b) for the 16 UD symmetries.
var SymMul = func() (t [NSym * NSym]uint8) {
	for a := 0; a < NSym; a++ {
		for b := 0; b < NSym; b++ {
			t[a*NSym+b] = uint8(cube.SymMul[a][b])
		}
	}
	return
}()
