package main

import (
	"fmt"
	"io"
	"strings"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

var scanCmd = &command{
	name:    "scan",
	args:    "[-puzzle 2x2] -rgb FILE|- | U.png R.png F.png D.png L.png B.png | -corners A.png B.png",
	summary: "read a cube from its stickers' measured colours",
	help: `
Scan reads the colours of a cube's 54 stickers as measured from photos or a
camera, one "R G B" line each (0-255) or "#rrggbb" (six hex digits), in the
order U1..U9 R1..R9 F1..F9 D1..D9 L1..L9 B1..B9 (blank lines and # comments
are skipped; a "#" starts a comment unless it starts a line's "#rrggbb"), and
prints the cube as a facelet string. The centres name the colours; the answer
is the solvable cube of real pieces, each once, whose colours are closest to
the measurements, so that red and orange, or white and yellow, are told apart
by the pieces they belong to; two centres that look alike (white and yellow in
an over-exposed photo) are told apart the same way. With -v it also prints
each sticker's confidence (0 to 1) as the net. Where another real cube fits
the colours nearly as well, or a sticker clearly looks like another colour
than the pieces make it, those stickers (confidence under 0.5) are in doubt:
scan names them and what else each may be, prints no cube and exits 1, unless
-best, which prints the nearest real cube all the same and exits 0, the
stickers in doubt named on standard error. Where the colours read most closely
make no real cube (a twisted corner, say: a sticker misread), it prints the
nearest real cube, says so on standard error, and exits 0; where that cube
has stickers in doubt too (clean colours of a cube with a corner put back
twisted), it says first that the colours make no real cube, then the
stickers, and exits 1 unless -best. Instead of -rgb it takes six photos, one
of each face (PNG or JPEG), in the order U R F D L B, or named after their
faces in any order: all six names ending in their faces' letters, each a
different face, as a word of their own (rubiks-side-U.png, cube_F.jpg: a
note on standard error says the faces were taken from the names), or else
names beginning with them (U.jpg, "r face.png": a face's letter, then no
other letter; the unnamed fill the faces left in order; names that name a
face twice count for nothing). Each face straight on or at an angle, with
the face that lies above it on the net on top (B above U, U above R F L B, F
above D). It finds each face's 3x3 grid and measures the middle of each
sticker; -v also prints where it found each face's corners. Where stickers
are in doubt, it also reads the cube with each face turned back, each two
photos swapped back and every photo turned back alike, and where exactly one
of these 36 reads clean, that is the cube, and a note on standard error says
what was put right (with -rgb too). It exits 1 if a photo shows no face or
two faces have the same colours, and 2 if a file cannot be read (missing,
not a regular file, empty, not a PNG or JPEG picture, or larger than 64
megapixels).

With -corners it takes two photos instead of six, each of the cube seen from
a corner, three faces in sight: first the corner of U, F and R (U on top, F at
the left, R at the right: white on top, green at the left, red at the right
with the usual colours), then the opposite corner, the cube turned over (D on
top, L at the left, B at the right: yellow on top, orange at the left, blue at
the right). Hold the cube upright and photograph it from a little above the
corner, so that the three faces show about equally. A photo upside down or
on its side is read turned back, and a note on standard error says so.

With -puzzle 2x2 it reads the 2x2x2 pocket cube: -rgb takes its 24 colours
(in the order U1..U4 R1..R4 F1..F4 D1..D4 L1..L4 B1..B4, each face row by
row), or six photos each of a face's 2x2 grid, named and held as above, and
it prints the 24-letter facelet string, each letter the face the colour is
on when the cube is solved and held white up, green in front (U white, R
red, F green, D yellow, L orange, B blue). With no centres, the corners say
which colours are opposite and which way round they go; the colours are
named last, by what they look like. A photo of a 3x3x3's face is said to be
one.`,
	run: runScan,
}

func runScan(e *env, args []string) int {
	fs := e.flagSet()
	rgb := fs.String("rgb", "", "the `FILE` of 54 \"R G B\" or \"#rrggbb\" lines (24 with -puzzle 2x2), or - for standard input")
	verbose := fs.Bool("v", false, "print each sticker's confidence")
	best := fs.Bool("best", false, "print the nearest real cube even with stickers in doubt")
	corners := fs.Bool("corners", false, "read the cube from two photos, each of a corner: of U F R, then of D L B")
	pz := puzzleFlag(fs)
	if code, done := e.parse(fs, args); done {
		return code
	}
	if *pz == puzzle2x2 {
		if *corners {
			return e.usageError(fs, "-corners reads a 3x3x3 only; give a 2x2x2's six faces")
		}
		return e.scanPocket(fs, *rgb, *verbose, *best)
	}
	var colours [cube.NumFacelets]scan.RGB
	var photos []string // the six faces' photos, U R F D L B
	switch {
	case *rgb != "" && fs.NArg() > 0:
		return e.usageError(fs, "unexpected argument %q: -rgb or photos, not both", fs.Arg(0))
	case *rgb != "" && *corners:
		return e.usageError(fs, "-rgb or -corners, not both")
	case *rgb != "":
		c, code := e.readRGB(*rgb)
		if code != exitOK {
			return code
		}
		colours = c
	case *corners:
		if fs.NArg() != 2 {
			return e.usageError(fs, "-corners takes two photos, of the U F R corner and of the D L B corner (got %d)", fs.NArg())
		}
		var seen [2][3][9]scan.RGB
		for v, name := range fs.Args() {
			view := photo.CornerView(v)
			faces := view.Faces()
			what := fmt.Sprintf("the %v %v %v corner", faces[0], faces[1], faces[2])
			img, err := photo.Load(name)
			if err != nil {
				return e.errorf(exitUsage, "%s (%s): %v", name, what, err)
			}
			c, err := photo.FindCorner(img)
			var s [3][9]scan.RGB
			if err == nil {
				s, err = photo.SampleCorner(img, c, view)
			}
			if err != nil {
				return e.errorf(exitNo, "%s (%s): %v", name, what, err)
			}
			if note := c.TurnedNote(); note != "" {
				fmt.Fprintf(e.stderr, "cubecli scan: %s (%s): %s\n", name, what, note)
			}
			seen[v] = s
			for k, f := range faces {
				copy(colours[int(f)*9:], s[k][:])
			}
			if *verbose {
				fmt.Fprintf(e.stdout, "%s in %s: near corner (%.0f,%.0f); %v on top %s, %v at the left %s, %v at the right %s\n",
					what, name, c.Near.X, c.Near.Y, faces[0], quadString(c.Top), faces[1], quadString(c.Left), faces[2], quadString(c.Right))
			}
		}
		if err := photo.CheckOpposite(seen[0], seen[1]); err != nil {
			return e.errorf(exitNo, "%s, %s: %v", fs.Arg(0), fs.Arg(1), err)
		}
	case fs.NArg() == 6:
		photos = e.photosInFaceOrder(fs.Args())
		for f, name := range photos {
			img, err := photo.Load(name)
			if err != nil {
				// As a -rgb file that cannot be read: the input is wrong.
				return e.errorf(exitUsage, "%s (face %v): %v", name, cube.Face(f), err)
			}
			faces, err := photo.FindFaces(img, 3)
			if err != nil {
				return e.errorf(exitNo, "%s (face %v): %v", name, cube.Face(f), err)
			}
			s, err := photo.Sample(img, faces[0].Outline())
			if err != nil {
				return e.errorf(exitNo, "%s (face %v): %v", name, cube.Face(f), err)
			}
			if *verbose {
				fmt.Fprintf(e.stdout, "%v face in %s: corners %s%s\n", cube.Face(f), name, quadString(faces[0].Outline()), others(faces))
			}
			copy(colours[f*9:], s[:])
		}
	default:
		return e.usageError(fs, "give -rgb FILE, or six photos in the order U R F D L B (got %d)", fs.NArg())
	}
	// Six faces measured each on its own may have one turned, or two
	// given the other way round; two corners' faces lie as the corners
	// show them.
	var res scan.Result
	var fixed fmt.Stringer // a face turned, or two photos swapped, read right
	var err error
	if *corners {
		res, err = scan.Resolve(colours)
	} else {
		res, fixed, err = scan.ResolveHeld(colours)
	}
	if err != nil {
		return e.errorf(exitNo, "%v", err)
	}
	if swap, ok := fixed.(*scan.FaceSwap); ok && photos != nil {
		fmt.Fprintf(e.stderr, "cubecli scan: %s\n", swap.Named(photos[swap.A], photos[swap.B]))
	} else if fixed != nil {
		fmt.Fprintf(e.stderr, "cubecli scan: %v\n", fixed)
	}
	return e.printScan(res.Facelets.String(), res.Doubtful, res.ClosestUnsolvable, func() string {
		return confidenceNet(res.Facelets[:], res.Confidence[:], 3)
	}, *verbose, *best)
}

// printScan prints the cube read, facelets, unless stickers are in doubt
// and not best: then it names them and exits 1. net lays out the
// confidences for -v.
func (e *env) printScan(facelets string, doubtful []scan.Doubt, closest error, net func() string, verbose, best bool) int {
	doubts := doubtList(doubtful)
	if len(doubtful) > 0 && !best {
		// Not printed as the answer: a script would take it for one.
		if verbose {
			fmt.Fprint(e.stdout, net())
		}
		if scan.PieceTurnedInPlace(closest, doubtful) {
			// The colours are clear but make no real cube (a corner put
			// back twisted, say): the doubts are only where the nearest
			// real cube differs, and the why comes first.
			return e.errorf(exitNo, "the colours read most closely are not a real cube (%s); a real cube near them reads %s otherwise: %s; check the cube: a piece turned in its place, or those stickers; -best prints that cube all the same", unfixed(closest), doubts, doubtNames(doubtful))
		}
		return e.errorf(exitNo, "%s in doubt: %s: check on the cube; -best prints the nearest real cube all the same", doubts, doubtNames(doubtful))
	}
	fmt.Fprintln(e.stdout, facelets)
	switch {
	case scan.PieceTurnedInPlace(closest, doubtful):
		fmt.Fprintf(e.stderr, "cubecli scan: the colours read most closely are not a real cube (%s); this is a real cube near them, with %s in doubt: %s\n", unfixed(closest), doubts, doubtNames(doubtful))
	case len(doubtful) > 0:
		fmt.Fprintf(e.stderr, "cubecli scan: the nearest real cube, with %s in doubt: %s\n", doubts, doubtNames(doubtful))
	case closest != nil:
		fmt.Fprintf(e.stderr, "cubecli scan: the colours read most closely are not a real cube (%v); this is the nearest one that is\n", closest)
	}
	if verbose {
		fmt.Fprint(e.stdout, net())
	}
	return exitOK
}

// unfixed is what err says is wrong with a cube, without the fix the
// editor would make: here the nearest real cube is the answer, which may
// be made real another way.
func unfixed(err error) string {
	msg, _, _ := strings.Cut(err.Error(), "; fix:")
	return msg
}

// readRGB reads the 54 colours of -rgb.
func (e *env) readRGB(file string) ([cube.NumFacelets]scan.RGB, int) {
	var in io.Reader = e.stdin
	name := "standard input"
	if file != "-" {
		f, err := scan.OpenFile(file)
		if err != nil {
			return [cube.NumFacelets]scan.RGB{}, e.errorf(exitUsage, "%v", err)
		}
		defer f.Close()
		in, name = f, file
	}
	colours, err := interruptible(e.ctx, func() ([cube.NumFacelets]scan.RGB, error) { return scan.ReadRGB(in) })
	if e.ctx.Err() != nil {
		return colours, exitInterrupted // run says so
	}
	if err != nil {
		return colours, e.errorf(exitUsage, "%s: %v", name, err)
	}
	return colours, exitOK
}

// others says which grids of stickers were found besides the face taken,
// and why it was taken: "" where it is the only one.
func others(faces []photo.Found) string {
	if len(faces) < 2 {
		return ""
	}
	var parts []string
	for _, f := range faces[1:] {
		m := f.Middle()
		parts = append(parts, fmt.Sprintf("%d stickers %.0f pixels apart at (%.0f,%.0f)", f.Stickers, (f.Pitch[0]+f.Pitch[1])/2, m.X, m.Y))
	}
	return fmt.Sprintf(" (%d stickers %.0f pixels apart: taken before %d other grid(s), with fewer stickers, smaller or less regular: %s)",
		faces[0].Stickers, (faces[0].Pitch[0]+faces[0].Pitch[1])/2, len(faces)-1, strings.Join(parts, "; "))
}

// doubtList says how many stickers are in doubt.
func doubtList(d []scan.Doubt) string {
	if len(d) == 1 {
		return "1 sticker"
	}
	return fmt.Sprintf("%d stickers", len(d))
}

// doubtNames names the stickers in doubt, each with the colour read and
// what else it may be: "R4 (L or R?), F2 (D or U?)".
func doubtNames(d []scan.Doubt) string {
	var names []string
	for _, x := range d {
		names = append(names, x.String())
	}
	return strings.Join(names, ", ")
}

func quadString(q photo.Quad) string {
	var parts []string
	for _, p := range q {
		parts = append(parts, fmt.Sprintf("(%.0f,%.0f)", p.X, p.Y))
	}
	return strings.Join(parts, " ")
}

// confidenceNet lays the stickers' colours and confidences out as the
// unfolded cube of n x n stickers a face, a face a block: "F 0.97" for each
// sticker, uncertain ones (under 0.5) marked with "?".
func confidenceNet(facelets []cube.Face, confidence []float64, n int) string {
	var b strings.Builder
	for f := cube.U; f <= cube.B; f++ {
		fmt.Fprintf(&b, "%v face:\n", f)
		for row := 0; row < n; row++ {
			for col := 0; col < n; col++ {
				i := int(f)*n*n + row*n + col
				mark := " "
				if confidence[i] < 0.5 {
					mark = "?"
				}
				fmt.Fprintf(&b, "  %v %.2f%s", facelets[i], confidence[i], mark)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}
