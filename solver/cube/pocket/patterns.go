package pocket

import "strings"

// Pattern is a pattern of the pocket cube to solve to: the solved cube
// after Moves.
type Pattern struct {
	Name  string
	Moves string
}

// Patterns lists the patterns a program offers as targets: the corner
// cases a solver learns, and the position farthest from solved.
func Patterns() []Pattern {
	return []Pattern{
		{"Stripes", "U2 F2 R2 U2"},
		{"Four corners twisted", "R2 U2 R' U2 R2 U'"},
		{"Two corners twisted", "R F' R F' U R U2 F2 R' U'"},
		{"Two corners swapped", "R2 F2 R' U' R F2 R' U R' U'"},
		{"Diagonal swap (11 moves)", "F' U R' F2 U' R F U R2 U R'"},
	}
}

// PatternNamed finds a pattern by its name, ignoring case, spaces, hyphens
// and anything in brackets ("diagonal-swap" is "Diagonal swap (11 moves)").
func PatternNamed(name string) (Pattern, bool) {
	for _, p := range Patterns() {
		if patternKey(p.Name) == patternKey(name) {
			return p, true
		}
	}
	return Pattern{}, false
}

// Cube returns the pattern's cube.
func (p Pattern) Cube() Cube {
	moves, err := ParseMoves(p.Moves)
	if err != nil {
		panic("pocket: pattern " + p.Name + ": " + err.Error())
	}
	return Solved().Apply(moves)
}

// patternKey is a name without case, spaces, hyphens and a bracket.
func patternKey(s string) string {
	s, _, _ = strings.Cut(s, "(")
	return strings.NewReplacer(" ", "", "-", "", "_", "").Replace(strings.ToLower(s))
}

// PatternNames lists the patterns' names, for a message.
func PatternNames() string {
	var names []string
	for _, p := range Patterns() {
		n, _, _ := strings.Cut(p.Name, " (")
		names = append(names, strings.ToLower(n))
	}
	return strings.Join(names, ", ")
}
