// Package app is the Fyne user interface of the cube solver: the window
// with the facelet editor (painting, pasting, typing moves, reading the
// cube from photos or a camera), the solve controls with their progress,
// and the 3D player. Below cmd/cubesolver, which starts it, it is the only
// package of ours that imports Fyne: the drawing is done by package
// render, the cube model lives in solver/cube, the searches in solver.
package app
