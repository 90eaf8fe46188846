//go:build !race || !linux

package cache

import "io"

// readAt reads len(p) bytes at off from r (see readat_race_linux.go).
func readAt(r io.ReaderAt, p []byte, off int64) error {
	_, err := r.ReadAt(p, off)
	return err
}
