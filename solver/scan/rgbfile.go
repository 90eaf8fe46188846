package scan

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// ReadRGB reads 54 sticker colours, one "R G B" line each (0-255, in
// Kociemba's order U1..B9). Blank lines and "#" comments (whole lines or
// after the numbers) are skipped. An error names the line and what is
// wrong with it.
func ReadRGB(r io.Reader) ([cube.NumFacelets]RGB, error) {
	var out [cube.NumFacelets]RGB
	err := readColours(r, out[:], cube.FaceletName, "a cube", "a 2x2x2's")
	return out, err
}

// ReadPocketRGB reads the pocket cube's 24 sticker colours as ReadRGB
// reads a 3x3x3's, in the order U1..U4 R1..R4 F1..F4 D1..D4 L1..L4
// B1..B4.
func ReadPocketRGB(r io.Reader) ([pocket.NumFacelets]RGB, error) {
	var out [pocket.NumFacelets]RGB
	err := readColours(r, out[:], pocket.FaceletName, "a 2x2x2", "a 3x3x3's")
	return out, err
}

// readColours reads len(out) colours of the puzzle named puzzle, whose
// stickers name names; other is the other puzzle's colours, which are
// too many or too few.
func readColours(r io.Reader, out []RGB, name func(int) string, puzzle, other string) error {
	br := bufio.NewReader(r)
	n := 0
	for line := 1; ; line++ {
		raw, err := readLine(br)
		if errors.Is(err, errLong) {
			return fmt.Errorf("line %d: longer than %d KiB", line, maxLine>>10)
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return err
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
		if n == len(out) {
			msg := fmt.Sprintf("line %d: more than %d colours (%s has %d stickers)", line, len(out), puzzle, len(out))
			if len(out) < cube.NumFacelets {
				msg += ": is it " + other + "?"
			}
			return errors.New(msg)
		}
		if len(fields) != 3 {
			return fmt.Errorf("line %d: want three numbers \"R G B\", got %d field(s): %q", line, len(fields), strings.TrimSpace(text))
		}
		var v [3]uint8
		for k, f := range fields {
			x, err := strconv.Atoi(f)
			if err != nil || x < 0 || x > 255 {
				return fmt.Errorf("line %d: %q is not a whole number from 0 to 255 (%s of sticker %s)", line, f, "RGB"[k:k+1], name(n))
			}
			v[k] = uint8(x)
		}
		out[n] = RGB{v[0], v[1], v[2]}
		n++
		if err != nil { // the last line, without a line break
			break
		}
	}
	if n < len(out) {
		// The colours are taken in order: a line left out or commented
		// out moves those after it a sticker back, and which sticker's is
		// missing cannot be told.
		msg := fmt.Sprintf("no colours at all, %s has %d", puzzle, len(out))
		if n > 0 {
			missing := fmt.Sprintf("%d are", len(out)-n)
			if len(out)-n == 1 {
				missing = "1 is"
			}
			msg = fmt.Sprintf("only %d colour%s, %s has %d: %s missing or commented out, anywhere from %s to %s",
				n, map[bool]string{true: "s"}[n > 1], puzzle, len(out), missing, name(0), name(len(out)-1))
		}
		if n == pocket.NumFacelets {
			msg += ": is it " + other + "?"
		}
		return errors.New(msg)
	}
	return nil
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
