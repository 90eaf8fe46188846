// Package search is the vocabulary between the solver and the programs
// that use it: what a search is asked (Options), what it reports while it
// runs (Event), what it returns (Result, Solution, StopReason), and how the
// preparation of the solver's tables goes (Progress).
//
// It holds data and nothing that searches, so a program (the window, a
// test's fake solver) can speak of searches without the tables: package
// solver runs them, and offers these same types under its own name.
package search
