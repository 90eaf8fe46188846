// Package app is the Fyne user interface of the cube solver: the window
// with the facelet editor (painting, pasting, typing moves, reading the
// cube from photos or a camera), the solve controls with their progress,
// and the 3D player. It and its own packages are the only ones of ours
// that import Fyne: the drawing is done by package render, the cube model
// lives in solver/cube, the searches in solver.
package app
