// Package tables holds what the two-phase and optimal searches look up
// instead of turning cubies: coordinates (a cube part as a number), move
// tables (coordinate x move -> coordinate), symmetry reduction of the
// FlipUDSlice and corner-permutation coordinates, and the phase-1 and
// phase-2 pruning tables (lower bounds on the moves left). Near holds the
// part of the phase-1 table within six moves of phase 2's subgroup with
// each entry's useful moves, its Rim and OuterRim filters (CloserFilter)
// of the moves that bring the entries one and two moves further closer,
// and Prefetch lets a search ask for many entries at once.
//
// Load makes or loads all of it, in the background with progress, and
// caches it on disk; in memory the tables are in huge pages where the
// system allows. The coordinates, the 16 symmetries and the table layouts
// are those Herbert Kociemba describes for his Cube Explorer program
// ("The Two-Phase-Algorithm" and "Optimal Solver" pages of kociemba.org),
// whose published depth distributions the tests check.
package tables
