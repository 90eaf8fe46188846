package main

import "strings"

// helpWidth is the longest line of a command's help prose.
const helpWidth = 76

// reflow fills each paragraph of text (paragraphs are separated by a blank
// line) to lines of at most width characters, so that help built from
// pieces (a list of pattern names, a shared paragraph) reads as written.
// A paragraph with an indented line (an example, a table) is kept as it is.
func reflow(text string, width int) string {
	paragraphs := strings.Split(text, "\n\n")
	for i, p := range paragraphs {
		if strings.Contains("\n"+p, "\n ") || strings.Contains("\n"+p, "\n\t") {
			continue
		}
		var b strings.Builder
		line := 0
		for _, word := range strings.Fields(p) {
			switch {
			case line == 0:
			case line+1+len(word) > width:
				b.WriteByte('\n')
				line = 0
			default:
				b.WriteByte(' ')
				line++
			}
			b.WriteString(word)
			line += len(word)
		}
		paragraphs[i] = b.String()
	}
	return strings.Join(paragraphs, "\n\n")
}
