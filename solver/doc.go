// Package solver finds solutions, in two modes. The standard mode is
// Kociemba's two-phase algorithm: near-optimal in milliseconds, searching
// from six directions on all cores and streaming every better solution as
// it is found. The optimal mode is an iterative-deepening search with a
// big pruning table (tables.LoadHuge) that proves its solution shortest.
//
// A Solver wraps the tables (see package tables); Solve takes a context, the
// cube and Options, reports Events to a callback and returns the best
// solution with the reason it stopped. Every solution is checked by applying
// it to the cube before anyone sees it.
package solver
