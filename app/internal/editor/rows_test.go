package editor

import "testing"

// Facelet strings written in groups or rows read as such, one slip and
// all; what cubers paste as moves does not.
func TestFaceletRows(t *testing.T) {
	for _, c := range []struct {
		s    string
		rows bool
	}{
		{"UUUU RRRR FFFF DDDD LLLL BBBB", true},
		{"UUUU RRRR FFXF DDDD LLLL BBBB", true},
		{"UU UU RR RR FF FF DD DD LL LL BB B2", true},
		{"UUU\nUUU\nUUU\nRRR", true},
		{"wwww rrrr gggg yyyy oooo bbbb", true},
		{"UUUU RRRR FFFF DDDD LLLL BBBB B", true},
		{"..UU RRRR", true},
		{"R U R' U'", false},
		{"R U R U R U R U", false},
		{"Rw U Rw' U'", false},
		{"Rw Uw Fw", false},
		{"x y2 R U", false},
		{"(R U R' U') x2", false},
		{"M2 E S'", false},
		{"UUUU", false}, // one group: no rows, the unspaced string's path
	} {
		if got := faceletRows(c.s); got != c.rows {
			t.Errorf("faceletRows(%q) = %v", c.s, got)
		}
	}
}
