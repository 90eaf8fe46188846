// Package optimal is the optimal search's pruning table (Table): a lower
// bound on the moves that solve a cube, from coordinates that all 48
// symmetries respect, for all three axes at once, with a prefetch for
// each of the reads it takes. It comes in sizes (Size: Sizes, and the
// least, H0), each built on all cores and cached on disk (Load), or read
// only if it is there (Open).
//
// The layout follows nissy's H48 (Sebastiano Tronto's description): h0,
// the corners' class under the 48 symmetries times which slice each edge
// is in, exact; a finer table keeping some of the flip's bits, each entry
// two bits above a base; the near set, every cube within 8 or 9 moves
// with its distance, for the entries that say only "at most the base";
// and the edges' own table.
package optimal
