package app

// licences names the licence of each module compiled into the programs,
// as its LICENSE file reads for the version go.mod names (read from the
// module cache; TestLicencesCoverTheBuild checks that every module linked
// in has one). About lists them with the versions the program was built
// with.
var licences = map[string]string{
	"fyne.io/fyne/v2":                  "BSD-3-Clause",
	"fyne.io/systray":                  "Apache-2.0",
	"github.com/BurntSushi/toml":       "MIT",
	"github.com/FyshOS/fancyfs":        "BSD-3-Clause",
	"github.com/anthonynsimon/bild":    "MIT",
	"github.com/blackjack/webcam":      "MIT",
	"github.com/clipperhouse/uax29/v2": "MIT",
	"github.com/fsnotify/fsnotify":     "BSD-3-Clause",
	"github.com/fyne-io/image":         "BSD-3-Clause",
	"github.com/fyne-io/oksvg":         "BSD-3-Clause",
	"github.com/go-gl/gl":              "MIT",
	"github.com/go-gl/glfw/v3.4/glfw":  "BSD-3-Clause, and GLFW itself (C) zlib",
	"github.com/go-text/render":        "BSD-3-Clause",
	"github.com/go-text/typesetting":   "BSD-3-Clause",
	"github.com/godbus/dbus/v5":        "BSD-2-Clause",
	"github.com/jeandeaual/go-locale":  "MIT",
	"github.com/jezek/xgb":             "BSD-3-Clause",
	"github.com/jsummers/gobmp":        "MIT",
	"github.com/mattn/go-runewidth":    "MIT",
	"github.com/nfnt/resize":           "ISC",
	"github.com/nicksnyder/go-i18n/v2": "MIT",
	"github.com/rymdport/portal":       "Apache-2.0",
	"github.com/srwiley/oksvg":         "BSD-3-Clause",
	"github.com/srwiley/rasterx":       "BSD-3-Clause",
	"github.com/yuin/goldmark":         "MIT",
	"golang.org/x/image":               "BSD-3-Clause",
	"golang.org/x/net":                 "BSD-3-Clause",
	"golang.org/x/sync":                "BSD-3-Clause",
	"golang.org/x/sys":                 "BSD-3-Clause",
	"golang.org/x/text":                "BSD-3-Clause",
}
