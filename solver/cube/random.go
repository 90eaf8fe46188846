package cube

import "math/rand/v2"

// Random returns a cube chosen uniformly among all
// 43,252,003,274,489,856,000 reachable positions, drawing from r (seed it
// for a repeatable sequence).
func Random(r *rand.Rand) Cubie {
	var c Cubie
	shuffle := func(p []int8) {
		for i := range p {
			p[i] = int8(i)
		}
		r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	}
	shuffle(c.CP[:])
	shuffle(c.EP[:])
	if c.CornerParity() != c.EdgeParity() {
		c.EP[10], c.EP[11] = c.EP[11], c.EP[10]
	}
	sum := 0
	for i := 0; i < 7; i++ {
		c.CO[i] = int8(r.IntN(3))
		sum += int(c.CO[i])
	}
	c.CO[7] = int8((3 - sum%3) % 3)
	sum = 0
	for i := 0; i < 11; i++ {
		c.EO[i] = int8(r.IntN(2))
		sum += int(c.EO[i])
	}
	c.EO[11] = int8(sum & 1)
	return c
}
