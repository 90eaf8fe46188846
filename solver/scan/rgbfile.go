package scan

import (
	"bufio"
	"errors"
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
	br := bufio.NewReader(r)
	n := 0
	for line := 1; ; line++ {
		raw, err := readLine(br)
		if errors.Is(err, errLong) {
			return out, fmt.Errorf("line %d: longer than %d KiB", line, maxLine>>10)
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return out, err
		}
		if errors.Is(err, io.EOF) && raw == "" {
			break
		}
		if line == 1 {
			raw = strings.TrimPrefix(raw, "\uFEFF") // a byte-order mark, as some editors write
		}
		text, _, _ := strings.Cut(raw, "#")
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
		if err != nil { // the last line, without a line break
			break
		}
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

// maxLine is the longest line read, not counting its line break: far
// more than any line of three numbers and a comment needs.
const maxLine = 64 << 10

var errLong = errors.New("line too long")

// readLine reads one line without its line break ("\n" or "\r\n"). A line
// longer than maxLine gives errLong; the last line, without a line break,
// comes with io.EOF.
func readLine(r *bufio.Reader) (string, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > maxLine+2 { // the line and a "\r\n" at most
			return "", errLong
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		line := strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r")
		if len(line) > maxLine {
			return "", errLong
		}
		return line, err
	}
}
