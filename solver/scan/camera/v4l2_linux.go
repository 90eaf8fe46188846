package camera

import (
	"errors"
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"sort"

	"github.com/blackjack/webcam"
)

// v4l2 is a camera read through Video4Linux2.
type v4l2 struct {
	cam           *webcam.Webcam
	name          string
	format        Format
	width, height int
}

// fourCC codes of the two formats read.
const (
	fourccYUYV = 'Y' | 'U'<<8 | 'Y'<<16 | 'V'<<24
	fourccMJPG = 'M' | 'J'<<8 | 'P'<<16 | 'G'<<24
)

// Open opens the first camera (or the stand-in that EnvFiles names) that streams video in a format read here,
// at the supported size nearest 640×480.
func Open() (Camera, error) {
	if c, ok, err := openFromEnv(); ok {
		return c, err
	}
	paths, _ := filepath.Glob("/dev/video*")
	sort.Strings(paths)
	if len(paths) == 0 {
		return nil, fmt.Errorf("%w: the system shows no video device (/dev/video*)", ErrNoCamera)
	}
	var why []error
	for _, p := range paths {
		c, err := openV4L2(p)
		if err == nil {
			return c, nil
		}
		why = append(why, fmt.Errorf("%s: %w", p, err))
	}
	for _, err := range why {
		if errors.Is(err, os.ErrPermission) {
			return nil, fmt.Errorf("%w: not allowed to use the camera (%v); add yourself to the video group", ErrNoCamera, err)
		}
	}
	return nil, fmt.Errorf("%w: %v", ErrNoCamera, errors.Join(why...))
}

func openV4L2(path string) (*v4l2, error) {
	cam, err := webcam.Open(path)
	if err != nil {
		return nil, err
	}
	c := &v4l2{cam: cam, name: path}
	if n, err := cam.GetName(); err == nil && n != "" {
		c.name = n
	}
	formats := cam.GetSupportedFormats()
	var code webcam.PixelFormat
	switch {
	case formats[fourccYUYV] != "":
		code, c.format = fourccYUYV, YUYV
	case formats[fourccMJPG] != "":
		code, c.format = fourccMJPG, MJPEG
	default:
		cam.Close()
		return nil, errors.New("streams neither YUYV nor MJPEG")
	}
	c.width, c.height = nearestSize(cam.GetSupportedFrameSizes(code))
	if _, _, _, err := cam.SetImageFormat(code, uint32(c.width), uint32(c.height)); err != nil {
		cam.Close()
		return nil, err
	}
	err = cam.SetBufferCount(4)
	if err == nil {
		err = cam.StartStreaming()
	}
	if err != nil {
		cam.Close()
		return nil, err
	}
	return c, nil
}

// nearestSize picks the frame size nearest 640×480 in pixel count, by
// ratio: 1280×720 (3 times as many) rather than 160×120 (a sixteenth).
func nearestSize(sizes []webcam.FrameSize) (int, int) {
	w, h := preferredWidth, preferredHeight
	best := math.Inf(1)
	for _, s := range sizes {
		cw, ch := int(s.MaxWidth), int(s.MaxHeight)
		if s.StepWidth != 0 || s.StepHeight != 0 { // a range: the preferred size clamped into it
			cw = min(max(preferredWidth, int(s.MinWidth)), int(s.MaxWidth))
			ch = min(max(preferredHeight, int(s.MinHeight)), int(s.MaxHeight))
		}
		d := math.Abs(math.Log(float64(cw*ch) / (preferredWidth * preferredHeight)))
		if cw <= 0 || ch <= 0 {
			continue
		}
		if d < best {
			best, w, h = d, cw, ch
		}
	}
	return w, h
}

func (c *v4l2) Name() string { return c.name }

// Frame waits up to two seconds for a frame.
func (c *v4l2) Frame() (image.Image, error) {
	for {
		err := c.cam.WaitForFrame(2000)
		var timeout *webcam.Timeout
		if errors.As(err, &timeout) {
			return nil, errors.New("the camera sent no picture for 2 s")
		}
		if err != nil {
			return nil, err
		}
		// The frame is the driver's buffer: decode it before handing the
		// buffer back.
		data, index, err := c.cam.GetFrame()
		if err != nil {
			return nil, err
		}
		if len(data) == 0 { // woken without a frame ready: wait again
			c.cam.ReleaseFrame(index)
			continue
		}
		// Frames queue up while the last one is looked at: skip to the
		// newest, so that the picture stays live on a slow machine.
		for c.cam.WaitForFrame(0) == nil {
			newer, i, err := c.cam.GetFrame()
			if err != nil {
				break
			}
			if len(newer) == 0 {
				c.cam.ReleaseFrame(i)
				break
			}
			c.cam.ReleaseFrame(index)
			data, index = newer, i
		}
		img, err := Decode(c.format, c.width, c.height, data)
		c.cam.ReleaseFrame(index)
		return img, err
	}
}

func (c *v4l2) Close() error {
	c.cam.StopStreaming()
	return c.cam.Close()
}
