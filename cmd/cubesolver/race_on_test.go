//go:build race

package main

// raceEnabled: the tests run under the race detector, where the window
// (this test binary, run as the program) reads a photo many times slower
// (see skipPhotosUnderRace).
const raceEnabled = true
