package cube

import "strings"

// Pattern is a well-known pattern of the 3x3x3: a target to solve to. It
// is the solved cube after Moves.
type Pattern struct {
	Name  string
	Moves string
}

// Patterns lists the well-known patterns a program offers as targets.
func Patterns() []Pattern {
	return []Pattern{
		{"Checkerboard", "R2 L2 U2 D2 F2 B2"},
		{"Superflip", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"},
		{"Six spots", "U D' R L' F B' U D'"},
		{"Four spots", "F2 B2 U D' R2 L2 U D'"},
		{"Cube in a cube", "F L F U' R U F2 L2 U' L' B D' B' L2 U"},
		{"Tetris", "L R F B U' D' L' R'"},
	}
}

// PatternNamed finds a pattern by its name, ignoring case, spaces and
// hyphens ("six-spots" is "Six spots").
func PatternNamed(name string) (Pattern, bool) {
	for _, p := range Patterns() {
		if patternKey(p.Name) == patternKey(name) {
			return p, true
		}
	}
	return Pattern{}, false
}

// Cubie returns the pattern's cube.
func (p Pattern) Cubie() Cubie {
	moves, err := ParseMoves(p.Moves)
	if err != nil {
		panic("cube: pattern " + p.Name + ": " + err.Error())
	}
	return Solved().Apply(moves)
}

// patternKey is a name without case, spaces and hyphens.
func patternKey(s string) string {
	return strings.NewReplacer(" ", "", "-", "", "_", "").Replace(strings.ToLower(s))
}

// PatternNames lists the patterns' names, for a message.
func PatternNames() string {
	var names []string
	for _, p := range Patterns() {
		names = append(names, strings.ToLower(p.Name))
	}
	return strings.Join(names, ", ")
}
