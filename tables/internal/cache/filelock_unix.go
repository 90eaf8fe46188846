//go:build unix

package cache

import (
	"os"
	"syscall"
)

// lockFile takes an exclusive lock on the file name (made if missing),
// waiting for another process that holds it (calling waiting first, so
// that the wait is said), and returns its release. Two programs that find
// an optimal table missing so build it once: the second waits and then reads
// the first's.
func lockFile(name string, waiting func()) (unlock func(), err error) {
	f, err := os.OpenFile(name, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if err == syscall.EWOULDBLOCK {
		waiting()
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
