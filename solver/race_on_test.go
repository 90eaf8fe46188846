//go:build race

package solver

// raceEnabled: the tests run under the race detector, ten times slower.
const raceEnabled = true
