package cube

import (
	"strings"
	"testing"
)

// The cases are the tool's and the window's: what each has read wrong.
func TestLooksLikeStickers(t *testing.T) {
	solved := SolvedFacelets().String()
	for _, c := range []struct {
		text     string
		stickers bool
	}{
		{"R U R' U'", false},
		{"RUR'U'", false}, // a prime only notation has
		{"R2", false},
		// Stickers labelled with digits, as some programs write them.
		{"111111554366322322332332442221446446334554556555166166", true},
		{"111 111 554 366 322 322 332 332 442 221 446 446 334 554 556 555 166 166", true},
		{"111111554366322322332332442221446446334554556555166166 // R U F", true},
		{"1111 2222 3333 4444 5555 6666", true}, // a pocket cube's
		{"1111", false},                         // no moves either: said so as moves
		{"(R U)2", false},
		{"R, U", false},
		{"R U F", false},
		{"Rw x M", false},
		{"R", false},
		{"", true}, // no moves: the facelet parser says it is empty
		{solved, true},
		{"UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBBB", true},
		{"UUU UUU UUU RRR RRR RRR FFF FFF FFF DDD DDD DDD LLL LLL LLL BBB BBB BBB", true},
		{strings.Repeat("U ", 54), true}, // the stickers spaced out
		{"UUUUUUUUURRRR", true},          // stickers, too few: said so as a cube
		{"WWWWWWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBB", true},
		// Stickers with a stray character, which read as moves run
		// together would make another cube: stickers, their error said.
		{solved + ",", true},
		{"(" + solved + ")", true},
		{solved[:20] + "'" + solved[21:], true},
		{"UUU UUU UUU RRR RRR RRR FFF FFF FFF DDD DDD DDD LLL LLL LLL BBB BBB BB1", true},
		// Scrambles of about as many letters, as words of one or two.
		{strings.Repeat("R U F D L B ", 4) + "R U F D L B R U'", false},
		{strings.Repeat("Rw Uw Fw ", 9), false},
		{"[R: U]", false}, // notation, if not ours: said so with a caret
		// 54 stickers in rows of two are stickers, not moves run together.
		{strings.Repeat("UU RR FF ", 9), true},
		{"Ri Ui Fi Di Li Bi", false}, // "i" for inverse
		// A pocket cube's 24 stickers in rows of two: stickers, said so
		// as the wrong count, not moves run together ("UL" as U L).
		{"UL UB RD BB RU RL DU DR FF LF FL DB", true},
		{"WW WW RR RR GG GG YY YY OO OO BB BB", true},
		{strings.Repeat("R U F D L B ", 4), false},
		// Typed under the window's Moves: rows, one slip and all, of
		// either puzzle's stickers.
		{"UUUU RRRR FFFF DDDD LLLL BBBB", true},
		{"UUUU RRRR FFXF DDDD LLLL BBBB", true},
		{"UU UU RR RR FF FF DD DD LL LL BB B2", true},
		{"UU\nUU\nRR\nRR\nFF\nF'\nDD\nDD\nLL\nLL\nBB\nBB", true},
		{"UUU\nUUU\nUUU\nRRR", true},
		{"wwww rrrr gggg yyyy oooo bbbb", true},
		{"UUUU RRRR FFFF DDDD LLLL BBBB B", true},
		{"..UU RRRR", true},
		{"UUUURRRRFFFFDDDDLLLLBBBX", true},
		// Moves as cubers type them, which the window read as rows of
		// stickers: two letters not a sticker's ("Ri", "Rw"), or too few
		// letters for any puzzle's stickers ("RU RU").
		{"R U R U R U R U", false},
		{"Rw U Rw' U'", false},
		{"Rw Uw Fw", false},
		{"Rw Uw", false},
		{"x y2 R U", false},
		{"(R U R' U') x2", false},
		{"M2 E S'", false},
		{"Ri Ui", false},
		{"Ri Ui Fi", false},
		{"R Ui Ri", false},
		{"RU RU", false},
		// Moves with a comment, of long words or many letters, and other
		// marks of notation; a facelet string with a stray slash.
		{"R U // the sexy move", false},
		{"R U // " + strings.Repeat("letters ", 7), false},
		{"R´ U‘", false},
		{"R/U", false},
		{solved[:53] + "/" + solved[53:], true},
		{solved + " // solved", true},
	} {
		if got := LooksLikeStickers(c.text, NumFacelets); got != c.stickers {
			t.Errorf("LooksLikeStickers(%q, 54) = %v", c.text, got)
		}
	}
	// The pocket cube typed row by row: its 24 stickers in rows of two,
	// which read as moves run together ("UU" is U U) made another cube.
	for _, c := range []struct {
		text     string
		stickers bool
	}{
		{"UU FF UB RR RR FD DB DB FD LL LL UB", true},
		{"WW WW RR RR GG GG YY YY OO OO BB BB", true},
		{"UU FF UB RR RR FD DB DB FD LL LL U", true}, // a sticker short: said so as a cube
		{"U U F F U B R R R R F D D B D B F D L L L L U B", true},
		{strings.Repeat("R U F ", 7) + "R' U2 F", false},
		{strings.Repeat("Rw Uw ", 6), false},
		{"R U R' U'", false},
		// "i" for inverse: Ri is a move, not a row of stickers.
		{"R U Ri Ui F R U Fi R U Ri Fi U R Ui F Ri", false},
		{"UU F. UB RR RR FD DB DB FD LL LL UB", true}, // a blank sticker
		// A 3x3x3's stickers in rows of two or three: stickers, said so
		// as the wrong count.
		{strings.Repeat("UU RR FF ", 9), true},
		{strings.Repeat("UUU RRR FFF ", 6), true},
		// A 3x3x3's stickers with a slip, in rows or run together.
		{"UUU UUU UUU RRR RRR RRR FFF FFF FFF DDD DDD DDD LLL LLL LLL BBB BBB BB2", true},
		{solved[:53] + "1", true},
		{strings.Repeat("R U F ", 7) + "R U2'", false},
		{"Ri Ui", false},
		{"R Ui Ri", false},
		{"RU RU", false},
		{"Rw Uw", false},
	} {
		if got := LooksLikeStickers(c.text, pocketStickers); got != c.stickers {
			t.Errorf("LooksLikeStickers(%q, 24) = %v", c.text, got)
		}
	}
}
