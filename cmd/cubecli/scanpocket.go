package main

import (
	"flag"
	"fmt"
	"io"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

// scanPocket is scan -puzzle 2x2: the pocket cube's 24 colours from -rgb
// or from six photos of its faces' 2x2 grids.
func (e *env) scanPocket(fs *flag.FlagSet, rgb string, verbose, best bool) int {
	var colours [pocket.NumFacelets]scan.RGB
	switch {
	case rgb != "" && fs.NArg() > 0:
		return e.usageError(fs, "unexpected argument %q: -rgb or photos, not both", fs.Arg(0))
	case rgb != "":
		var in io.Reader = e.stdin
		name := "standard input"
		if rgb != "-" {
			f, err := scan.OpenFile(rgb)
			if err != nil {
				return e.errorf(exitUsage, "%v", err)
			}
			defer f.Close()
			in, name = f, rgb
		}
		c, err := interruptible(e.ctx, func() ([pocket.NumFacelets]scan.RGB, error) { return scan.ReadPocketRGB(in) })
		if e.ctx.Err() != nil {
			return exitInterrupted // run says so
		}
		if err != nil {
			return e.errorf(exitUsage, "%s: %v", name, err)
		}
		colours = c
	case fs.NArg() == 6:
		for f, name := range e.photosInFaceOrder(fs.Args()) {
			img, err := photo.Load(name)
			if err != nil {
				return e.errorf(exitUsage, "%s (face %v): %v", name, cube.Face(f), err)
			}
			faces, err := photo.FindFaces(img, 2)
			if err != nil {
				return e.errorf(exitNo, "%s (face %v): %v", name, cube.Face(f), err)
			}
			s, err := photo.SampleN(img, faces[0].Outline(), 2)
			if err != nil {
				return e.errorf(exitNo, "%s (face %v): %v", name, cube.Face(f), err)
			}
			if verbose {
				fmt.Fprintf(e.stdout, "%v face in %s: corners %s%s\n", cube.Face(f), name, quadString(faces[0].Outline()), others(faces))
			}
			copy(colours[f*4:], s)
		}
	default:
		return e.usageError(fs, "give -rgb FILE, or six photos of the 2x2x2's faces in the order U R F D L B (got %d)", fs.NArg())
	}
	res, err := scan.ResolvePocket(colours)
	if err != nil {
		return e.errorf(exitNo, "%v", err)
	}
	return e.printScan(res.Facelets.String(), res.Doubtful, res.ClosestUnsolvable, func() string {
		return confidenceNet(res.Facelets[:], res.Confidence[:], 2)
	}, verbose, best)
}
