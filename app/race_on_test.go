//go:build race

package app

// raceEnabled: the tests run under the race detector, where reading a
// photo, arithmetic on pixels, is many times slower (see
// skipReadingUnderRace).
const raceEnabled = true
