// Package pocket is the 2x2x2 pocket cube: its 24 stickers, its eight
// corners, face turns and whole-cube rotations, notation, validation of a
// described cube and uniformly random states.
//
// The pocket cube is the 3x3x3's corners, and this package builds on
// package cube: its stickers are the 3x3x3's corner stickers in the same
// order (U1..U4 R1..R4 F1..F4 D1..D4 L1..L4 B1..B4, each face read row by
// row as on the usual net), its pieces the same eight corners in the same
// order, its face turns cube.Move. A wide turn turns the same layers as
// the face turn (there is no middle layer) and a slice turns nothing.
//
// There are no centres to say how the cube is held, so a letter names a
// colour by the face it is on when the cube is solved and held white up,
// green in front: U white, R red, F green, D yellow, L orange, B blue. A
// cube held another way is the same cube: Equal compares cubes whatever
// way each is held, and Upright turns one to be held white up, green in
// front.
package pocket
