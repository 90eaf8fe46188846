package app

import (
	"bytes"
	"io"
	"log"
	"os"
	"sync"
)

// A first start in a new home printed Fyne's errors that the user can do
// nothing about: Fyne makes its cache folder inside the user's cache
// folder with a plain mkdir, which fails while ~/.cache does not exist
// yet; and without a desktop session bus it cannot watch the desktop's
// light or dark setting, which then has nothing to change anyway.
// quietStart mends the first and keeps the second off the terminal.
func quietStart() {
	if dir, err := os.UserCacheDir(); err == nil {
		_ = os.MkdirAll(dir, 0o700) // as XDG asks of a base folder
	}
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") == "" {
		log.SetOutput(&dropFyneError{out: log.Writer(), reason: "failed to watch theme settings"})
	}
}

// dropFyneError passes the log through, but for one of Fyne's errors,
// which fyne.LogError writes as a line "Fyne error:  REASON" followed by
// indented "Cause:" and "At:" lines.
type dropFyneError struct {
	out      io.Writer
	reason   string
	mu       sync.Mutex
	dropping bool
}

func (d *dropFyneError) Write(p []byte) (int, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	switch {
	case bytes.Contains(p, []byte("Fyne error: ")):
		d.dropping = bytes.Contains(p, []byte(d.reason))
	case !bytes.Contains(p, []byte("  Cause: ")) && !bytes.Contains(p, []byte("  At: ")):
		d.dropping = false
	}
	if d.dropping {
		return len(p), nil
	}
	return d.out.Write(p)
}
