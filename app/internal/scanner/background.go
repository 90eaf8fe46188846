package scanner

import "context"

// job is a photo (or the clipboard) being read off the UI goroutine: a
// 60-megapixel JPEG takes seconds to decode and a third of one to search,
// which on the UI goroutine froze the whole window. Whoever starts a job
// keeps it (a slot's pending job), and its result is taken only while it
// is still kept there: a newer photo for the same slot, or the scanner
// closed, leaves it stale, and what it found is dropped.
type job struct {
	name   string // what is read, as the slot shows it: "F.jpg"
	many   bool   // name names more than one picture: "R.jpg, F.jpg"
	ctx    context.Context
	cancel context.CancelFunc
}

func newJob(name string) *job {
	ctx, cancel := context.WithCancel(context.Background())
	return &job{name: name, ctx: ctx, cancel: cancel}
}

// stop drops a job, if there is one: its work is skipped if not begun, and
// its result is not handed on.
func (j *job) stop() {
	if j != nil {
		j.cancel()
	}
}

// readers lets two photos be read at once: each takes a core, and a
// 60-megapixel one 90 MB decoded, so six dropped together wait their turn
// rather than taking half a gigabyte.
var readers = make(chan struct{}, 2)

// runJob does work on a goroutine of its own, once it is its turn, and
// then hands its result to done through post (onto the UI goroutine),
// unless j was stopped meanwhile. done must still check that j is the job
// kept: it may have been stopped after the result was posted.
func runJob[T any](j *job, post func(func()), work func() T, done func(T)) {
	go func() {
		select {
		case readers <- struct{}{}:
		case <-j.ctx.Done():
			return
		}
		var res T
		if j.ctx.Err() == nil {
			res = work()
		}
		<-readers
		if j.ctx.Err() != nil {
			return
		}
		post(func() { done(res) })
	}()
}
