package solvepanel

import (
	"net/url"
	"strings"

	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"
)

// AlgLink returns an alg.cubing.net address that shows the solution on an
// animated cube: the setup is the inverse of the solution (which makes the
// scrambled cube from a solved one) and the alg is the solution.
//
// alg.cubing.net writes a space as "_" and a prime as "-" so that its
// addresses stay readable; anything else is escaped as in any query.
func AlgLink(moves []cube.Move, p puzzle.Puzzle) string {
	enc := func(ms []cube.Move) string {
		s := strings.NewReplacer(" ", "_", "'", "-").Replace(cube.FormatMoves(ms))
		return url.QueryEscape(s)
	}
	link := "https://alg.cubing.net/?setup=" + enc(cube.InvertMoves(moves)) + "&alg=" + enc(moves)
	if p == puzzle.Cube2 {
		link += "&puzzle=2x2x2"
	}
	return link
}
