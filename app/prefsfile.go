package app

import (
	"bytes"
	"cubesolver/app/internal/words"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
)

// checkPrefsFile looks at the preferences file Fyne has just read, for
// what Fyne passes over in silence, and returns what the user should be
// told ("" if nothing). Fyne reads the file's first JSON value into the
// preferences if it is an object, and starts from empty ones otherwise;
// its next save writes over the file. So:
//
//   - a file that holds no object (not JSON, or an array) is kept beside
//     as preferences.json.unreadable, and the defaults are used;
//   - an object followed by more is read, and the whole file is kept
//     beside, since the next save drops what follows;
//   - a known setting of the wrong kind ("cube": 5) is named: its default
//     is used;
//   - a file that cannot be read, or saved, is said, with why.
func checkPrefsFile(root fyne.URI) string {
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	name := filepath.Join(root.Path(), "preferences.json")
	return words.JoinNotes(checkPrefsRead(name), checkPrefsSave(name))
}

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
	for _, keys := range prefDoc {
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
