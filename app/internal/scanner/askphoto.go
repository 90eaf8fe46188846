package scanner

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/shortcuts"
	"cubesolver/app/internal/widgets"
)

// photoAsk is the pop-up asking for a photo's file: its path typed or
// pasted, for a cuber who has it in a terminal or a file manager, or
// picked with Browse… in Fyne's file dialog, which has no place to type
// one. A path that is no photo is said at once, the pop-up staying open
// to put it right.
type photoAsk struct {
	Pop     *widget.PopUp
	Heading *widget.Label // what the photo is of
	Entry   *pathEntry
	Problem *widget.Label
	Open    *widgets.KeyButton
	Browse  *widgets.KeyButton

	win    fyne.Window
	folder photoFolder
	// load is given the path of the photo chosen. Once the pop-up is
	// closed, the focus is the pop-up's under it, as it was (Fyne keeps
	// one for each): the face's button pressed with Space, or none.
	load func(path string)
}

// photoTypes are the file names the file dialog offers.
var photoTypes = []string{".png", ".jpg", ".jpeg", ".PNG", ".JPG", ".JPEG"}

// askPhoto shows the pop-up titled title asking for a photo, over win.
func askPhoto(win fyne.Window, title string, folder photoFolder, load func(path string)) *photoAsk {
	a := &photoAsk{win: win, folder: folder, load: load}
	a.Heading = widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	say := "Type or paste the photo's path."
	if dir := folder.get(); dir != "" {
		say = "Type or paste the photo's path; a name alone is looked for in " + dir + "."
	}
	where := widget.NewLabel(say)
	where.Wrapping = fyne.TextWrapWord
	a.Entry = newPathEntry()
	a.Entry.SetPlaceHolder("The photo's path, e.g. " + filepath.Join(folder.get(), "U.jpg"))
	a.Entry.OnSubmitted = func(string) { a.open() }
	a.Entry.OnEscape = a.cancel
	// What is wrong is said in a box of its own height, so that the
	// buttons under it stay where the pointer is.
	a.Problem = widget.NewLabel("")
	a.Problem.Wrapping = fyne.TextWrapWord
	a.Problem.Importance = widget.DangerImportance
	a.Entry.OnChanged = func(string) { a.Problem.SetText("") }
	a.Browse = widgets.NewKeyButtonWithIcon("Browse…", theme.FolderOpenIcon(), a.browse)
	cancel := widgets.NewKeyButtonWithIcon("Cancel", theme.CancelIcon(), a.cancel)
	a.Open = widgets.NewKeyButtonWithIcon("Open", theme.ConfirmIcon(), a.open)
	a.Open.Importance = widget.HighImportance
	keys := &widgets.DialogKeys{OnEnter: a.open, OnEscape: a.cancel}
	keys.ExtendBaseWidget(keys)
	content := container.NewStack(keys, container.NewVBox(a.Heading, where, a.Entry,
		container.New(widgets.FixedHeight{Lines: 2}, a.Problem),
		container.NewHBox(a.Browse, widgets.LayoutSpacer(), cancel, a.Open)))
	a.Pop = widget.NewModalPopUp(content, win.Canvas())
	c := win.Canvas()
	width := fyne.Min(640, c.Size().Width-4*theme.Padding())
	where.Resize(fyne.NewSize(width, where.MinSize().Height))
	a.Problem.Resize(fyne.NewSize(width, a.Problem.MinSize().Height))
	a.Pop.Resize(fyne.NewSize(width, content.MinSize().Height))
	a.Pop.Show()
	c.Focus(a.Entry)
	return a
}

// path is the file the entry names.
func (a *photoAsk) path() string { return typedPath(a.Entry.Text, a.folder.get()) }

// open takes the photo typed if it is one, and says what is wrong if not.
func (a *photoAsk) open() {
	path := a.path()
	if problem := photoPathProblem(path); problem != "" {
		a.Problem.SetText(problem)
		a.win.Canvas().Focus(a.Entry)
		return
	}
	a.done(path)
}

// done closes the pop-up and loads the photo in path.
func (a *photoAsk) done(path string) {
	a.Pop.Hide()
	a.load(path)
}

// cancel closes the pop-up, loading nothing.
func (a *photoAsk) cancel() {
	a.Pop.Hide()
}

// browse opens Fyne's file dialog in the folder typed (or the folder of
// the file typed), else where the last photo came from. Cancelled, it
// leaves the path to be typed, unless Browse… pressed with Space keeps
// the focus.
func (a *photoAsk) browse() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			if c := a.win.Canvas(); c.Focused() == nil {
				c.Focus(a.Entry)
			}
			return
		}
		path := r.URI().Path()
		r.Close()
		a.done(path)
	}, a.win)
	d.SetFilter(storage.NewExtensionFileFilter(photoTypes))
	if l, err := storage.ListerForURI(storage.NewFileURI(a.browseFrom())); err == nil {
		d.SetLocation(l)
	}
	d.Show()
}

// browseFrom is the folder the file dialog opens in.
func (a *photoAsk) browseFrom() string {
	if a.Entry.Text != "" {
		p := a.path()
		if isDir(p) {
			return p
		}
		if isDir(filepath.Dir(p)) {
			return filepath.Dir(p)
		}
	}
	return a.folder.get()
}

// pathEntry is where the path is typed: Escape closes its pop-up, and
// Ctrl+Q still quits, which an entry would take as its own.
type pathEntry struct {
	widget.Entry
	OnEscape func()
}

func newPathEntry() *pathEntry {
	e := &pathEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey implements fyne.Focusable.
func (e *pathEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.OnEscape != nil {
		e.OnEscape()
		return
	}
	e.Entry.TypedKey(k)
}

// TypedShortcut implements fyne.Shortcutable.
func (e *pathEntry) TypedShortcut(s fyne.Shortcut) {
	if shortcuts.IsQuit(s) {
		shortcuts.QuitApp()
		return
	}
	e.Entry.TypedShortcut(s)
}
