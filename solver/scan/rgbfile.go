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
// Kociemba's order U1..B9) or "#rrggbb" (six hex digits, as colour
// pickers write them). Blank lines and "#" comments (whole lines or after
// the colour) are skipped: a "#" starts a comment unless it starts the
// line's colour "#rrggbb". An error names the line and what is wrong with
// it.
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
	typo, typoLine := "", 0 // the first comment that looks like a mistyped "#rrggbb"
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
		text := uncomment(raw)
		fields := strings.Fields(text)
		if len(fields) == 0 {
			if typo == "" && looksLikeColour(raw) {
				typo, typoLine = strings.TrimSpace(raw), line
			}
			continue
		}
		if n == len(out) {
			msg := fmt.Sprintf("line %d: more than %d colours (%s has %d stickers)", line, len(out), puzzle, len(out))
			if len(out) < cube.NumFacelets {
				msg += ": is it " + other + "?"
			}
			return errors.New(msg)
		}
		c, perr := parseColour(fields, name(n))
		if perr != nil {
			return fmt.Errorf("line %d: %w", line, perr)
		}
		out[n] = c
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
		if typo != "" {
			msg += fmt.Sprintf(" (line %d, %q, is a comment: a colour is \"#rrggbb\", six hex digits)", typoLine, typo)
		}
		return errors.New(msg)
	}
	return nil
}

// parseColour reads the colour of sticker name from a line's fields:
// three numbers "R G B" or "#rrggbb".
func parseColour(fields []string, name string) (RGB, error) {
	if len(fields) == 1 && isHexColour(fields[0]) {
		x, _ := strconv.ParseUint(fields[0][1:], 16, 32)
		return RGB{uint8(x >> 16), uint8(x >> 8), uint8(x)}, nil
	}
	if len(fields) != 3 {
		return RGB{}, fmt.Errorf("want three numbers \"R G B\" or a colour \"#rrggbb\", got %d field(s): %s", len(fields), shortQuote(strings.Join(fields, " ")))
	}
	var v [3]uint8
	for k, f := range fields {
		x, err := strconv.Atoi(f)
		if err != nil || x < 0 || x > 255 {
			return RGB{}, fmt.Errorf("%s is not a whole number from 0 to 255 (%s of sticker %s)", shortQuote(f), "RGB"[k:k+1], name)
		}
		v[k] = uint8(x)
	}
	return RGB{v[0], v[1], v[2]}, nil
}

// uncomment returns line without its comment, which starts at its first
// "#", unless the line starts with a colour "#rrggbb": then at the next.
// (After three numbers, a "#" has always started a comment.)
func uncomment(line string) string {
	text := strings.TrimLeft(line, " \t")
	word, _, _ := strings.Cut(strings.ReplaceAll(text, "\t", " "), " ")
	if isHexColour(word) {
		before, _, _ := strings.Cut(text[len(word):], "#")
		return word + before
	}
	before, _, _ := strings.Cut(line, "#")
	return before
}

// isHexColour reports whether w is a colour "#rrggbb": "#" and six hex
// digits.
func isHexColour(w string) bool {
	if len(w) != 7 || w[0] != '#' {
		return false
	}
	for _, c := range w[1:] {
		if !strings.ContainsRune("0123456789abcdefABCDEF", c) {
			return false
		}
	}
	return true
}

// looksLikeColour reports whether line, a comment, is one word of "#" and
// a few letters and digits ("#10203", "#ff00gg"): a colour mistyped, more
// likely than a comment, named where colours are missing.
func looksLikeColour(line string) bool {
	w := strings.TrimSpace(line)
	if len(w) < 4 || len(w) > 9 || w[0] != '#' {
		return false
	}
	for _, c := range w[1:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
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
