package cube

// Words says how validation messages name the colours, so that a program
// can word them as its users see them ("white") without rewriting the
// messages. A colour is named by the face whose centre has it.
type Words struct {
	// One names a colour on its own: "colour U is on 10 stickers".
	One func(Face) string
	// InList names a colour in a list after the word "colours": "colours
	// U and D", "colours U, F, U".
	InList func(Face) string
}

// Letters are the words of Error's messages by default: "colour U",
// "colours U and D".
var Letters = Words{
	One:    func(f Face) string { return "colour " + f.String() },
	InList: Face.String,
}

// OrLetters fills in what w leaves out with Letters.
func (w Words) OrLetters() Words {
	if w.One == nil {
		w.One = Letters.One
	}
	if w.InList == nil {
		w.InList = Letters.InList
	}
	return w
}
