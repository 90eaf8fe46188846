// Package app is the Fyne user interface of the cube solver: the window, the
// net view of the cube and (later) the editor, the solve controls and the
// player. It is the only package of ours that imports Fyne; the drawing is
// done by package render and the cube model lives in solver/cube.
package app
