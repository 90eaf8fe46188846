// Package twophase is the standard search's tables: what Kociemba's
// two-phase algorithm looks up instead of turning cubies. Move tables
// (coordinate x move -> coordinate) of the coordinates of tables/coord,
// symmetry reduction of the FlipUDSlice and corner-permutation
// coordinates by the 16 symmetries that keep the UD axis, and the phase-1
// and phase-2 pruning tables (lower bounds on the moves left). Near holds
// the part of the phase-1 table within six moves of phase 2's subgroup
// with each entry's useful moves, and its Rim, OuterRim and FarRim
// filters (CloserFilter): for the entries one, two and three moves beyond
// Near, the moves that bring them one closer.
//
// Load makes or loads all of it, in the background with progress, and
// caches it on disk; in memory the tables are in huge pages where the
// system allows. The coordinates, the 16 symmetries and the table layouts
// are those Herbert Kociemba describes for his Cube Explorer program ("The
// Two-Phase-Algorithm" page of kociemba.org), whose published depth
// distributions the tests check.
package twophase
