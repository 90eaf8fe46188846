package app

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
)

func TestPreferencesRoundTrip(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	if st := loadState(p); st.HasCube || st.Settings != DefaultSettings() {
		t.Errorf("empty preferences give %+v", st)
	}

	// Edits in one window...
	f, _, _ := scrambled(5)
	f[0] = cube.Blank // half-described cubes survive too
	w := test.NewTempWindow(t, nil)
	v := newWindowView(a, w, Options{Facelets: &f, Loader: instantLoader(&fakeSolver{})})
	v.editor.selectColour(cube.L)
	v.panel.change(func(s *Settings) { s.Mode = Optimal; s.MaxLength = 18; s.Timeout = 30 * time.Second })
	v.editor.ui.moves.SetText("R U R'")

	// ...are there in the next.
	w2 := test.NewTempWindow(t, nil)
	v2 := newWindowView(a, w2, Options{Loader: instantLoader(&fakeSolver{})})
	if v2.editor.f != f {
		t.Errorf("cube %v, want %v", v2.editor.f, f)
	}
	want := Settings{Mode: Optimal, MaxLength: 18, Timeout: 30 * time.Second}
	if v2.panel.settings != want {
		t.Errorf("settings %+v, want %+v", v2.panel.settings, want)
	}
	if v2.panel.mode.Selected != "Optimal" || v2.panel.target.Selected != "18 moves" || v2.panel.timeout.Selected != "30 s" {
		t.Errorf("widgets show %q %q %q", v2.panel.mode.Selected, v2.panel.target.Selected, v2.panel.timeout.Selected)
	}
	if v2.editor.colour != cube.L || v2.editor.ui.moves.Text != "R U R'" {
		t.Errorf("colour %v, moves %q", v2.editor.colour, v2.editor.ui.moves.Text)
	}

	// Flags win over what was saved.
	m := Standard
	solved := cube.SolvedFacelets()
	v3 := newWindowView(a, test.NewTempWindow(t, nil), Options{Facelets: &solved, Mode: &m, Loader: instantLoader(&fakeSolver{})})
	if v3.editor.f != solved || v3.panel.settings.Mode != Standard || v3.panel.settings.MaxLength != 18 {
		t.Errorf("flags: cube %v settings %+v", v3.editor.f == solved, v3.panel.settings)
	}

	// Garbage in the preferences falls back to defaults.
	p.SetString(prefCube, "nonsense")
	p.SetString(prefMode, "fastest")
	p.SetInt(prefTarget, 99)
	p.SetInt(prefTimeout, -5)
	st := loadState(p)
	if st.HasCube || st.Facelets != cube.SolvedFacelets() || st.Settings.Mode != Standard ||
		st.Settings.MaxLength != maxTarget || st.Settings.Timeout != DefaultSettings().Timeout {
		t.Errorf("from garbage: %+v", st)
	}
}
