package tables

// hugeDistribution is the published depth distribution of the big table
// (seed appendix, "Huge Solver"): entries at each depth 0..13.
var hugeDistribution = []uint32{1, 2, 12, 119, 1393, 17313, 215282, 2630385,
	30783139, 311832366, 1735112058, 1436784881, 12056109, 28}
