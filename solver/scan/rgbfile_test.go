package scan

import (
	"strings"
	"testing"
)

// ReadRGB never panics, and what it accepts resolves to a solvable cube or
// a SameFacesError.
func FuzzReadRGB(f *testing.F) {
	f.Add(strings.Repeat("10 20 30\n", 54))
	f.Add("# c\n\n1 2 3 # x\n")
	f.Add("#102030 # x\n\t#ABCDEF\n#10203\n")
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

// A file written by an editor that starts it with a byte-order mark, or
// ends its lines with CRLF, reads as any other; the length limit counts a
// line without its line break.
func TestReadRGBEditors(t *testing.T) {
	lines := strings.Repeat("10 20 30\r\n", 53)
	if _, err := ReadRGB(strings.NewReader("\uFEFF1 2 3\r\n" + lines)); err != nil {
		t.Errorf("with a byte-order mark: %v", err)
	}
	long := "1 2 3 #" + strings.Repeat("x", maxLine-7)
	if _, err := ReadRGB(strings.NewReader(long + "\r\n" + lines)); err != nil {
		t.Errorf("a line of %d characters and CRLF: %v", len(long), err)
	}
	if _, err := ReadRGB(strings.NewReader(lines + long)); err != nil {
		t.Errorf("a last line of %d characters without a line break: %v", len(long), err)
	}
	_, err := ReadRGB(strings.NewReader(long + "x\r\n" + lines))
	if err == nil || err.Error() != "line 1: longer than 64 KiB" {
		t.Errorf("a line of %d characters: %v", len(long)+1, err)
	}
	_, err = ReadRGB(strings.NewReader(lines + "\n\n" + long + "xx"))
	if err == nil || err.Error() != "line 56: longer than 64 KiB" {
		t.Errorf("a last line of %d characters: %v", len(long)+2, err)
	}
	// A mark anywhere else is not a number.
	if _, err := ReadRGB(strings.NewReader("1 2 3\n\uFEFF1 2 3\n")); err == nil || !strings.Contains(err.Error(), "line 2:") {
		t.Errorf("a mark on line 2: %v", err)
	}
}

// ReadPocketRGB never panics, and what it accepts resolves to a real
// pocket cube or a SameFacesError.
func FuzzReadPocketRGB(f *testing.F) {
	f.Add(strings.Repeat("10 20 30\n", 24))
	f.Add("# c\n\n1 2 3 # x\n")
	f.Add(strings.Repeat("200 20 30\n250 100 10\n", 12))
	f.Fuzz(func(t *testing.T, s string) {
		colours, err := ReadPocketRGB(strings.NewReader(s))
		if err != nil {
			return
		}
		res, err := ResolvePocket(colours)
		if err != nil {
			return
		}
		if _, err := res.Facelets.Cube(); err != nil {
			t.Fatalf("no real cube: %v", res.Facelets)
		}
	})
}

// The pocket cube's colours are 24; a 3x3x3's 54 given for them, or the
// other way round, is said.
func TestReadPocketRGB(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{strings.Repeat("1 2 3\n", 23), "only 23 colours, a 2x2x2 has 24: 1 is missing or commented out, anywhere from U1 to B4"},
		{strings.Repeat("1 2 3\n", 54), "line 25: more than 24 colours (a 2x2x2 has 24 stickers): is it a 3x3x3's?"},
		{"1 2 3\n1 2 300\n", `line 2: "300" is not a whole number from 0 to 255 (B of sticker U2)`},
	} {
		if _, err := ReadPocketRGB(strings.NewReader(tc.in)); err == nil || err.Error() != tc.want {
			t.Errorf("%q: %v, want %s", tc.in[:min(20, len(tc.in))], err, tc.want)
		}
	}
	if _, err := ReadRGB(strings.NewReader(strings.Repeat("1 2 3\n", 24))); err == nil ||
		err.Error() != "only 24 colours, a cube has 54: 30 are missing or commented out, anywhere from U1 to B9: is it a 2x2x2's?" {
		t.Errorf("a 2x2x2's colours as a 3x3x3's: %v", err)
	}
	if _, err := ReadPocketRGB(strings.NewReader(strings.Repeat("1 2 3\n", 24))); err != nil {
		t.Error(err)
	}
}

// A colour may be "#rrggbb"; any other "#" starts a comment.
func TestReadRGBHex(t *testing.T) {
	rest := strings.Repeat("1 2 3\n", 52)
	for _, tc := range []struct {
		in   string
		want RGB
	}{
		{"#0a10FF\n", RGB{10, 16, 255}},
		{"  #0a10ff   # U1, blue\n", RGB{10, 16, 255}},
		{"# 1 2 3\n#ffffff\n", RGB{255, 255, 255}},
		{"4 5 6 #ffffff\n", RGB{4, 5, 6}}, // after three numbers, the first "#" is a comment
		{"7 8 9#ff0000\n", RGB{7, 8, 9}},
	} {
		got, err := ReadRGB(strings.NewReader(tc.in + "#000000\n" + rest))
		if err != nil || got[0] != tc.want || got[1] != (RGB{}) {
			t.Errorf("%q: %v %v, want %v", tc.in, got[0], err, tc.want)
		}
	}
}
