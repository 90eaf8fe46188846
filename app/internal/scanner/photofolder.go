package scanner

import (
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
)

// prefPhotoFolder is the preference keeping the folder the last photo
// was opened from.
const prefPhotoFolder = "scanPhotoFolder"

// photoFolder is the folder the last photo was opened from (picked, typed,
// dropped or pasted), kept for the next start: a cuber's six photos are
// in one folder, and the next photo is looked for there, a name typed
// alone and the file dialog alike.
type photoFolder struct {
	prefs fyne.Preferences // nil keeps nothing
}

// get is the folder kept, if it is still a folder; else the home folder,
// or "".
func (f photoFolder) get() string {
	if f.prefs != nil {
		if dir := f.prefs.String(prefPhotoFolder); dir != "" && isDir(dir) {
			return dir
		}
	}
	home, _ := os.UserHomeDir()
	return home
}

// keep keeps file's folder, if it is one.
func (f photoFolder) keep(file string) {
	dir, err := filepath.Abs(filepath.Dir(file))
	if f.prefs == nil || err != nil || !isDir(dir) {
		return
	}
	f.prefs.SetString(prefPhotoFolder, dir)
}

// isDir says whether path is a folder.
func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}
