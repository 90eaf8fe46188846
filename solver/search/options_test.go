package search

import "testing"

// A mode's name reads back as the mode, in any case; others are refused.
func TestParseMode(t *testing.T) {
	for s, want := range map[string]Mode{Standard.String(): Standard, Optimal.String(): Optimal, "OPTIMAL": Optimal} {
		if got, err := ParseMode(s); err != nil || got != want {
			t.Errorf("ParseMode(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParseMode("fast"); err == nil {
		t.Error("ParseMode(fast): no error")
	}
}
