// Package render draws the cube without any user-interface toolkit: the
// geometry of the unfolded net (where each sticker is and which sticker a
// point falls on) and the drawing of a net into an *image.RGBA with
// anti-aliased, rounded stickers.
//
// Everything here is plain Go on top of golang.org/x/image/vector, so it
// builds and tests without cgo, a display or OpenGL. Package app wraps the
// images it makes in Fyne widgets.
package render
