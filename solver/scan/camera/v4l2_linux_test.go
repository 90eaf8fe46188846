package camera

import (
	"errors"
	"testing"

	"github.com/blackjack/webcam"
)

func TestNearestSize(t *testing.T) {
	discrete := func(w, h uint32) webcam.FrameSize {
		return webcam.FrameSize{MinWidth: w, MaxWidth: w, MinHeight: h, MaxHeight: h}
	}
	for _, c := range []struct {
		sizes []webcam.FrameSize
		w, h  int
	}{
		{nil, 640, 480},
		{[]webcam.FrameSize{discrete(1920, 1080), discrete(640, 480), discrete(320, 240)}, 640, 480},
		{[]webcam.FrameSize{discrete(1280, 720), discrete(320, 240)}, 1280, 720},
		{[]webcam.FrameSize{discrete(1920, 1080), discrete(320, 240)}, 320, 240},
		{[]webcam.FrameSize{discrete(1280, 720), discrete(160, 120)}, 1280, 720},
		{[]webcam.FrameSize{{MinWidth: 160, MaxWidth: 4000, StepWidth: 2, MinHeight: 120, MaxHeight: 3000, StepHeight: 2}}, 640, 480},
		{[]webcam.FrameSize{{MinWidth: 800, MaxWidth: 4000, StepWidth: 8, MinHeight: 600, MaxHeight: 3000, StepHeight: 8}}, 800, 600},
	} {
		if w, h := nearestSize(c.sizes); w != c.w || h != c.h {
			t.Errorf("nearestSize(%v) = %d×%d, want %d×%d", c.sizes, w, h, c.w, c.h)
		}
	}
}

// TestOpen opens the camera if this machine has one; without one, the
// error says so.
func TestOpen(t *testing.T) {
	c, err := Open()
	if err != nil {
		if !errors.Is(err, ErrNoCamera) {
			t.Fatalf("Open: %v, want an error wrapping ErrNoCamera", err)
		}
		t.Logf("no camera: %v", err)
		return
	}
	defer c.Close()
	img, err := c.Frame()
	if err != nil {
		t.Fatalf("%s: %v", c.Name(), err)
	}
	t.Logf("%s: a frame of %v", c.Name(), img.Bounds())
}
