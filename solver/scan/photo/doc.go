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
// FindFaces and SampleN do the same for a face of the 2x2x2 pocket cube:
// its 2x2 grid is found by the same lattice search, and a grid that is
// part of a larger one (a 3x3x3's face) is no pocket cube's face, and
// said to be a 3x3x3's.
//
// FindCorner finds a cube seen from a corner instead: three such grids,
// each a quadrilateral under perspective, that share their edges and meet
// at the corner nearest the camera; SampleCorner measures their 27
// stickers, and a CornerView says which faces they are (two views of
// opposite corners show all six). A photo of a corner upside down or on
// its side is read turned back (Corner.Turned), and CheckOpposite tells
// a face shown in both views.
package photo
