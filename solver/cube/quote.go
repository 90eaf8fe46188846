package cube

import (
	"fmt"
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"
)

// badByteBase + b stands for the byte b, 0x80..0xFF, where it is no UTF-8:
// U+DC80..U+DCFF, lone surrogates, which no UTF-8 text decodes to (Go
// decodes an encoded surrogate to utf8.RuneError), so the rune is the byte
// and nothing else.
const badByteBase = 0xDC00

// Chars yields the characters of s as the parsers read them: its runes,
// and each byte that is not UTF-8 (a file in Latin-1, a line cut in a
// character) as a character of its own that stands for that byte, so
// that QuoteLetter shows it as it was, '\xb9', as %q shows it in moves.
// Ranging over s gives utf8.RuneError for every such byte, which a message
// printed as '�': no byte at all, and the same for each.
func Chars(s string) iter.Seq[rune] {
	return func(yield func(rune) bool) {
		for i := 0; i < len(s); {
			c, n := utf8.DecodeRuneInString(s[i:])
			if c == utf8.RuneError && n == 1 {
				c = badByteBase + rune(s[i])
			}
			if !yield(c) {
				return
			}
			i += n
		}
	}
}

// badByte returns the byte that c stands for, if Chars made c of a byte
// that is not UTF-8.
func badByte(c rune) (byte, bool) {
	if c >= badByteBase+0x80 && c <= badByteBase+0xFF {
		return byte(c - badByteBase), true
	}
	return 0, false
}

// QuoteLetter writes c, a character of text as Chars yields it, for a
// message: "letter 'X'"; "byte '\xb9'" for a byte that is not UTF-8,
// written as %q writes it in moves ("unknown move \"\xb9\""); or
// "character U+0000" if it does not print.
func QuoteLetter(c rune) string {
	if b, ok := badByte(c); ok {
		return fmt.Sprintf(`byte '\x%02x'`, b)
	}
	if c == '\'' {
		return `letter "'"` // not '\'', which is Go's
	}
	if unicode.IsPrint(c) {
		return "letter '" + string(c) + "'" // as typed: QuoteRune writes '\\' of a backslash
	}
	return "character " + fmt.Sprintf("U+%04X", c)
}

// Shown returns text, typed by someone, as a message shows it whole (moves
// with a caret under the bad one): each byte that is not UTF-8 as \xb9 and
// each control character as \x01 or \u0085, as %q writes them, and the
// rest as it is. A byte that is not UTF-8, printed as it is, shows as '�'
// or spoils the line.
func Shown(text string) string {
	var b strings.Builder
	for c := range Chars(text) {
		if x, ok := badByte(c); ok {
			fmt.Fprintf(&b, `\x%02x`, x)
			continue
		}
		if unicode.IsControl(c) {
			q := fmt.Sprintf("%+q", string(c))
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}

// onlyBadBytes says of text made of n bytes that are not UTF-8, the
// first first (as Chars yields it), what it has where letters belong:
// "3 bytes that are not UTF-8 text, the first byte '\xff' at position 1".
func onlyBadBytes(n int, first rune) string {
	if n == 1 {
		return "1 byte that is not UTF-8 text: " + QuoteLetter(first) + " at position 1"
	}
	return fmt.Sprintf("%d bytes that are not UTF-8 text, the first %s at position 1", n, QuoteLetter(first))
}
