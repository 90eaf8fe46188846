// Package app is the Fyne user interface of the cube solver: the window
// with the facelet editor (painting, pasting, typing moves, reading the
// cube from photos or a camera), the solve controls with their progress,
// and the 3D player. Below cmd/cubesolver, which starts it, it is the only
// package of ours that imports Fyne: the drawing is done by package
// render, the cube model lives in solver/cube, and the searches are
// reached through the Solver interface in solver/search's types, so this
// package builds without the solver and its tables (cmd/cubesolver hands
// it package solver's).
package app
