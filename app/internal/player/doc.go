// Package player draws the right-hand side of the window when a solution
// or typed moves are played: the animated 3D cube (Player, its controls,
// speed, scrubber and list of moves) and the pane round it (PlayPane),
// which shows the edited cube while nothing is played.
package player
