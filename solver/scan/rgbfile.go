package scan

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"cubesolver/solver/cube"
)

// ReadRGB reads 54 sticker colours, one "R G B" line each (0-255, in
// Kociemba's order U1..B9). Blank lines and "#" comments (whole lines or
// after the numbers) are skipped. An error names the line and what is
// wrong with it.
func ReadRGB(r io.Reader) ([cube.NumFacelets]RGB, error) {
	var out [cube.NumFacelets]RGB
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 64<<10)
	n, line := 0, 0
	for sc.Scan() {
		line++
		text, _, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(text)
		if len(fields) == 0 {
			continue
		}
		if n == cube.NumFacelets {
			return out, fmt.Errorf("line %d: more than %d colours (a cube has %d stickers)", line, cube.NumFacelets, cube.NumFacelets)
		}
		if len(fields) != 3 {
			return out, fmt.Errorf("line %d: want three numbers \"R G B\", got %d field(s): %q", line, len(fields), strings.TrimSpace(text))
		}
		var v [3]uint8
		for k, f := range fields {
			x, err := strconv.Atoi(f)
			if err != nil || x < 0 || x > 255 {
				return out, fmt.Errorf("line %d: %q is not a whole number from 0 to 255 (%s of sticker %s)", line, f, "RGB"[k:k+1], cube.FaceletName(n))
			}
			v[k] = uint8(x)
		}
		out[n] = RGB{v[0], v[1], v[2]}
		n++
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return out, fmt.Errorf("line %d: longer than 64 KiB", line+1)
		}
		return out, err
	}
	if n < cube.NumFacelets {
		next := "nothing"
		if n > 0 {
			next = "sticker " + cube.FaceletName(n)
		}
		return out, fmt.Errorf("only %d colours, a cube has %d (%s is missing)", n, cube.NumFacelets, next)
	}
	return out, nil
}
