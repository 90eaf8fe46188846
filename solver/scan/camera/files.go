package camera

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"cubesolver/solver/scan/photo"
)

// EnvFiles names the environment variable that, when set, makes Open
// give a stand-in camera showing these pictures instead of a real camera:
// a list of files (separated as in PATH) of Motion-JPEG frames (.mjpg) or
// photos (PNG, JPEG). It serves demonstrations and scripted tests of the
// window where no camera is present.
const EnvFiles = "CUBESOLVER_CAMERA_FILES"

// files is a stand-in camera that shows pictures one after another, each
// for a number of frames, then from the first again, at about 15 frames a
// second.
type files struct {
	frames []image.Image
	hold   int
	mu     sync.Mutex
	n      int
	tick   *time.Ticker
	done   chan struct{} // closed by Close
}

// OpenFiles returns a camera that shows each picture for hold frames.
func OpenFiles(names []string, hold int) (Camera, error) {
	if len(names) == 0 {
		return nil, fmt.Errorf("%w: no pictures given to show", ErrNoCamera)
	}
	f := &files{hold: max(hold, 1), tick: time.NewTicker(time.Second / 15), done: make(chan struct{})}
	for _, name := range names {
		var img image.Image
		var err error
		if strings.EqualFold(filepath.Ext(name), ".mjpg") {
			var data []byte
			if data, err = os.ReadFile(name); err == nil {
				img, err = Decode(MJPEG, 0, 0, data)
			}
		} else {
			img, err = photo.Load(name)
		}
		if err != nil {
			f.tick.Stop()
			return nil, fmt.Errorf("%w: %s: %v", ErrNoCamera, name, err)
		}
		f.frames = append(f.frames, img)
	}
	return f, nil
}

func (f *files) Name() string { return fmt.Sprintf("%d pictures (%s)", len(f.frames), EnvFiles) }

func (f *files) Frame() (image.Image, error) {
	select {
	case <-f.tick.C:
	case <-f.done:
		return nil, fmt.Errorf("the camera is closed")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	img := f.frames[f.n/f.hold%len(f.frames)]
	f.n++
	return img, nil
}

func (f *files) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	select {
	case <-f.done:
	default:
		close(f.done)
		f.tick.Stop()
	}
	return nil
}

// openFromEnv opens the stand-in camera if EnvFiles is set.
func openFromEnv() (Camera, bool, error) {
	list := os.Getenv(EnvFiles)
	if list == "" {
		return nil, false, nil
	}
	c, err := OpenFiles(filepath.SplitList(list), 12)
	return c, true, err
}
