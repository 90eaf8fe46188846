package cube_test

import (
	"errors"
	"fmt"

	"cubesolver/solver/cube"
)

// A cube is described by its 54 stickers, face by face in the order U R F
// D L B, each face read row by row as seen from outside, each sticker
// named by the face whose centre has its colour.
func ExampleParseFacelets() {
	f, err := cube.ParseFacelets("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB")
	if err != nil {
		panic(err)
	}
	c, err := f.ToCubie()
	fmt.Println(c.IsSolved(), err)
	// Output: true <nil>
}

// Stickers that make no real cube are explained: what is wrong, where,
// and a fix where there is one.
func ExampleFacelets_ToCubie() {
	f := cube.SolvedFacelets()
	f[0], f[9] = f[9], f[0] // two stickers of different pieces swapped
	_, err := f.ToCubie()
	var e *cube.Error
	if errors.As(err, &e) {
		fmt.Println(e.Kind, e.Stickers)
		fmt.Println(e.Msg)
	}
	// Output:
	// impossible corner [8 9 20 0 36 47]
	// the corner at URF (U9, R1, F3) has colours U, U, F, which no corner has: colour U appears twice; the corner at ULB is impossible too; R1 and U1 look swapped, on the corner at URF and the corner at ULB
}

// Moves are written in the usual notation; an algorithm applies to a
// cube's stickers.
func ExampleParseAlg() {
	alg, err := cube.ParseAlg("(R U R' U')2")
	if err != nil {
		panic(err)
	}
	f := alg.Apply(cube.SolvedFacelets())
	fmt.Println(alg.Moves(), f == cube.SolvedFacelets())
	fmt.Println(cube.FormatMoves(cube.InvertMoves(alg.Moves())))
	// Output:
	// [R U R' U' R U R' U'] false
	// U R U' R' U R U' R'
}

// A program names the colours its own way in the messages.
func ExampleFacelets_ToCubieIn() {
	names := map[cube.Face]string{cube.U: "white", cube.R: "red", cube.F: "green", cube.D: "yellow", cube.L: "orange", cube.B: "blue"}
	words := cube.Words{
		One:    func(x cube.Face) string { return names[x] + " (" + x.String() + ")" },
		InList: func(x cube.Face) string { return names[x] },
	}
	f := cube.SolvedFacelets()
	f[0], f[9] = f[9], f[0]
	_, err := f.ToCubieIn(words)
	var e *cube.Error
	if errors.As(err, &e) {
		fmt.Println(e.Msg)
	}
	// Output:
	// the corner at URF (U9, R1, F3) has colours white, white, green, which no corner has: white (U) appears twice; the corner at ULB is impossible too; R1 and U1 look swapped, on the corner at URF and the corner at ULB
}
