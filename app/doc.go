// Package app is the Fyne user interface of the cube solver: the window
// with the facelet editor (painting, pasting, typing moves, reading the
// cube from photos or a camera), the solve controls with their progress,
// and the 3D player. Below cmd/cubesolver, which starts it, it and its
// folders are the only packages of ours that import Fyne: the drawing is
// done by package render, the cube model lives in solver/cube, and the
// searches are reached through the Solver interface in solver/search's
// types, so this package builds without the solver and its tables
// (cmd/cubesolver hands it package solver's).
//
// This package puts the window together (window.go, keys.go), runs the
// work behind it (session.go coordinating the tables' loading, the
// optimal table's build and the searches), and keeps the preferences,
// help and theme. What the window shows is drawn by the packages under
// app/internal, cut by what a person sees: editor, scanner, player and
// solvepanel, with widgets, shortcuts, puzzle and words beneath them.
package app
