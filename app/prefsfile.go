package app

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"fyne.io/fyne/v2"

	"cubesolver/app/internal/words"
)

// checkPrefsSave says why the preferences file name cannot be saved, or
// returns "". Fyne's saves fail with a line on standard error only, and
// every change made in the window is then gone at the next start. The
// file is opened for writing but not written (a write truncates it, and
// a second Cube Solver starting might read it half written); before
// there is one, a file is made in its folder and removed.
func checkPrefsSave(name string) string {
	f, err := os.OpenFile(name, os.O_WRONLY, 0)
	if errors.Is(err, fs.ErrNotExist) {
		dir := filepath.Dir(name)
		if err = os.MkdirAll(dir, 0o700); err == nil {
			if f, err = os.CreateTemp(dir, ".probe-*"); err == nil {
				defer os.Remove(f.Name())
			}
		}
	}
	if err != nil {
		return "The settings cannot be saved (" + err.Error() + "): what is changed now is not kept for the next start."
	}
	f.Close()
	return ""
}

// checkPrefsRead looks at the preferences file name as Fyne has read it.
func checkPrefsRead(name string) string {
	data, err := os.ReadFile(name)
	if err != nil {
		if _, serr := os.Stat(name); serr != nil {
			return "" // none saved yet
		}
		return "The saved settings could not be read (" + err.Error() + "), so the defaults are used."
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return ""
	}
	keep := func() (string, bool) {
		kept := name + ".unreadable"
		return kept, os.WriteFile(kept, data, 0o600) == nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var values map[string]any
	if err := dec.Decode(&values); err != nil || values == nil {
		if kept, ok := keep(); ok {
			return "The saved settings could not be read (" + why(err) + "), so the defaults are used; the file is kept as " + kept + "."
		}
		return "The saved settings (" + name + ") could not be read (" + why(err) + "), so the defaults are used."
	}
	var problems []string
	if rest := bytes.TrimSpace(data[dec.InputOffset():]); len(rest) > 0 {
		if kept, ok := keep(); ok {
			problems = append(problems, "the file of saved settings has more after them, which the next save drops; it is kept as "+kept)
		} else {
			problems = append(problems, "the file of saved settings ("+name+") has more after them, which the next save drops")
		}
	}
	var wrong []string
	for _, k := range slices.Sorted(maps.Keys(prefKinds)) {
		if v, ok := values[k]; ok && !prefKinds[k].holds(v) {
			wrong = append(wrong, fmt.Sprintf("%s (%s is not %s)", k, shortJSON(v), prefKinds[k]))
		}
	}
	if wrong != nil {
		problems = append(problems, "some saved settings are of the wrong kind, so their defaults are used: "+strings.Join(wrong, ", "))
	}
	if problems == nil {
		return ""
	}
	return words.Sentence(strings.Join(problems, "; "))
}

// why says in a few words why the file could not be read.
func why(err error) string {
	if err == nil {
		return "it holds no settings"
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return "it holds a JSON " + te.Value + ", not the settings"
	}
	return "it is not JSON"
}

// prefKind is the JSON kind a setting is saved as.
type prefKind string

const (
	kindString prefKind = "a string"
	kindNumber prefKind = "a number"
	kindBool   prefKind = "true or false"
)

func (k prefKind) holds(v any) bool {
	switch k {
	case kindString:
		_, ok := v.(string)
		return ok
	case kindNumber:
		_, ok := v.(float64)
		return ok
	}
	_, ok := v.(bool)
	return ok
}

// prefKinds are the kinds of the settings the window saves.
var prefKinds = func() map[string]prefKind {
	m := map[string]prefKind{
		prefMode: kindString, prefTarget: kindNumber, prefTimeout: kindNumber, prefOptimalTimeout: kindNumber,
		prefColour: kindNumber, prefMoves: kindString, prefSpeed: kindNumber, prefTable: kindString,
		prefTableDeclined: kindBool, prefPuzzle: kindString, prefMetric: kindString,
		prefWindowSize: kindString,
	}
	for _, keys := range append(append(prefDoc[:], prefTyped[:]...), prefTypedFor[:]...) {
		for _, k := range keys {
			m[k] = kindString
		}
	}
	return m
}()

// shortJSON writes v as JSON, cut short if long.
func shortJSON(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 24 {
		return string(b[:20]) + "…"
	}
	return string(b)
}

// Fyne's own saving of preferences.json is not sure at the end: a change
// within 100 ms of its last write is written 100 ms later by a goroutine
// nothing waits for; its write on quitting is queued behind the main loop
// (and dropped if the queue is drained first); each write truncates the
// file before filling it; and its watch of the folder reads the file back
// and writes it again after a change there. A program ending in one of
// those writes left the file cut short. So the window keeps its own file,
// saved/preferences.json beside Fyne's (a folder Fyne does not watch), and
// writes it itself, whole, at each change: a temporary file renamed over
// it, so it is never seen half written. The last change is on disk when
// the window has closed: nothing is left to wait for. Fyne's file is then
// a copy that Fyne keeps, read only while there is no file of our own.

// keptDir is the folder, in the app's storage, of the window's own file.
const keptDir = "saved"

// prefsKeeper writes the preferences the window saves (prefKinds) to its
// file.
type prefsKeeper struct {
	p    fyne.Preferences
	name string

	mu      sync.Mutex
	last    []byte // what the file holds
	stopped bool
}

// keepPrefs reads the window's own preferences file in storage root into p,
// over what Fyne read from its own (which is what p holds if there is no
// file of our own yet), and writes p to it at each change from then on. It
// returns the keeper (nil if root is not a folder) and what the user
// should be told ("" if nothing) of what was passed over in silence in
// the file read, which is the first JSON value in it if that is an
// object, as Fyne reads it, and nothing otherwise:
//
//   - a file that holds no object (not JSON, or an array) is kept beside
//     as preferences.json.unreadable, and the defaults are used;
//   - an object followed by more is read, and the whole file is kept
//     beside, since the next save drops what follows;
//   - a known setting of the wrong kind ("cube": 5) is named: its default
//     is used;
//   - a setting the window does not save (one an older version saved, as
//     "toTarget") is passed over without a word, and dropped at the next
//     save;
//   - a file that cannot be read, or saved, is said, with why.
func keepPrefs(root fyne.URI, p fyne.Preferences) (*prefsKeeper, string) {
	if root == nil || root.Scheme() != "file" {
		return nil, ""
	}
	k := &prefsKeeper{p: p, name: filepath.Join(root.Path(), keptDir, "preferences.json")}
	read := k.name
	if _, err := os.Stat(k.name); errors.Is(err, fs.ErrNotExist) {
		read = filepath.Join(root.Path(), "preferences.json")
	}
	note := words.JoinNotes(checkPrefsRead(read), checkPrefsSave(k.name))
	if read == k.name {
		k.load()
	}
	k.last, _ = os.ReadFile(k.name)
	if read != k.name && len(k.values()) > 0 {
		k.write() // what Fyne's file held, in a file of our own
	} else if k.last == nil {
		k.last, _ = json.Marshal(k.values()) // nothing to write yet
	}
	p.AddChangeListener(k.write)
	return k, note
}

// load sets p to what the file holds: the settings in it of the right
// kind, no others.
func (k *prefsKeeper) load() {
	var saved map[string]any
	if data, err := os.ReadFile(k.name); err == nil {
		json.NewDecoder(bytes.NewReader(data)).Decode(&saved)
	}
	held := k.values()
	for key, kind := range prefKinds {
		v, ok := saved[key]
		switch {
		case ok && kind.holds(v) && kind == kindString:
			k.p.SetString(key, v.(string))
		case ok && kind.holds(v) && kind == kindNumber:
			k.p.SetFloat(key, v.(float64))
		case ok && kind.holds(v):
			k.p.SetBool(key, v.(bool))
		case held[key] != nil:
			k.p.RemoveValue(key)
		}
	}
}

// values are the settings p holds, by key.
func (k *prefsKeeper) values() map[string]any {
	const none = "\x00none"
	m := map[string]any{}
	for key, kind := range prefKinds {
		switch kind {
		case kindString:
			if s := k.p.StringWithFallback(key, none); s != none {
				m[key] = s
			}
		case kindNumber:
			if x := k.p.FloatWithFallback(key, math.NaN()); !math.IsNaN(x) {
				m[key] = x
			}
		default:
			if b := k.p.BoolWithFallback(key, false); b == k.p.BoolWithFallback(key, true) {
				m[key] = b
			}
		}
	}
	return m
}

// write writes the settings p holds to the file, unless it holds them
// already or the keeper has stopped. A failure is logged as Fyne logs its
// own (the start has said if the file cannot be saved).
func (k *prefsKeeper) write() {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.stopped {
		return
	}
	data, err := json.Marshal(k.values())
	if err != nil || bytes.Equal(data, k.last) {
		return
	}
	if err := writeFileAtomic(k.name, data); err != nil {
		fyne.LogError("Failed on saving preferences", err)
		return
	}
	k.last = data
}

// stop writes what p holds if it is not written yet, and nothing after: it
// is called when the window has closed, and what the window held then is
// what is kept (Fyne reading its own file back afterwards changes nothing).
func (k *prefsKeeper) stop() {
	if k == nil {
		return
	}
	k.write()
	k.mu.Lock()
	k.stopped = true
	k.mu.Unlock()
}

// writeFileAtomic writes data to the file name through a temporary file in
// its folder, renamed over it.
func writeFileAtomic(name string, data []byte) error {
	dir := filepath.Dir(name)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".preferences-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name()) // fails once renamed
	// Not synced: the rename alone keeps a program that ends mid-write
	// from leaving the file cut short, and a sync at every sticker
	// painted would hold up the window (listeners run on its goroutine)
	// for the disk's flush, milliseconds on a slow one.
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), name)
	}
	return err
}
