package scanner

// pendingReads are the photos being read off the UI goroutine for a
// pop-up's slots (the six faces', keyed by face, or the two corners'), at
// most one a slot, and Enter pressed while they are. A slot keeps what it
// had until its read is in; a newer photo for the slot, or drop (Close),
// leaves the read going stale and what it finds is dropped (see job).
// Enter pressed meanwhile is remembered, and the cube read once every
// photo is in.
type pendingReads[K comparable, T any] struct {
	// post points at the Scanner's Post, which tests replace once it is
	// made; it is read as a read starts, on the UI goroutine.
	post *func(func())
	// took is given, on the UI goroutine, what a read found for slot,
	// unless it went stale.
	took func(slot K, name string, r T)
	// others says whether other reads count as photos still coming: the
	// clipboard, photos dropped to be read together.
	others func() bool
	jobs   map[K]*job
	// readWhenIn is Enter (or Read) pressed while photos were still being
	// read: the cube is read once they are in, if nothing is missing then.
	readWhenIn bool
}

func newPendingReads[K comparable, T any](post *func(func()), took func(K, string, T), others func() bool) *pendingReads[K, T] {
	return &pendingReads[K, T]{post: post, took: took, others: others, jobs: map[K]*job{}}
}

// start reads a picture named name for slot with work, on another
// goroutine, in place of the one being read for it, if any.
func (p *pendingReads[K, T]) start(slot K, name string, work func() T) {
	p.jobs[slot].stop()
	j := newJob(name)
	p.jobs[slot] = j
	runJob(j, *p.post, work, func(r T) {
		if p.jobs[slot] != j {
			return // stale: a newer picture, or the pop-up closed
		}
		delete(p.jobs, slot)
		p.took(slot, name, r)
	})
}

// drop drops the read going for slot, and says whether there was one.
func (p *pendingReads[K, T]) drop(slot K) bool {
	j, ok := p.jobs[slot]
	j.stop()
	delete(p.jobs, slot)
	return ok
}

// reading is the name of the picture being read for slot, if any.
func (p *pendingReads[K, T]) reading(slot K) (name string, ok bool) {
	if j, ok := p.jobs[slot]; ok {
		return j.name, true
	}
	return "", false
}

// busy says whether a slot's picture, or another read that counts, is
// being read.
func (p *pendingReads[K, T]) busy() bool { return len(p.jobs) > 0 || p.others() }

// slotsBusy says whether a slot's picture is being read.
func (p *pendingReads[K, T]) slotsBusy() bool { return len(p.jobs) > 0 }

// askWhenIn remembers Enter pressed while photos are being read, and says
// whether they are (if not, there is nothing to wait for).
func (p *pendingReads[K, T]) askWhenIn() bool {
	if !p.busy() {
		return false
	}
	p.readWhenIn = true
	return true
}

// allInAsked says, once every photo is in, whether Enter was pressed while
// they were being read; it is forgotten then, acted on or not.
func (p *pendingReads[K, T]) allInAsked() bool {
	if !p.readWhenIn || p.busy() {
		return false
	}
	p.readWhenIn = false
	return true
}
