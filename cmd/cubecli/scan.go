package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan"
)

var scanCmd = &command{
	name:    "scan",
	args:    "-rgb FILE|-",
	summary: "read a cube from its stickers' measured colours",
	help: `
Scan reads the colours of a cube's 54 stickers as measured from photos or a
camera, one "R G B" line each (0-255, in the order U1..U9 R1..R9 F1..F9 D1..D9
L1..L9 B1..B9; blank lines and # comments are skipped), and prints the cube
as a facelet string. The centres name the colours; the answer is the
solvable cube of real pieces, each once, whose colours are closest to the
measurements, so that red and orange, or white and yellow, are told apart
by the pieces they belong to. With -v it also prints each sticker's
confidence (0 to 1) as the net, and stickers under 0.5 are worth checking.
It exits 1 if two centres have the same colour.`,
	run: runScan,
}

func runScan(e *env, args []string) int {
	fs := e.flagSet()
	rgb := fs.String("rgb", "", "the file of 54 `R G B` lines, or - for standard input")
	verbose := fs.Bool("v", false, "print each sticker's confidence")
	if code, done := e.parse(fs, args); done {
		return code
	}
	if *rgb == "" {
		return e.usageError(fs, "no -rgb FILE given (reading photos is not done yet)")
	}
	if fs.NArg() > 0 {
		return e.usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	var in io.Reader = e.stdin
	name := "standard input"
	if *rgb != "-" {
		f, err := os.Open(*rgb)
		if err != nil {
			return e.errorf(exitUsage, "%v", err)
		}
		defer f.Close()
		in, name = f, *rgb
	}
	colours, err := scan.ReadRGB(in)
	if err != nil {
		return e.errorf(exitUsage, "%s: %v", name, err)
	}
	res, err := scan.Resolve(colours)
	if err != nil {
		return e.errorf(exitNo, "%v", err)
	}
	fmt.Fprintln(e.stdout, res.Facelets)
	if res.ClosestUnsolvable != nil {
		fmt.Fprintf(e.stderr, "cubecli scan: the colours read most closely are not a real cube (%v); this is the nearest one that is\n", res.ClosestUnsolvable)
	}
	if *verbose {
		fmt.Fprint(e.stdout, confidenceNet(res))
	}
	return exitOK
}

// confidenceNet lays the stickers' colours and confidences out as the
// unfolded cube, a face a block: "F 0.97" for each sticker, uncertain ones
// (under 0.5) marked with "?".
func confidenceNet(res scan.Result) string {
	var b strings.Builder
	for f := cube.U; f <= cube.B; f++ {
		fmt.Fprintf(&b, "%v face:\n", f)
		for row := 0; row < 3; row++ {
			for col := 0; col < 3; col++ {
				i := int(f)*9 + row*3 + col
				mark := " "
				if res.Confidence[i] < 0.5 {
					mark = "?"
				}
				fmt.Fprintf(&b, "  %v %.2f%s", res.Facelets[i], res.Confidence[i], mark)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}
