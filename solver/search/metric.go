package search

// Metric says how the length of a solution is counted: a half turn is one
// move in the half-turn metric (HTM) and two in the quarter-turn metric
// (QTM). Searches for the 3x3x3 count in HTM; the pocket cube's in either.
type Metric int

// The metrics.
const (
	HTM Metric = iota
	QTM
)

// String names the metric: "HTM" or "QTM".
func (m Metric) String() string {
	if m == QTM {
		return "QTM"
	}
	return "HTM"
}

// ParseMetric reads a metric's name, either case: htm or qtm.
func ParseMetric(s string) (Metric, bool) {
	switch s {
	case "htm", "HTM":
		return HTM, true
	case "qtm", "QTM":
		return QTM, true
	}
	return HTM, false
}
