//go:build race

package searchtest

// RaceEnabled: the tests run under the race detector, ten times slower.
const RaceEnabled = true
