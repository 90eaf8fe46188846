// Package scan reads a cube from the measured colours of its 54 stickers
// (from photos or a camera), using what the cube itself guarantees rather
// than a threshold per colour.
//
// The six centres are six colours. Every other sticker belongs to a
// corner or an edge, and a real cube has each of its 8 corners and 12
// edges exactly once, so Resolve assigns whole pieces, not stickers: it
// finds the cube of real pieces whose colours are closest to the
// measurements (in CIELAB, with a colour model learnt from the cube's own
// stickers, and each face's exposure where that explains them better),
// and among those only a solvable one (corner twist, edge flip and
// permutation parity all as a real cube allows). Nine stickers of each
// colour follow from that, and two centres that look alike are told apart
// by the pieces. Each sticker's confidence says how much worse the best
// cube is that reads it differently; stickers of low confidence are in
// doubt, for a person to check.
//
// ResolvePocket reads the 2x2x2 pocket cube the same way, from its 24
// stickers: it has no centres, so the colours are learnt from the cube
// itself, the corners say which are opposite and which way round they go,
// and only then are they named (white, red, green, yellow, orange, blue)
// by what they look like.
//
// The package imports nothing but solver/cube, solver/cube/pocket and the
// standard library.
package scan
