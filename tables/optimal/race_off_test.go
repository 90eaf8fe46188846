//go:build !race

package optimal

const raceEnabled = false
