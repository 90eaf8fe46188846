package scan

import (
	"strings"
	"testing"
)

// ReadRGB never panics, and what it accepts resolves to a solvable cube or
// a CentresError.
func FuzzReadRGB(f *testing.F) {
	f.Add(strings.Repeat("10 20 30\n", 54))
	f.Add("# c\n\n1 2 3 # x\n")
	f.Add("1 2\n")
	f.Fuzz(func(t *testing.T, s string) {
		colours, err := ReadRGB(strings.NewReader(s))
		if err != nil {
			return
		}
		res, err := Resolve(colours)
		if err != nil {
			return
		}
		if _, err := res.Facelets.ToCubie(); err != nil {
			t.Fatalf("unsolvable answer %v", res.Facelets)
		}
	})
}
