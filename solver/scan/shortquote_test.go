package scan

import (
	"strings"
	"testing"
)

// A line of another kind of file (JSON, as a cube tracker writes its
// colours, all on one line) is quoted in its error by its first 40
// characters, not whole: a 1,200-character line filled the terminal.
func TestLongLineQuotedShort(t *testing.T) {
	var json strings.Builder
	json.WriteString("{")
	for i := 1; i <= 54; i++ {
		json.WriteString(`"` + strings.Repeat("1", i%3+1) + `": [246, 251, 252], `)
	}
	json.WriteString("}")
	for _, tc := range []struct{ in, want string }{
		{json.String(), `line 1: want three numbers "R G B" or a colour "#rrggbb", got 217 field(s): "{\"11\": [246, 251, 252], \"111\": [246, 251"…`},
		{strings.Repeat("9", 100) + " 1 2", `line 1: "` + strings.Repeat("9", 40) + `"… is not a whole number from 0 to 255 (R of sticker U1)`},
		{strings.Repeat("\xff", 50), `line 1: want three numbers "R G B" or a colour "#rrggbb", got 1 field(s): "` + strings.Repeat(`\xff`, 40) + `"…`},
		{"1 2 " + strings.Repeat("é", 40), `"` + strings.Repeat("é", 40) + `" is not a whole number`}, // 40: whole
	} {
		_, err := ReadRGB(strings.NewReader(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.20q...: %v; want %q", tc.in, err, tc.want)
		}
	}
}
