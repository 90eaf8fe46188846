//go:build race && linux

package cache

import (
	"context"
	"os"
	"sync"
	"syscall"
)

// SharedUnderRace returns read as it is, but in a build with the race
// detector, which only tests are: there a file read once is read again
// only when it has changed (its size, time or inode), and those who read
// it share what was read. The tests load the standard tables from the
// same file again and again, and under the detector each load took over a
// second (the tables derived from the file are worked out instrumented),
// most of the detector's run. Only for what nobody changes or closes once
// read (the standard tables; not the optimal tables, whose memory Close
// gives back).
func SharedUnderRace[T any](read func(ctx context.Context, path string) (T, error)) func(ctx context.Context, path string) (T, error) {
	return func(ctx context.Context, path string) (T, error) {
		key, ok := sharedKeyOf(path)
		if err := ctx.Err(); err != nil || !ok {
			return read(ctx, path)
		}
		shared.Lock()
		v, found := shared.read[key]
		shared.Unlock()
		if found {
			if t, ok := v.(T); ok {
				return t, nil
			}
		}
		t, err := read(ctx, path)
		if err == nil {
			shared.Lock()
			shared.read[key] = t
			shared.Unlock()
		}
		return t, err
	}
}

// sharedKey tells a file's versions apart.
type sharedKey struct {
	path        string
	size, mtime int64
	ino, ctime  uint64
}

var shared = struct {
	sync.Mutex
	read map[sharedKey]any
}{read: map[sharedKey]any{}}

func sharedKeyOf(path string) (sharedKey, bool) {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return sharedKey{}, false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return sharedKey{}, false
	}
	return sharedKey{path: path, size: fi.Size(), mtime: fi.ModTime().UnixNano(), ino: uint64(st.Ino), ctime: uint64(st.Ctim.Nano())}, true
}
