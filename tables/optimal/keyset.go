package optimal

// keySet is a set of uint64 keys by open addressing: the cubes a
// breadth-first search over the full symmetric coordinate has met, too
// many and too sparse for an array.
type keySet struct {
	slots []uint64 // key+1, 0 for an empty slot
	n     int
}

func newKeySet(capacity int) *keySet {
	size := 1024
	for size < 2*capacity {
		size *= 2
	}
	return &keySet{slots: make([]uint64, size)}
}

// add inserts k and reports whether it was new.
func (s *keySet) add(k uint64) bool {
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	mask := uint64(len(s.slots) - 1)
	for i := hash64(k) & mask; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case 0:
			s.slots[i] = k + 1
			s.n++
			return true
		case k + 1:
			return false
		}
	}
}

func (s *keySet) grow() {
	old := s.slots
	s.slots, s.n = make([]uint64, 2*len(old)), 0
	for _, v := range old {
		if v != 0 {
			s.add(v - 1)
		}
	}
}

// hash64 mixes the bits of k (the finaliser of MurmurHash3).
func hash64(k uint64) uint64 {
	k ^= k >> 33
	k *= 0xff51afd7ed558ccd
	k ^= k >> 33
	k *= 0xc4ceb9fe1a85ec53
	k ^= k >> 33
	return k
}
