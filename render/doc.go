// Package render draws the cube without any user-interface toolkit: the
// geometry of the unfolded net (where each sticker is and which sticker a
// point falls on) and the drawing of a net into an *image.RGBA with
// anti-aliased, rounded stickers; and the cube in 3D (Cube3D): 27 cubies
// with dark bodies and inset, rounded stickers in perspective, seen from
// any View, with one turn (a face, wide, slice or whole-cube turn) shown
// part-way at any angle, and optional hint stickers for the three hidden
// faces. TurnFacelets gives the stickers after a turn, each keeping its
// colour, so that a player's frames and states agree.
//
// Everything here is plain Go on top of golang.org/x/image/vector, so it
// builds and tests without cgo, a display or OpenGL. Package app wraps the
// images it makes in Fyne widgets: the editor's net and the player's
// animated cube.
package render
