//go:build !race || !linux

package cache

import "context"

// SharedUnderRace returns read: only a build with the race detector on
// Linux shares what was read (see shared_race_linux.go).
func SharedUnderRace[T any](read func(ctx context.Context, path string) (T, error)) func(ctx context.Context, path string) (T, error) {
	return read
}
