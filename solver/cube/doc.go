// Package cube is the Rubik's cube itself: stickers (Facelets), pieces (Cubie),
// the 18 face turns, the 48 symmetries of the cube, move notation, validation
// of a described cube and uniformly random states.
//
// Conventions follow Kociemba's Cube Explorer: facelets in the order
// U1..U9 R1..R9 F1..F9 D1..D9 L1..L9 B1..B9, pieces in the order
// URF UFL ULB UBR DFR DLF DBL DRB and UR UF UL UB DR DF DL DB FR FL BL BR,
// and cubie permutations in "replaced by" form: CP[i] is the corner that sits
// at position i.
//
// The package imports nothing else of this module.
package cube
