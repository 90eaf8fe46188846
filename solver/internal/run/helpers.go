package run

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// A goroutine started for each search must wait for the scheduler to wake
// an idle processor, and on a virtual machine that took 0.1 ms and more,
// when most standard searches are over in 0.3 ms: the second worker often
// started when the first had finished. So the workers beyond the first run
// on helpers, goroutines that stay awake for a moment after each job,
// polling for the next, and only then sleep. Back-to-back solves (a
// benchmark, a robot) find them awake; a lone solve costs a helper at most
// DefaultHelperSpin of polling afterwards.

// DefaultHelperSpin is how long a helper polls for work after a job, by
// default; SetHelperSpin changes it.
const DefaultHelperSpin = 2 * time.Millisecond

// spin is the polling time now, in nanoseconds.
var spin atomic.Int64

func init() { spin.Store(int64(DefaultHelperSpin)) }

// SetHelperSpin sets how long a helper polls for work after a job (see
// solver.SetHelperSpin).
func SetHelperSpin(d time.Duration) { spin.Store(int64(max(d, 0))) }

var helpers struct {
	once sync.Once
	jobs chan func()
	idle atomic.Int32 // helpers waiting for a job
}

// Go runs f on an idle helper, or on a new goroutine if none is idle.
func Go(f func()) {
	helpers.once.Do(startHelpers)
	for {
		n := helpers.idle.Load()
		if n <= 0 {
			go f()
			return
		}
		if helpers.idle.CompareAndSwap(n, n-1) {
			helpers.jobs <- f // there is room: one slot per helper
			return
		}
	}
}

func startHelpers() {
	n := max(runtime.GOMAXPROCS(0)-1, 1)
	helpers.jobs = make(chan func(), n)
	for i := 0; i < n; i++ {
		helpers.idle.Add(1)
		go helper()
	}
}

func helper() {
	var pollFrom time.Time // no polling before then: the machine is busy
	for {
		job := <-helpers.jobs
		job()
		job = nil // let the finished search's memory go
		helpers.idle.Add(1)
		now := time.Now()
		if now.Before(pollFrom) {
			continue
		}
		last := now
		for until := now.Add(time.Duration(spin.Load())); now.Before(until); {
			select {
			case job = <-helpers.jobs:
				job()
				job = nil
				helpers.idle.Add(1)
				now = time.Now()
				until = now.Add(time.Duration(spin.Load()))
			default:
				runtime.Gosched()
				now = time.Now()
				if now.Sub(last) > lostCore {
					pollFrom = now.Add(busyPause)
					until = now // and wait asleep
				}
			}
			last = now
		}
	}
}

// A helper that finds a gap of lostCore between two looks for work has
// lost its core to another program: the machine has more to run than
// cores. Polling then takes a core from the searches (its own, or the
// other program's, which then takes theirs): on a two-core machine with
// one core kept busy by another program, two workers with polling helpers
// took twice as long as one on average. So it waits asleep for its jobs
// for busyPause, and then tries polling again.
const (
	lostCore  = 200 * time.Microsecond
	busyPause = 50 * time.Millisecond
)
