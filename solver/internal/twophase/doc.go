// Package twophase is the standard search: Herbert Kociemba's two-phase
// algorithm, near-optimal in milliseconds. It searches from six directions
// (the cube and its inverse along each axis) and from premoves, on all
// workers, and records every better solution in the run; a cube near
// solved first gets a shortest solution outright (see short.go).
package twophase
