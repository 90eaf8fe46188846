//go:build !linux

package camera

import (
	"fmt"
	"runtime"
)

// Open says that cameras are read on Linux only, for now.
func Open() (Camera, error) {
	return nil, fmt.Errorf("%w: this program reads cameras on Linux only, not yet on %s", ErrNoCamera, runtime.GOOS)
}
