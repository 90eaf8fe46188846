package scan

import "fmt"

// quotedMax is the most characters of a line an error quotes: enough to
// see what the line is (JSON, a CSV row), where a whole line of a file
// of another kind fills the terminal.
const quotedMax = 40

// shortQuote quotes s as %q does, cut after quotedMax characters (a byte
// that is not UTF-8 counting as one) with "…" after the quote.
func shortQuote(s string) string {
	n := 0
	for i := range s {
		if n == quotedMax {
			return fmt.Sprintf("%q…", s[:i])
		}
		n++
	}
	return fmt.Sprintf("%q", s)
}
