//go:build race && linux

package cache

import (
	"io"
	"os"
	"syscall"
	"unsafe"
)

// readAt reads len(p) bytes at off from r (pieces of Format.readAt). Under the race detector, a
// file is read by the pread system call itself: the syscall package
// records every byte it reads as written, and for the tables (hundreds of
// megabytes, read again by every test that loads them) that record took
// most of the tests' time. What the kernel writes into a buffer only this
// goroutine holds races with nothing.
func readAt(r io.ReaderAt, p []byte, off int64) error {
	f, ok := r.(*os.File)
	if !ok {
		_, err := r.ReadAt(p, off)
		return err
	}
	conn, err := f.SyscallConn()
	if err != nil {
		return err
	}
	done := 0
	var readErr error
	// Control, not Read: Read holds the file's read lock, and the pieces
	// are read side by side.
	err = conn.Control(func(fd uintptr) {
		for done < len(p) {
			n, _, errno := syscall.Syscall6(syscall.SYS_PREAD64, fd, uintptr(unsafe.Pointer(&p[done])), uintptr(len(p)-done), uintptr(off+int64(done)), 0, 0)
			switch {
			case errno == syscall.EINTR:
				continue
			case errno != 0:
				readErr = &os.PathError{Op: "read", Path: f.Name(), Err: errno}
				return
			case n == 0:
				readErr = io.EOF // as ReadAt says it
				return
			}
			done += int(n)
		}
	})
	if err != nil {
		return err
	}
	return readErr
}
