package cube

// toCubie reads the pieces off stickers that are already known to be
// well-formed (centres in place, every piece real and used once). It is the
// fast path behind ToCubie and Move.Cubie; ok is false if a piece is not real.
func (f Facelets) toCubie() (c Cubie, ok bool) {
	for i := 0; i < 8; i++ {
		p, o := cornerAt(&f, i)
		if p < 0 {
			return c, false
		}
		c.CP[i], c.CO[i] = int8(p), int8(o)
	}
	for i := 0; i < 12; i++ {
		p, o := edgeAt(&f, i)
		if p < 0 {
			return c, false
		}
		c.EP[i], c.EO[i] = int8(p), int8(o)
	}
	return c, true
}

// cornerAt identifies the corner at position i: which piece and its twist,
// or -1 if the three stickers form no real corner.
func cornerAt(f *Facelets, i int) (piece, twist int) {
	fc := cornerFacelet[i]
	piece, twist, _ = IdentifyCorner(f[fc[0]], f[fc[1]], f[fc[2]])
	return piece, twist
}

// edgeAt identifies the edge at position i, or -1.
func edgeAt(f *Facelets, i int) (piece, flip int) {
	a, b := f[edgeFacelet[i][0]], f[edgeFacelet[i][1]]
	for j := 0; j < 12; j++ {
		if edgeColor[j][0] == a && edgeColor[j][1] == b {
			return j, 0
		}
		if edgeColor[j][0] == b && edgeColor[j][1] == a {
			return j, 1
		}
	}
	return -1, 0
}

// CornerColours returns the faces of corner piece p (0..7) in the order of
// its stickers at its home position: the U or D sticker, then clockwise.
func CornerColours(p int) [3]Face { return cornerColor[p] }

// IdentifyCorner names the corner piece whose stickers, read at a corner
// position in CornerStickers' order, are a, b and c: the piece and its
// twist (0..2), or ok false if no piece has those colours in that order.
func IdentifyCorner(a, b, c Face) (piece, twist int, ok bool) {
	f := [3]Face{a, b, c}
	for o := 0; o < 3; o++ {
		if x := f[o]; x == U || x == D {
			for j := 0; j < 8; j++ {
				if cornerColor[j] == [3]Face{x, f[(o+1)%3], f[(o+2)%3]} {
					return j, o, true
				}
			}
			return -1, 0, false
		}
	}
	return -1, 0, false
}
