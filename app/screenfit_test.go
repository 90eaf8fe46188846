package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

// A window is made no larger than its screen at the scale it is drawn at.
func TestFitSize(t *testing.T) {
	for _, tc := range []struct {
		size, screen fyne.Size
		scale        float32
		want         fyne.Size
		changed      bool
	}{
		{fyne.NewSize(1920, 1080), fyne.NewSize(1920, 1080), 1.5, fyne.NewSize(1203.2, 676.8), true},
		{fyne.NewSize(1200, 720), fyne.NewSize(1920, 1080), 1, fyne.NewSize(1200, 720), false},
		{fyne.NewSize(1200, 720), fyne.NewSize(2560, 1440), 2, fyne.NewSize(1200, 676.8), true},
	} {
		got, changed := fitSize(tc.size, tc.screen, tc.scale)
		if changed != tc.changed || abs32(got.Width-tc.want.Width) > 0.1 || abs32(got.Height-tc.want.Height) > 0.1 {
			t.Errorf("%v on %v at %g: %v (changed %v), want %v", tc.size, tc.screen, tc.scale, got, changed, tc.want)
		}
	}
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}
