// Package photo finds a cube face in a photo and measures its nine
// stickers' colours, for package scan to resolve into a cube.
//
// Find looks for the face's 3x3 grid: regions of even colour that are
// sticker-shaped (stickers on a dark or a light body, in a cluttered scene)
// and lie on a lattice of three by three, seen at an angle. The face's
// outline is a Quad of four corners, which a user can correct by hand;
// Sample measures each sticker in its middle, by the median of many
// points, so that its edge and glare do not count.
//
// FindCorner finds a cube seen from a corner instead: three such grids,
// each a quadrilateral under perspective, that share their edges and meet
// at the corner nearest the camera; SampleCorner measures their 27
// stickers, and a CornerView says which faces they are (two views of
// opposite corners show all six).
package photo
