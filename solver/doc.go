// Package solver finds solutions, in two modes. The standard mode is
// Kociemba's two-phase algorithm: near-optimal in milliseconds, searching
// from six directions on all cores and streaming every better solution as
// it is found. The optimal mode is an iterative-deepening search with an
// optimal pruning table (in several sizes, OptimalSizes) that proves its
// solution shortest.
//
// Load makes a Solver from the tables cached on disk (building them the
// first time); its optimal mode opens the optimal table chosen from the
// same folder when first used, and BuildOptimalTable builds it there. Solve takes a
// context, the cube and Options, reports Events to a callback and returns
// the best solution with the reason it stopped. Every solution is checked
// by applying it to the cube before anyone sees it.
//
// The package is a façade: the searches are internal packages (twophase,
// optimal, and run for what a search's goroutines share), and the types
// of its API are package search's, which a program can use without the
// tables.
package solver
