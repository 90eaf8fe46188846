//go:build !linux

package camera

import (
	"fmt"
	"runtime"
)

// Open says that cameras are read on Linux only, for now (but opens the
// stand-in that EnvFiles names).
func Open() (Camera, error) {
	if c, ok, err := openFromEnv(); ok {
		return c, err
	}
	return nil, fmt.Errorf("%w: this program reads cameras on Linux only, not yet on %s", ErrNoCamera, runtime.GOOS)
}
