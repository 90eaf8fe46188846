// Package coord numbers what the pruning tables index: coordinates of a
// cube's pieces (the twist, the flip, where the slice edges are, the
// corner and edge permutations, the tetrads and slices the optimal tables
// use), each with the function that sets it, and the move tables built
// from them by turning cubes.
package coord
