// Package run is what the goroutines of one search share: the best
// solution (checked on the cube before it is kept), the stop flag and why
// it was raised, the counters that progress events read, and the events
// themselves. Both searches (twophase, optimal) record into a Run; package
// solver makes one per Solve call and reads its Result.
package run
