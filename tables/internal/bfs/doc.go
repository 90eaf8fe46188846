// Package bfs builds the pruning tables breadth first on all cores: the
// one builder of every table laid out as a row per sym-class of one
// coordinate and a column per value of a raw one (Spec), with the depth
// array it fills (Depths) and the parallel loop every build shares
// (ParallelRange).
package bfs
