// Package solvepanel draws the right-hand column of the window: the search
// settings (mode, length, time limit, optimal table, target, metric) with
// Solve and Cancel, the tables' loading or building with its bar and time
// left, the search's progress, and the solution found with its length,
// Copy, Play and Copy link. The settings chosen (Settings) are saved
// with the window; the solutions shown are verified by the caller.
package solvepanel
