package photo

import "math"

// sortedByValue returns the indices of v in the order of their values,
// least first, equal values in the order of their indices: the order
// slices.SortFunc gives comparing by cmp.Compare and then by index (NaN
// first, -0 and +0 equal). It sorts by radix, a byte at a time from the
// least significant: a work image's 100,000 pixels were sorted by their
// gradient twice for each face found, a third of finding it, by pdqsort.
func sortedByValue(v []float64) []int {
	n := len(v)
	if n == 0 {
		return []int{}
	}
	keys, idx := make([]uint64, n), make([]int32, n)
	for i, x := range v {
		keys[i], idx[i] = orderedBits(x), int32(i)
	}
	// How many keys have each value of each byte.
	var count [8][256]int
	for _, k := range keys {
		for b := range count {
			count[b][byte(k>>(8*b))]++
		}
	}
	keys2, idx2 := make([]uint64, n), make([]int32, n)
	for b := range count {
		c := &count[b]
		if c[byte(keys[0]>>(8*b))] == n {
			continue // every key has this byte alike: a pass would keep the order
		}
		// Each byte value's first place, then each key to the next place
		// of its byte's value: stable, so the lower bytes' order stays.
		at := 0
		for d := range c {
			c[d], at = at, at+c[d]
		}
		for i, k := range keys {
			d := byte(k >> (8 * b))
			keys2[c[d]], idx2[c[d]] = k, idx[i]
			c[d]++
		}
		keys, keys2, idx, idx2 = keys2, keys, idx2, idx
	}
	out := make([]int, n)
	for i, j := range idx {
		out[i] = int(j)
	}
	return out
}

// orderedBits is a key for x whose unsigned order is cmp.Compare's order
// of the floats: NaN least, then from -Inf to +Inf, -0 as +0.
func orderedBits(x float64) uint64 {
	switch {
	case x != x:
		return 0
	case x == 0:
		return 1 << 63 // +0's key, for -0 too
	}
	b := math.Float64bits(x)
	if b>>63 != 0 {
		return ^b // negative: the larger its magnitude the smaller
	}
	return b | 1<<63
}
