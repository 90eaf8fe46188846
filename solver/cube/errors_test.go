package cube

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// Every problem found has a summary, and its message starts with it, so
// that a program can show the summary where space is short.
func TestErrorSummary(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	kinds := map[ErrorKind]int{}
	for n := 0; n < 20000; n++ {
		f := Random(r).Facelets()
		switch r.IntN(6) {
		case 0: // two stickers swapped
			i, j := r.IntN(NumFacelets), r.IntN(NumFacelets)
			f[i], f[j] = f[j], f[i]
		case 1: // one sticker repainted
			f[r.IntN(NumFacelets)] = Face(r.IntN(7))
		case 2: // two stickers repainted
			f[r.IntN(NumFacelets)] = Face(r.IntN(6))
			f[r.IntN(NumFacelets)] = Face(r.IntN(6))
		case 3: // a corner twisted in place
			c := cornerFacelet[r.IntN(8)]
			f[c[0]], f[c[1]], f[c[2]] = f[c[1]], f[c[2]], f[c[0]]
		case 4: // a corner's stickers copied onto another corner
			a, b := cornerFacelet[r.IntN(8)], cornerFacelet[r.IntN(8)]
			for k := range a {
				f[b[k]] = f[a[k]]
			}
		case 5: // a value that names no face
			f[r.IntN(NumFacelets)] = Blank + 1
		}
		_, err := f.ToCubie()
		var e *Error
		if !errors.As(err, &e) {
			continue
		}
		kinds[e.Kind]++
		if e.Summary == "" || !strings.HasPrefix(e.Msg, e.Summary) {
			t.Fatalf("%v: summary %q, message %q", f, e.Summary, e.Msg)
		}
	}
	// A duplicated corner with the colour counts right is rare by chance.
	f := SolvedFacelets()
	f[9], f[20], f[46] = B, R, F
	if _, err := f.ToCubie(); err != nil {
		e := err.(*Error)
		kinds[e.Kind]++
		if !strings.HasPrefix(e.Msg, e.Summary) || e.Summary == "" {
			t.Errorf("summary %q, message %q", e.Summary, e.Msg)
		}
	}
	for k := ErrLetter; k <= ErrParity; k++ {
		if kinds[k] == 0 && k != ErrLength {
			t.Errorf("no %v problem made", k)
		}
	}
	t.Logf("kinds seen: %v", kinds)
}

// A colour count error states the rule with "must": every colour is not
// on 9 stickers, which is why the cube is wrong.
func TestColourCountRuleWording(t *testing.T) {
	f := SolvedFacelets()
	f[0] = R
	_, err := f.ToCubie()
	if err == nil || !strings.Contains(err.Error(), "; every colour must be on 9 stickers") {
		t.Errorf("got %v, want it to end \"every colour must be on 9 stickers\"", err)
	}
}
