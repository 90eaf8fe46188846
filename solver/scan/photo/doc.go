// Package photo finds a cube face in a photo and measures its nine
// stickers' colours, for package scan to resolve into a cube.
//
// Find looks for the face's 3x3 grid: regions of even colour that are
// sticker-shaped (stickers on a dark or a light body, in a cluttered scene)
// and lie on a lattice of three by three, seen at an angle. The face's
// outline is a Quad of four corners, which a user can correct by hand;
// Sample measures each sticker in its middle, by the median of many
// points, so that its edge and glare do not count.
package photo
