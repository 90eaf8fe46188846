package puzzle

import (
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// Puzzle is the cube being described: the 3x3x3 or the 2x2x2 pocket cube.
// The editor keeps either as 54 stickers: the pocket cube's are the
// 3x3x3's corner stickers, at the same indexes (see package pocket), with
// its edges and centres blank, so the net, the player, undo and the
// clipboard work on one kind of value.
type Puzzle int

// The puzzles.
const (
	Cube3 Puzzle = iota
	Cube2
)

// Names are the names used in flags and preferences, Labels
// those shown.
var (
	Names  = [...]string{Cube3: "3x3", Cube2: "2x2"}
	Labels = [...]string{Cube3: "3x3x3", Cube2: "2x2x2"}
)

func (p Puzzle) String() string {
	if p == Cube2 {
		return Names[Cube2]
	}
	return Names[Cube3]
}

// Parse reads a puzzle's name: 3x3 or 2x2 (also 3x3x3 and 2x2x2).
func Parse(s string) (Puzzle, bool) {
	switch s {
	case "3x3", "3x3x3":
		return Cube3, true
	case "2x2", "2x2x2":
		return Cube2, true
	}
	return Cube3, false
}

// Stickers is how many stickers the puzzle has of each colour.
func (p Puzzle) Stickers() int {
	if p == Cube2 {
		return 4
	}
	return 9
}

// Has reports whether sticker i (0..53) is one of the puzzle's.
func (p Puzzle) Has(i int) bool {
	if i < 0 || i >= cube.NumFacelets {
		return false
	}
	return p == Cube3 || pocket.From3x3(i) >= 0
}

// Solved returns the puzzle's solved cube.
func (p Puzzle) Solved() cube.Facelets {
	if p == Cube2 {
		return FromPocket(pocket.SolvedFacelets())
	}
	return cube.SolvedFacelets()
}

// FromPocket returns the pocket cube's stickers at their 3x3x3 indexes, the
// others blank.
func FromPocket(p pocket.Facelets) cube.Facelets {
	var f cube.Facelets
	for i := range f {
		f[i] = cube.Blank
	}
	for i, x := range p {
		f[pocket.Of3x3(i)] = x
	}
	return f
}

// ToPocket returns the pocket cube's stickers out of f.
func ToPocket(f cube.Facelets) pocket.Facelets {
	var p pocket.Facelets
	for i := range p {
		p[i] = f[pocket.Of3x3(i)]
	}
	return p
}

// PocketStickers maps the pocket cube's sticker indexes (0..23), as its
// validation names them, to the editor's (0..53).
func pocketStickers(s []int) []int {
	if s == nil {
		return nil
	}
	out := make([]int, len(s))
	for k, i := range s {
		out[k] = pocket.Of3x3(i)
	}
	return out
}

// faceletName names sticker i (0..53) as the puzzle's facelet strings
// number it: "U9" on the 3x3x3 is "U4" on the pocket cube.
func (p Puzzle) faceletName(i int) string {
	if p == Cube2 {
		return pocket.FaceletName(pocket.From3x3(i))
	}
	return cube.FaceletName(i)
}

// FaceletString writes f as the puzzle's facelet string.
func (p Puzzle) FaceletString(f cube.Facelets) string {
	if p == Cube2 {
		return ToPocket(f).String()
	}
	return f.String()
}

// Role says which of the puzzle's two cubes is edited: the cube in hand,
// or the target it is to be solved to.
type Role int

const (
	RoleCube Role = iota
	RoleTarget
)

// ParseAlg reads notation for the puzzle: any the 3x3x3 takes, and for the
// pocket cube no slice turns (it has no middle layer).
func (p Puzzle) ParseAlg(s string) (cube.Alg, error) {
	if p == Cube2 {
		return pocket.ParseAlg(s)
	}
	return cube.ParseAlg(s)
}

// Apply turns the stickers f by alg, each sticker keeping its colour, as
// on a real cube: a rotation turns the cube in the hand. The 3x3x3 may
// then be held another way (its centres moved by a rotation, a slice or a
// wide turn), which the editor turns back to white up, green in front,
// saying so; the pocket cube has no centres and is shown as it is held.
func (p Puzzle) Apply(alg cube.Alg, f cube.Facelets) cube.Facelets {
	if p == Cube2 {
		return FromPocket(ToPocket(f).Apply(alg))
	}
	return alg.ApplyHeld(f)
}

// ParseFacelets reads the puzzle's facelet string.
func (p Puzzle) ParseFacelets(s string) (cube.Facelets, error) {
	if p == Cube2 {
		f, err := pocket.Parse(s)
		return FromPocket(f), err
	}
	return cube.ParseFacelets(s)
}
