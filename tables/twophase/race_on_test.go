//go:build race

package twophase

// raceEnabled: the tests run under the race detector, ten times slower;
// the ones that rebuild whole tables skip (the run without it has them).
const raceEnabled = true
