package camera

import (
	"errors"
	"image"
)

// Camera is a live source of pictures.
type Camera interface {
	// Name says which camera this is, as the system names it.
	Name() string
	// Frame waits for the next frame and returns it decoded. A camera
	// that stops (unplugged, or closed) gives an error.
	Frame() (image.Image, error)
	// Close stops the camera and lets others use it.
	Close() error
}

// ErrNoCamera says that no camera can be used; the error wrapping it says
// why (none present, not allowed to use it, or a system whose cameras this
// program does not read).
var ErrNoCamera = errors.New("no camera found")

// preferred is the frame size asked for: enough for a face held up to the
// camera to show stickers tens of pixels across, small enough to find the
// face in every frame.
const preferredWidth, preferredHeight = 640, 480
