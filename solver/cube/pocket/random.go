package pocket

import "math/rand/v2"

// Random returns a cube chosen uniformly among all 3,674,160 positions,
// held white up, green in front, drawing from r (seed it for a repeatable
// sequence).
func Random(r *rand.Rand) Cube {
	c := solved
	// The DBL corner stays home: the other seven are shuffled and six of
	// them twisted freely, the seventh making the twists add up.
	others := []int8{0, 1, 2, 3, 4, 5, 7}
	r.Shuffle(len(others), func(i, j int) { others[i], others[j] = others[j], others[i] })
	sum := 0
	for k, i := range []int{0, 1, 2, 3, 4, 5, 7} {
		c.CP[i] = others[k]
		if i != 7 {
			c.CO[i] = int8(r.IntN(3))
			sum += int(c.CO[i])
		}
	}
	c.CO[7] = int8((3 - sum%3) % 3)
	return c
}

// RandomHeld returns a random cube held a random way: Random turned by one
// of the 24 rotations.
func RandomHeld(r *rand.Rand) Cube { return Random(r).Mul(rotations[r.IntN(24)]) }
