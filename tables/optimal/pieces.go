package optimal

import (
	"math/bits"

	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
)

// Pieces is a cube as the optimal search carries its inverse: a byte per
// place, the piece there and its orientation (corners piece | twist<<3,
// edges piece | flip<<4). A move made before the cube (PreMove) changes
// each byte by itself, by table: a move m after the cube c is the move m'
// before c's inverse, (c*m)' = m'*c', so the inverse follows the search's
// moves at the cost of twenty lookups.
type Pieces struct {
	C [8]uint8
	E [12]uint8
}

// PiecesOf returns c as Pieces.
func PiecesOf(c *cube.Cubie) Pieces {
	var p Pieces
	for i := range p.C {
		p.C[i] = uint8(c.CP[i]) | uint8(c.CO[i])<<3
	}
	for i := range p.E {
		p.E[i] = uint8(c.EP[i]) | uint8(c.EO[i])<<4
	}
	return p
}

// preCorner[m][v] and preEdge[m][v] are a place's byte v after the move m
// made before the cube: its piece is moved by m, and its orientation gets
// m's at the piece's place.
var preCorner, preEdge = func() (pc [cube.NumMoves][32]uint8, pe [cube.NumMoves][32]uint8) {
	for m := cube.Move(0); m < cube.NumMoves; m++ {
		mc := m.Cubie()
		for piece := 0; piece < 8; piece++ {
			for o := 0; o < 3; o++ {
				pc[m][piece|o<<3] = uint8(mc.CP[piece]) | uint8((int(mc.CO[piece])+o)%3)<<3
			}
		}
		for piece := 0; piece < 12; piece++ {
			for o := 0; o < 2; o++ {
				pe[m][piece|o<<4] = uint8(mc.EP[piece]) | uint8(int(mc.EO[piece])^o)<<4
			}
		}
	}
	return
}()

// PreMove returns m*p: the cube p with the move m made before it.
func (p *Pieces) PreMove(m cube.Move) Pieces {
	var q Pieces
	pc, pe := &preCorner[m], &preEdge[m]
	for i, v := range p.C {
		q.C[i] = pc[v&31]
	}
	for i, v := range p.E {
		q.E[i] = pe[v&31]
	}
	return q
}

// cornerBits[i][v] is what a corner byte v at place i adds to the twist
// (low 16 bits) and to the mask of tetrad A's places (bit 16+i);
// edgeBits[i][v] what an edge byte adds to the masks of the E-slice's and
// the M-slice's places (bits i and 12+i) and to the flip (bit 24+10-i).
var cornerBits, edgeBits = func() (cb [8][32]uint32, eb [12][32]uint64) {
	pow3 := 1
	for i := 7; i >= 0; i-- {
		for v := 0; v < 32; v++ {
			piece, o := v&7, v>>3
			if o > 2 {
				continue
			}
			if i < 7 {
				cb[i][v] = uint32(o * pow3)
			}
			if coord.TetradA(piece) {
				cb[i][v] |= 1 << (16 + i)
			}
		}
		if i < 7 {
			pow3 *= 3
		}
	}
	for i := 0; i < 12; i++ {
		for v := 0; v < 32; v++ {
			piece, o := v&15, v>>4
			if piece >= 12 {
				continue
			}
			switch coord.SliceOf(piece) {
			case 0:
				eb[i][v] |= 1 << i
			case 1:
				eb[i][v] |= 1 << (12 + i)
			}
			if i < 11 && o == 1 {
				eb[i][v] |= 1 << (24 + 10 - i)
			}
		}
	}
	return
}()

// eRank[mask] is the places of the E-slice's edges with those places
// (as SliceSorted/24); compress6[m][keep] packs the bits of the 6-bit m
// where keep has a bit, in order.
var eRank, compress6 = func() (r [1 << 12]int16, c [64][64]uint8) {
	for mask := range r {
		r[mask] = -1
		if bits.OnesCount(uint(mask)) != 4 {
			continue
		}
		var x cube.Cubie
		k := 0
		for p := 0; p < 12; p++ {
			if mask>>p&1 != 0 {
				x.EP[p] = coord.UDSliceEdges[k]
				k++
			}
		}
		r[mask] = int16(coord.SliceSorted(&x, coord.UDSliceEdges) / 24)
	}
	for m := range c {
		for keep := range c[m] {
			out, n := 0, 0
			for b := 0; b < 6; b++ {
				if keep>>b&1 != 0 {
					out |= (m >> b & 1) << n
					n++
				}
			}
			c[m][keep] = uint8(out)
		}
	}
	return
}()

// Coord returns the optimal table's coordinates of p.
func (p *Pieces) Coord() Coord {
	var c uint32
	for i, v := range p.C {
		c += cornerBits[i][v&31]
	}
	var e uint64
	for i, v := range p.E {
		e |= edgeBits[i][v&31]
	}
	eMask, mMask := e&0xfff, e>>12&0xfff
	keep := ^eMask & 0xfff
	lo := uint32(compress6[mMask&63][keep&63])
	m := lo | uint32(compress6[mMask>>6][keep>>6])<<bits.OnesCount64(keep&63)
	return Coord{Twist: uint16(c & 0xffff), Tetrad: uint8(coord.TetradRank(c >> 16)),
		Edges: uint16(int(eRank[eMask])*coord.NTetrad + coord.MSliceRank(m)), Flip: uint16(e >> 24)}
}
