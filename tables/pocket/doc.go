// Package pocket is the pocket cube's table (Table): the distance of every
// one of its 3,674,160 positions from solved, in the half-turn and the
// quarter-turn metric, from one breadth-first pass each over its move
// tables, cached on disk (Load).
package pocket
