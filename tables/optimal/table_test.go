package optimal

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"cubesolver/solver/search"
	"cubesolver/tables"
)

// A size that cannot be built is refused, saying what is wrong, before
// anything is read or built: never an index out of range in the search.
func TestOptimalSizeChecked(t *testing.T) {
	if strconv.IntSize < 64 {
		t.Skip("the optimal tables need a 64-bit system")
	}
	for _, c := range []struct {
		size Size
		want string
	}{
		{Size{Name: "x", Flip: 11, Base: 9, Near: 9}, "11 bits of the flip, want 0 to 10"},
		{Size{Name: "x", Flip: -1}, "-1 bits of the flip"},
		{Size{Name: "x", Flip: 3, Base: 0, Near: 0}, "base 0, want 1 or more"},
		{Size{Name: "x", Flip: 3, Base: 1, Near: 0}, "near set of depth 0, want 1 to 9"},
		{Size{Name: "x", Flip: 3, Base: 9, Near: 7}, "near set of depth 7, want 8 to 9"},
		{Size{Name: "x", Flip: 3, Base: 9, Near: 10}, "near set of depth 10, want 8 to 9"},
	} {
		dir := t.TempDir()
		_, _, err := Load(context.Background(), nil, c.size, tables.Options{Dir: dir})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error saying %q", c.size, err, c.want)
		}
		if _, _, err := Open(context.Background(), dir, nil, c.size); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("OpenOptimal %+v: %v, want an error saying %q", c.size, err, c.want)
		}
	}
	for _, s := range append(Sizes(), H0) {
		if err := s.check(); err != nil {
			t.Errorf("offered size %s: %v", s.Name, err)
		}
	}
}

// The sizes built are the sizes offered, by the names package search
// gives them, and the default is one of them.
func TestSizesAreTheNamesOffered(t *testing.T) {
	var names []string
	for _, s := range Sizes() {
		names = append(names, s.Name)
	}
	if want := search.SizeNames(); !slices.Equal(names, want) {
		t.Errorf("sizes %v, offered %v", names, want)
	}
	if _, ok := SizeNamed(search.DefaultSize); !ok {
		t.Errorf("no size named %q, the default", search.DefaultSize)
	}
	if H0.Name != search.SizeLeast {
		t.Errorf("h0 is named %q", H0.Name)
	}
}

// Every size has its measurements, and says its speed in words from them.
func TestSizesMeasured(t *testing.T) {
	want := map[string]string{search.SizeSmall: "random cubes typically in 35 s, 1 in 20 over 5 min",
		search.Size2GB: "random cubes typically in 6.2 s, 1 in 20 over 43 s", search.Size4GB: "random cubes typically in 2.5 s, 1 in 20 over 16 s",
		search.Size8GB: "random cubes typically in 1.6 s, 1 in 20 over 11 s"}
	for _, s := range Sizes() {
		m := s.Measured
		if m.Build == 0 || m.Median == 0 || m.Median > m.Mean || m.Mean > m.P95 || m.Superflip == 0 || m.PeakMB*1e6 < int(s.Bytes()) {
			t.Errorf("%s: measured %+v", s, m)
		}
		if w, ok := want[s.Name]; ok && s.Speed() != w {
			t.Errorf("%s: %q, want %q", s, s.Speed(), w)
		}
	}
	if H0.Measured.Build == 0 || H0.Speed() != "several times slower than small" {
		t.Errorf("h0: %+v, %q", H0.Measured, H0.Speed())
	}
}

// A time is worded to two figures at most, in the unit a person reads.
func TestRoughly(t *testing.T) {
	for d, want := range map[time.Duration]string{
		900 * time.Millisecond: "0.9 s", 1450 * time.Millisecond: "1.5 s", 1990 * time.Millisecond: "2 s",
		6150 * time.Millisecond: "6.2 s", 9960 * time.Millisecond: "10 s", 42900 * time.Millisecond: "43 s", 322 * time.Second: "5 min", 562 * time.Second: "9 min",
	} {
		if got := roughly(d); got != want {
			t.Errorf("roughly(%v) = %q, want %q", d, got, want)
		}
	}
}
