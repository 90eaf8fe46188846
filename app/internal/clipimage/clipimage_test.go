package clipimage

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// TestMain holds a connection to the X server while the tests run: Xvfb
// (as xvfb-run starts it) resets when its last client leaves, and a test
// connecting during the reset finds its connection broken.
func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") != "" {
		if conn, err := xgb.NewConn(); err == nil {
			defer conn.Close()
		}
	}
	m.Run()
}

// offer puts data on the clipboard as type typ: xclip, in the foreground,
// owns the clipboard until the returned function stops it.
func offer(t *testing.T, typ string, data []byte) (stop func()) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display")
	}
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Skip("xclip is not installed (make deps installs it)")
	}
	conn, err := xgb.NewConn()
	if err != nil {
		t.Fatal(err)
	}
	clipboard, err := xproto.InternAtom(conn, false, 9, "CLIPBOARD").Reply()
	if err != nil {
		t.Fatal(err)
	}
	owner := func() xproto.Window {
		reply, err := xproto.GetSelectionOwner(conn, clipboard.Atom).Reply()
		if err != nil {
			t.Fatal(err)
		}
		return reply.Owner
	}
	before := owner() // another program's, or none
	cmd := exec.Command("xclip", "-quiet", "-selection", "clipboard", "-t", typ, "-i")
	cmd.Stdin = bytes.NewReader(data)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var mine xproto.Window
	stop = func() {
		defer conn.Close()
		cmd.Process.Kill()
		cmd.Wait()
		// The X server drops the ownership when xclip's connection goes;
		// wait for that, so that the next offer starts clean.
		for mine != xproto.WindowNone && owner() == mine {
			time.Sleep(10 * time.Millisecond)
		}
	}
	// Wait until xclip owns the clipboard; a minute is a hang, not a slow
	// machine.
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
		if w := owner(); w != before && w != xproto.WindowNone {
			mine = w
			break
		}
		if time.Now().After(deadline) {
			stop()
			t.Fatal("xclip did not take the clipboard")
		}
	}
	return stop
}

// noisePNG is a picture of w×w random pixels: PNG cannot make it smaller,
// so its size is about 3w² bytes.
func noisePNG(t *testing.T, w int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, w))
	r := rand.New(rand.NewPCG(1, uint64(w)))
	for y := 0; y < w; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestReadPicture(t *testing.T) {
	// A small picture comes in one piece; a large one (3 MB) in the pieces
	// of the INCR protocol.
	for _, w := range []int{40, 1000} {
		want := noisePNG(t, w)
		stop := offer(t, "image/png", want)
		got, format, err := Read()
		stop()
		if err != nil {
			t.Fatalf("%d bytes: %v", len(want), err)
		}
		if format != "image/png" || !bytes.Equal(got, want) {
			t.Errorf("%d bytes put, %d bytes of %s read back", len(want), len(got), format)
		}
	}
}

func TestReadText(t *testing.T) {
	stop := offer(t, "UTF8_STRING", []byte("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"))
	defer stop()
	if _, _, err := Read(); !errors.Is(err, ErrNoPicture) {
		t.Errorf("text on the clipboard: %v, want ErrNoPicture", err)
	}
}

func TestNoDisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	if _, _, err := Read(); err == nil || errors.Is(err, ErrNoPicture) {
		t.Errorf("without a display: %v", err)
	}
}
