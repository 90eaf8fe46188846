package cube

import "strconv"

// ErrorKind tells what is wrong with a described cube.
type ErrorKind int

// The kinds of problem a facelet description can have, roughly in the order
// they are checked.
const (
	ErrLength          ErrorKind = iota + 1 // not 54 stickers
	ErrLetter                               // a letter that names no face
	ErrBlank                                // stickers not set yet
	ErrColorCount                           // a colour not used exactly 9 times
	ErrCentres                              // centres not six different colours in a real arrangement
	ErrCorner                               // three stickers that form no real corner
	ErrEdge                                 // two stickers that form no real edge
	ErrDuplicateCorner                      // a corner used twice (so another is missing)
	ErrDuplicateEdge                        // an edge used twice (so another is missing)
	ErrTwist                                // corner twists do not add up
	ErrFlip                                 // edge flips do not add up
	ErrParity                               // corner and edge permutation parities differ
)

var kindNames = map[ErrorKind]string{
	ErrLength: "length", ErrLetter: "letter", ErrBlank: "blank stickers",
	ErrColorCount: "colour count", ErrCentres: "centres", ErrCorner: "impossible corner",
	ErrEdge: "impossible edge", ErrDuplicateCorner: "duplicate corner",
	ErrDuplicateEdge: "duplicate edge", ErrTwist: "twist", ErrFlip: "flip", ErrParity: "parity",
}

// String names the kind in a word or two.
func (k ErrorKind) String() string {
	if s, ok := kindNames[k]; ok {
		return s
	}
	return "ErrorKind(" + strconv.Itoa(int(k)) + ")"
}

// Error is a problem found in a described cube: what is wrong and where, the
// stickers concerned (so an editor can highlight them) and, where there is
// one, the fix Cube Explorer's AutoFix would apply.
type Error struct {
	Kind     ErrorKind
	Summary  string // the problem in a few words: the start of Msg, without the details
	Msg      string // what is wrong, with the place
	Fix      string // suggested fix in words, "" if there is no unique one
	Stickers []int  // facelet indexes concerned, in 0..53
}

func (e *Error) Error() string {
	if e.Fix != "" {
		return e.Kind.String() + " error: " + e.Msg + "; fix: " + e.Fix
	}
	return e.Kind.String() + " error: " + e.Msg
}

func itoa(n int) string { return strconv.Itoa(n) }
