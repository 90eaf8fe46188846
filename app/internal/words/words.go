// Package words writes the window's messages: sentences, plurals, notes
// joined.
package words

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// JoinNotes puts two notes one after the other, either may be "".
func JoinNotes(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + " " + b
}

// Sentence capitalises s and ends it with a full stop.
func Sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = UpperFirst(s)
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// UpperFirst makes the first letter of s upper case.
func UpperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// LowerFirst makes the first letter of s lower case.
func LowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// Plural is one or many as n is 1 or not.
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Moves writes a count of moves: "1 move", "20 moves". A move is a face
// turn, a half turn one move (HTM).
func Moves(n int) string { return strconv.Itoa(n) + " " + Plural(n, "move", "moves") }

// Length writes a solution's length as the window gives it wherever it
// gives both metrics (the solution's line, the pocket cube's figures):
// its moves, then its quarter turns, "20 moves · 28 QTM".
func Length(htm, qtm int) string { return Moves(htm) + " · " + strconv.Itoa(qtm) + " QTM" }

// Bytes writes a size in bytes as the user reads it, in the unit the
// optimal tables' names use from a gigabyte on: "259 MB", "0.96 GB",
// "2.2 GB". The table named 1GB read "1GB · 964 MB", two sizes at a glance.
func Bytes(n int64) string {
	switch gb := float64(n) / 1e9; {
	case gb < 0.9:
		return strconv.FormatFloat(float64(n)/1e6, 'f', 0, 64) + " MB"
	case gb < 1:
		return strconv.FormatFloat(gb, 'f', 2, 64) + " GB"
	default:
		return strconv.FormatFloat(gb, 'f', 1, 64) + " GB"
	}
}

// Shorten cuts text to n characters, the last an ellipsis if it was cut,
// so that what the user typed can be quoted in a note of a line or two.
func Shorten(text string, n int) string {
	if utf8.RuneCountInString(text) <= n {
		return text
	}
	return string([]rune(text)[:n-1]) + "…"
}
