package main

import (
	"errors"
	"os"
	"runtime"
)

// noDisplay says why no window can be opened, if it is plain beforehand:
// on Linux and the BSDs a window needs an X11 or Wayland display, which a
// terminal reached over ssh, or a service, lacks.
func noDisplay() error {
	switch runtime.GOOS {
	case "windows", "darwin", "android", "ios", "js":
		return nil
	}
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return errors.New("no display: the window needs an X11 or Wayland session (DISPLAY or WAYLAND_DISPLAY is not set); cubecli solves without one")
	}
	return nil
}
