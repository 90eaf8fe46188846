package cache

import (
	"sync"
	"time"

	"cubesolver/solver/search"
)

// Reporter turns the stages of a build into Progress reports. Each stage
// has a weight (its expected share of the build time); part reports the
// fraction done of the current stage.
type Reporter struct {
	mu       sync.Mutex
	start    time.Time
	cur      search.TableProgress
	before   float64 // weight of the finished stages
	weight   float64 // weight of the current stage
	weights  map[search.Stage][]float64
	total    float64
	report   func(search.TableProgress)
	stop     chan struct{}
	finished chan struct{}
}

// NewReporter starts a reporter that calls report every interval until
// close. report may be nil.
func NewReporter(report func(search.TableProgress), weights map[search.Stage][]float64, interval time.Duration) *Reporter {
	p := &Reporter{start: time.Now(), report: report, weights: weights,
		stop: make(chan struct{}), finished: make(chan struct{})}
	for _, ws := range weights {
		for _, w := range ws {
			p.total += w
		}
	}
	go func() {
		defer close(p.finished)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-p.stop:
				return
			case <-t.C:
				p.send(false)
			}
		}
	}()
	return p
}

// Stage starts step (1-based) of a named stage.
func (p *Reporter) Stage(name search.Stage, step int) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.before += p.weight
	p.weight = 0
	if ws := p.weights[name]; step-1 < len(ws) {
		p.weight = ws[step-1]
	}
	p.cur.Stage, p.cur.Step = name, step
	p.setFraction(0)
}

// Again says, in the reports from now on, why the build is made though a
// start before should have saved it (search.TableProgress.Again).
func (p *Reporter) Again(why string) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.cur.Again = why
	p.mu.Unlock()
}

// Part reports the fraction f done of the current stage step.
func (p *Reporter) Part(f float64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.setFraction(f)
	p.mu.Unlock()
}

func (p *Reporter) setFraction(f float64) {
	if p.total > 0 {
		p.cur.Fraction = min(1, (p.before+f*p.weight)/p.total)
	}
}

func (p *Reporter) send(done bool) {
	p.mu.Lock()
	c := p.cur
	p.mu.Unlock()
	if !done && c.Stage == "" {
		// A tick before the first stage (Load clears stale temporary
		// files first, which a busy machine can make slower than a
		// tick) has nothing to say: a report without a stage would not
		// say loading or building.
		return
	}
	c.Elapsed = time.Since(p.start)
	c.Done = done
	if done {
		c.Fraction = 1
	} else if c.Fraction > 0.02 {
		c.Remaining = time.Duration(float64(c.Elapsed) * (1 - c.Fraction) / c.Fraction)
	}
	if p.report != nil {
		p.report(c)
	}
}

// Close stops the reporter after a last report.
func (p *Reporter) Close() {
	close(p.stop)
	<-p.finished
	p.send(true)
}

// Abandon stops the reporter without a last report: the work it reported
// on failed or was cancelled.
func (p *Reporter) Abandon() {
	close(p.stop)
	<-p.finished
}

// Reached returns the weight of the stages begun so far, the current one
// whole, and of all stages: for checking that a build runs every stage
// its weights count.
func (p *Reporter) Reached() (begun, total float64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.before + p.weight, p.total
}
