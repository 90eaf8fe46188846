//go:build !race

package twophase

const raceEnabled = false
