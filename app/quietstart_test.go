package app

import (
	"bytes"
	"log"
	"testing"
)

func TestDropFyneErrorKeepsTheRest(t *testing.T) {
	var out bytes.Buffer
	d := &dropFyneError{out: &out}
	d.drop("failed to watch theme settings")
	l := log.New(d, "", 0)
	l.Println("Fyne error: ", "failed to watch theme settings")
	l.Println("  Cause:", "exec: \"dbus-launch\": executable file not found in $PATH")
	l.Printf("  At: %s:%d", "app_xdg.go", 152)
	l.Println("Fyne error: ", "Preferences load error:")
	l.Println("  Cause:", "EOF")
	l.Println("our own line")
	// Once the window has closed, the preferences read back at the end
	// go too (quietQuit).
	d.drop("Preferences load error")
	l.Println("Fyne error: ", "Preferences load error:")
	l.Println("  Cause:", "EOF")
	l.Printf("  At: %s:%d", "preferences.go", 105)
	l.Println("Fyne error: ", "Failed to load preferences")
	l.Println("  Cause:", "permission denied")
	want := "Fyne error:  Preferences load error:\n  Cause: EOF\nour own line\nFyne error:  Failed to load preferences\n  Cause: permission denied\n"
	if out.String() != want {
		t.Errorf("log kept %q, want %q", out.String(), want)
	}
}
