package app

import (
	"bytes"
	"log"
	"testing"
)

func TestDropFyneErrorKeepsTheRest(t *testing.T) {
	var out bytes.Buffer
	l := log.New(&dropFyneError{out: &out, reason: "failed to watch theme settings"}, "", 0)
	l.Println("Fyne error: ", "failed to watch theme settings")
	l.Println("  Cause:", "exec: \"dbus-launch\": executable file not found in $PATH")
	l.Printf("  At: %s:%d", "app_xdg.go", 152)
	l.Println("Fyne error: ", "Failed to load preferences")
	l.Println("  Cause:", "permission denied")
	l.Println("our own line")
	want := "Fyne error:  Failed to load preferences\n  Cause: permission denied\nour own line\n"
	if out.String() != want {
		t.Errorf("log kept %q, want %q", out.String(), want)
	}
}
