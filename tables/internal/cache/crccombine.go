package cache

// A table of gigabytes is read in pieces on all cores, each piece's
// CRC-32C taken on its own; combining them gives the checksum of the whole
// without a second pass. The CRC of A then B is the CRC of A times x to the
// power of B's length in bits, modulo the polynomial, plus the CRC of B
// (the conditioning of both ends cancels out). Polynomials here are in the
// reflected form crc32 uses: the coefficient of x^0 is the top bit.

// castagnoliReflected is the CRC-32C polynomial, reflected.
const castagnoliReflected = 0x82f63b78

// mulMod returns a·b modulo the polynomial.
func mulMod(a, b uint32) uint32 {
	var p uint32
	for m := uint32(1) << 31; m != 0; m >>= 1 {
		if a&m != 0 {
			p ^= b
		}
		// b times x.
		if b&1 != 0 {
			b = b>>1 ^ castagnoliReflected
		} else {
			b >>= 1
		}
	}
	return p
}

// xPow8 returns x^(8n) modulo the polynomial: n bytes' shift.
func xPow8(n int64) uint32 {
	result := uint32(1) << 31 // x^0
	base := uint32(1) << 23   // x^8
	for ; n > 0; n >>= 1 {
		if n&1 != 0 {
			result = mulMod(result, base)
		}
		base = mulMod(base, base)
	}
	return result
}

// crcCombine returns the CRC-32C of A then B from A's, B's and B's length.
func crcCombine(crcA, crcB uint32, lenB int64) uint32 {
	return mulMod(crcA, xPow8(lenB)) ^ crcB
}
