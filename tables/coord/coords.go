package coord

import "cubesolver/solver/cube"

// Sizes of the raw coordinates.
const (
	NTwist       = 2187  // 3^7 corner twists
	NFlip        = 2048  // 2^11 edge flips
	NSlice       = 495   // C(12,4) places of the four UD-slice edges
	NSliceSorted = 11880 // 12*11*10*9 places and order of four edges
	NCornerPerm  = 40320 // 8! corner permutations
	NUDEdges     = 40320 // 8! permutations of the U and D edges in phase 2
	NSlicePerm   = 24    // 4! orders of the slice edges in phase 2
	NFlipSlice   = NSlice * NFlip
)

// Twist encodes the corner orientations (the last follows from the others).
func Twist(c *cube.Cubie) int {
	t := 0
	for i := 0; i < 7; i++ {
		t = 3*t + int(c.CO[i])
	}
	return t
}

// SetTwist sets the corner orientations to twist t.
func SetTwist(c *cube.Cubie, t int) {
	sum := 0
	for i := 6; i >= 0; i-- {
		c.CO[i] = int8(t % 3)
		sum += t % 3
		t /= 3
	}
	c.CO[7] = int8((3 - sum%3) % 3)
}

// Flip encodes the edge orientations (the last follows from the others).
func Flip(c *cube.Cubie) int {
	f := 0
	for i := 0; i < 11; i++ {
		f = 2*f + int(c.EO[i])
	}
	return f
}

// SetFlip sets the edge orientations to flip f.
func SetFlip(c *cube.Cubie, f int) {
	sum := 0
	for i := 10; i >= 0; i-- {
		c.EO[i] = int8(f & 1)
		sum += f & 1
		f >>= 1
	}
	c.EO[11] = int8(sum & 1)
}

// EdgeSet names four edge pieces, in increasing order, whose places and
// order a sorted slice coordinate records.
type EdgeSet [4]int8

// The slices between opposite faces: UD (E slice), RL (M slice), FB (S slice).
var (
	UDSliceEdges = EdgeSet{cube.FR, cube.FL, cube.BL, cube.BR}
	RLSliceEdges = EdgeSet{cube.UF, cube.UB, cube.DF, cube.DB}
	FBSliceEdges = EdgeSet{cube.UR, cube.UL, cube.DR, cube.DL}
)

func (s EdgeSet) index(e int8) int {
	for k, x := range s {
		if x == e {
			return k
		}
	}
	return -1
}

// SliceSorted encodes where the four edges of set are and in which order:
// 24*places + order, places in 0..494 and order in 0..23. For UDSliceEdges a
// phase-1 solved cube has places 0, and a solved cube 0 overall.
func SliceSorted(c *cube.Cubie, set EdgeSet) int {
	var order [4]int8
	places, k, j := 0, 3, 3
	// Walk positions from the top: a free position adds C(n, k), where k counts
	// the set's edges still to be placed below it.
	for n := 11; n >= 0 && k >= 0; n-- {
		if x := set.index(c.EP[n]); x >= 0 {
			order[j] = int8(x)
			j--
			k--
		} else {
			places += binom[n][k]
		}
	}
	return 24*places + rank(order[:])
}

// SetSliceSorted places the set's edges as coordinate x says and fills the
// other positions with the other edges in increasing order.
func SetSliceSorted(c *cube.Cubie, set EdgeSet, x int) {
	var order [4]int8
	unrank(order[:], x%24)
	places := x / 24
	var used [12]bool
	for i := range c.EP {
		c.EP[i] = -1
	}
	k, j := 3, 3
	for n := 11; n >= 0 && k >= 0; n-- {
		if places >= binom[n][k] {
			places -= binom[n][k]
			continue
		}
		c.EP[n] = set[order[j]]
		used[c.EP[n]] = true
		j--
		k--
	}
	next := int8(0)
	for i := range c.EP {
		if c.EP[i] >= 0 {
			continue
		}
		for used[next] {
			next++
		}
		c.EP[i] = next
		used[next] = true
	}
}

// CornerPerm encodes the corner permutation.
func CornerPerm(c *cube.Cubie) int { return rank(c.CP[:]) }

// SetCornerPerm sets the corner permutation.
func SetCornerPerm(c *cube.Cubie, x int) { unrank(c.CP[:], x) }

// UDEdges encodes the permutation of the eight U and D edges of a phase-2
// cube (one whose slice edges are in the slice).
func UDEdges(c *cube.Cubie) int { return rank(c.EP[:8]) }

// SetUDEdges sets the U and D edges to permutation x and the slice edges home.
func SetUDEdges(c *cube.Cubie, x int) {
	unrank(c.EP[:8], x)
	for i := 8; i < 12; i++ {
		c.EP[i] = int8(i)
	}
}

// binom[n][k] is C(n, k) for n < 12, k < 4 (0 where k > n).
var binom = func() (b [12][4]int) {
	for n := 0; n < 12; n++ {
		for k := 0; k < 4 && k <= n; k++ {
			v := 1
			for i := 0; i < k; i++ {
				v = v * (n - i) / (i + 1)
			}
			b[n][k] = v
		}
	}
	return
}()

// rank numbers the permutations of 0..n-1 (or of any n distinct values,
// by their relative order) from 0 (sorted) to n!-1.
func rank(p []int8) int {
	x := 0
	for i := len(p) - 1; i > 0; i-- {
		s := 0
		for j := i - 1; j >= 0; j-- {
			if p[j] > p[i] {
				s++
			}
		}
		x = (x + s) * i
	}
	return x
}

// unrank writes permutation x of 0..len(p)-1 into p; it inverts rank.
func unrank(p []int8, x int) {
	n := len(p)
	// Digits of x in the factorial base: digit i counts the larger values
	// before position i.
	var larger [12]int
	for i := 1; i < n; i++ {
		larger[i] = x % (i + 1)
		x /= i + 1
	}
	var used [12]bool
	for i := n - 1; i >= 0; i-- {
		// Position i holds the (larger[i]+1)-th largest value still free.
		k := larger[i]
		for v := n - 1; v >= 0; v-- {
			if used[v] {
				continue
			}
			if k == 0 {
				p[i] = int8(v)
				used[v] = true
				break
			}
			k--
		}
	}
}
