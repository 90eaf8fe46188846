//go:build race && linux

package cache

import (
	"context"
	"os"
	"slices"
	"sync"
	"syscall"
)

// SharedUnderRace returns read sharing what it reads, in a build with the
// race detector on Linux (this file; other builds read every time): a
// file read once is read again only when it has changed (its size, times
// or inode), and those who read it share what was read. The tests load the
// standard tables from the same file again and again, and under the
// detector each load took over a second (the tables derived from the file
// are worked out instrumented), most of the detector's run. The last two
// files read are kept, no more: tests that build tables in a folder of
// their own read each once. Only for what nobody changes or closes once
// read (the standard tables; not the optimal tables, whose memory Close
// gives back).
func SharedUnderRace[T any](read func(ctx context.Context, path string) (T, error)) func(ctx context.Context, path string) (T, error) {
	return func(ctx context.Context, path string) (T, error) {
		key, ok := sharedKeyOf(path)
		if err := ctx.Err(); err != nil || !ok {
			return read(ctx, path)
		}
		if v, found := shared.get(key); found {
			if t, ok := v.(T); ok {
				return t, nil
			}
		}
		t, err := read(ctx, path)
		if err == nil {
			shared.put(key, t)
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

// sharedFiles holds the files read last, the latest first.
type sharedFiles struct {
	sync.Mutex
	last []sharedFile
}

type sharedFile struct {
	key  sharedKey
	read any
}

// sharedKept is how many files are kept.
const sharedKept = 2

var shared sharedFiles

func (s *sharedFiles) get(key sharedKey) (any, bool) {
	s.Lock()
	defer s.Unlock()
	for i, f := range s.last {
		if f.key == key {
			copy(s.last[1:i+1], s.last[:i])
			s.last[0] = f
			return f.read, true
		}
	}
	return nil, false
}

func (s *sharedFiles) put(key sharedKey, v any) {
	s.Lock()
	defer s.Unlock()
	s.last = slices.DeleteFunc(s.last, func(f sharedFile) bool { return f.key.path == key.path })
	s.last = slices.Insert(s.last, 0, sharedFile{key, v})
	if len(s.last) > sharedKept {
		clear(s.last[sharedKept:]) // nothing held past the end
		s.last = s.last[:sharedKept]
	}
}

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
