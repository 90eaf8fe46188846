package tables

// Bytes returns the memory the tables' contents take: the sum of the sizes
// of all their slices, and of the near table (which it builds if it is not
// yet).
func (t *Tables) Bytes() int {
	n := t.Near().Bytes() + len(t.CornerDepth) + len(t.UDEdgeDepth)
	for _, s := range t.sections() {
		switch {
		case s.u8 != nil:
			n += len(*s.u8)
		case s.u16 != nil:
			n += 2 * len(*s.u16)
		case s.u32 != nil:
			n += 4 * len(*s.u32)
		case s.u64 != nil:
			n += 8 * len(*s.u64)
		}
	}
	return n
}
