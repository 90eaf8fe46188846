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
	fyneNoise.install()
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") == "" {
		fyneNoise.drop("failed to watch theme settings")
	}
}

// quietQuit keeps one more of Fyne's errors off the terminal, from the
// moment the window has closed. As the app stops, Fyne writes its
// preferences.json once more (truncating it first) on one goroutine,
// while the watch of its folder, woken by that very write, reads the file
// back on another: now and then it reads the file empty and logs
// "Preferences load error: EOF" (seen about once in fifteen runs with
// -exit-after). Nothing is lost: the write goes on and completes the
// file, what is read back so late is used by nothing, and the window
// keeps the settings in a file of its own anyway (keepPrefs), which it
// has written before it closed.
func quietQuit() {
	fyneNoise.drop("Preferences load error")
}

// fyneNoise is the standard logger's output once quietStart has run.
var fyneNoise = &dropFyneError{}

// dropFyneError passes the log through, but for those of Fyne's errors
// whose reason holds one of reasons. fyne.LogError writes an error as a
// line "Fyne error:  REASON" followed by indented "Cause:" and "At:"
// lines.
type dropFyneError struct {
	out      io.Writer
	mu       sync.Mutex
	reasons  [][]byte
	dropping bool
}

// install makes d the standard logger's output, passing on to what it was.
func (d *dropFyneError) install() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.out == nil {
		d.out = log.Writer()
		log.SetOutput(d)
	}
}

// drop leaves out Fyne's errors whose reason holds reason from now on.
func (d *dropFyneError) drop(reason string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.reasons = append(d.reasons, []byte(reason))
}

func (d *dropFyneError) Write(p []byte) (int, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	switch {
	case bytes.Contains(p, []byte("Fyne error: ")):
		d.dropping = false
		for _, r := range d.reasons {
			d.dropping = d.dropping || bytes.Contains(p, r)
		}
	case !bytes.Contains(p, []byte("  Cause: ")) && !bytes.Contains(p, []byte("  At: ")):
		d.dropping = false
	}
	if d.dropping {
		return len(p), nil
	}
	return d.out.Write(p)
}
