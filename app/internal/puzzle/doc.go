// Package puzzle is the window's vocabulary of the cube described: the
// puzzle (the 3x3x3 or the 2x2x2 pocket cube, kept as 54 stickers), which
// of its two cubes is edited (the cube in hand or the target), the
// colours' names, and what the editor says of a cube (Verdict): valid, or
// its first problem in words with the stickers concerned and a fix.
package puzzle
