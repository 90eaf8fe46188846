// Package solver finds solutions, in two modes. The standard mode is
// Kociemba's two-phase algorithm: near-optimal in milliseconds, searching
// from six directions on all cores and streaming every better solution as
// it is found. The optimal mode is an iterative-deepening search with an
// optimal pruning table (in several sizes, OptimalSizes) that proves its
// solution shortest.
//
// It does the whole job, so that a program needs no other package of ours
// to solve cubes: Load (or Open) makes a Solver from the tables cached on
// disk, building them the first time; ChooseOptimalTable picks the
// optimal table's size, which the optimal mode opens from the same folder
// when first used (or at once, OpenOptimalTable) and which
// BuildOptimalTable or PrepareOptimalTable builds there. Solve takes a
// context, the cube and Options, reports Events to a callback and returns
// the best solution with the reason it stopped; the context and the time
// limit cover reading a table as well as searching. Every solution is
// checked by applying it to the cube before anyone sees it. LoadPocket
// does the same for the 2x2x2 pocket cube.
//
// The package is a façade: the searches are internal packages (twophase,
// optimal, pocketsearch, and run for what a search's goroutines share),
// the tables are package tables' (tables/twophase, tables/optimal,
// tables/pocket), and the types of its API are package search's, which a
// program can use without the tables.
package solver
