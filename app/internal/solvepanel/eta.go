package solvepanel

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"cubesolver/solver/search"
)

// eta words how far a long job is and how long is left, steadily: the
// raw estimate of a build swings as its stages run faster or slower than
// expected, and a figure that jumps up and down is worse than none. The
// estimate of the whole job's time is averaged over the reports; the time
// left said only goes down, unless the average has grown by a quarter (and
// 3 s), and it is rounded coarsely.
type eta struct {
	total time.Duration // the averaged estimate of the whole job, 0 if none yet
	shown time.Duration // the time left last said, 0 if none
	at    time.Duration // when it was said, as the job's elapsed time
}

// etaWeight is the weight of a new report in the average.
const etaWeight = 0.2

// say words p: "42%, about 20 s left".
func (e *eta) say(p search.TableProgress) string {
	pct := percent(p.Fraction)
	if p.Remaining <= 0 || p.Fraction < 0.05 {
		return pct
	}
	total := p.Elapsed + p.Remaining
	if e.total == 0 {
		e.total = total
	} else {
		e.total += time.Duration(etaWeight * float64(total-e.total))
	}
	left := max(e.total-p.Elapsed, 0)
	if e.shown > 0 && p.Elapsed >= e.at {
		// What was said, counted down since.
		down := e.shown - (p.Elapsed - e.at)
		if left < down || left > down*5/4 && left-down > 3*time.Second {
			e.shown, e.at = left, p.Elapsed
		} else {
			left = down
		}
	} else {
		e.shown, e.at = left, p.Elapsed
	}
	return pct + ", " + sayLeft(left)
}

// percent writes fraction f rounded down, so that 100% means done: the
// progress bars say it so too, and the words beside them agree. The
// nudge keeps a fraction such as 0.29, whose product is 28.999..., at 29.
func percent(f float64) string {
	return strconv.Itoa(int(math.Floor(min(max(f, 0), 1)*100+1e-9))) + "%"
}

// sayLeft words a time left, coarsely.
func sayLeft(d time.Duration) string {
	switch {
	case d < 10*time.Second:
		// Not "a few seconds": a person who waits nine after reading
		// that feels misled.
		return "under 10 s left"
	case d < time.Minute:
		return fmt.Sprintf("about %d s left", (int(d.Seconds())+2)/5*5)
	case d < 10*time.Minute:
		return fmt.Sprintf("about %d min %02d s left", int(d.Minutes()), (int(d.Seconds())%60)/10*10)
	}
	return fmt.Sprintf("about %d min left", int(d.Minutes()+0.5))
}
