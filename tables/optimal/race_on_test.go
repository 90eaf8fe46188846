//go:build race

package optimal

// raceEnabled: the tests run under the race detector, ten times slower;
// the ones that rebuild whole tables skip (the run without it has them).
const raceEnabled = true
