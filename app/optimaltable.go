package app

import (
	"context"
	"time"

	"fyne.io/fyne/v2"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/search"
)

// optimalTable is the session's part that looks after the optimal
// search's table: it hands the solver the size chosen in the solve panel,
// offers to build it when optimal mode is first chosen, and builds it on
// its own goroutine, the progress shown under the cubes. It lives on the
// UI goroutine.
type optimalTable struct {
	// solver is the solver once its tables are loaded, nil before.
	solver Solver
	panel  *solvepanel.SolvePanel
	tables *solvepanel.TablesView
	// post runs a function on the UI goroutine (the session's post).
	post func(func())

	// ctx lives as long as the window: the table builds stop with it.
	ctx context.Context
	// canvas shows the offer to build the optimal table; nil: never
	// offered.
	canvas fyne.Canvas
	// tableAsked is set once the optimal table has been offered this run;
	// prefs keeps, across runs, that the user said "Not now", and the size
	// picked, if one ever was (nil: nothing kept).
	tableAsked bool
	prefs      fyne.Preferences
	// mode is the mode of the settings as last told (settingsChanged).
	mode Mode
	// chosenTable is the optimal table's size last handed to the solver
	// (ChooseOptimalTable), "" before; building is the one being built,
	// "" if none.
	chosenTable string
	building    string
	// onTableBuilt, if set, is called on the UI goroutine when a build of
	// an optimal table ends; tests wait on it.
	onTableBuilt func(error)
}

// ready is told of the solver once its tables are loaded.
func (o *optimalTable) ready(sv Solver) {
	o.solver = sv
	o.takeBuiltTable()
	o.chooseTable()
}

// takeBuiltTable chooses the largest size already built (by cubecli, say)
// where the default is not built and no size was ever picked: a search
// then runs with the table that is there, and choosing optimal mode does
// not offer to build another. A size picked is kept, built or not, and
// the default is not saved until one is (see saveSettings).
func (o *optimalTable) takeBuiltTable() {
	ot := optimalTablesOf(o.solver)
	if ot == nil || o.prefs == nil || o.prefs.String(prefTable) != "" ||
		o.panel.Settings.OptimalTable != solvepanel.DefaultOptimalTable {
		return
	}
	var best search.OptimalTable
	for _, x := range ot.OptimalTables() {
		if x.Built && x.Name == solvepanel.DefaultOptimalTable {
			return
		}
		if x.Built && x.Bytes > best.Bytes {
			best = x
		}
	}
	if best.Name != "" {
		o.panel.Change(func(st *solvepanel.Settings) { st.OptimalTable = best.Name }) // calls back chooseTable
	}
}

// settingsChanged is told of every change of the settings: a size of the
// optimal table picked is handed to the solver, and a choice of optimal
// mode offers to build the table chosen (the first time).
func (o *optimalTable) settingsChanged(st solvepanel.Settings) {
	o.chooseTable()
	if st.Mode == Optimal && o.mode != Optimal {
		o.offerTable()
	}
	o.mode = st.Mode
}

// chooseTable hands the solver the optimal table's size chosen, if it is
// not the one handed last, and shows where the sizes stand. A size the
// solver does not know falls back to the default one.
func (o *optimalTable) chooseTable() {
	ot := optimalTablesOf(o.solver)
	if ot == nil {
		o.updateTables()
		return
	}
	name := o.panel.Settings.OptimalTable
	if name != o.chosenTable {
		if err := ot.ChooseOptimalTable(name); err != nil && name != solvepanel.DefaultOptimalTable {
			o.panel.Change(func(st *solvepanel.Settings) { st.OptimalTable = solvepanel.DefaultOptimalTable }) // calls back here
			return
		}
		o.chosenTable = name
	}
	o.updateTables()
}

// updateTables shows in the solve panel where the optimal table's sizes
// stand.
func (o *optimalTable) updateTables() {
	if o.solver == nil {
		return
	}
	var list []search.OptimalTable
	if ot := optimalTablesOf(o.solver); ot != nil {
		list = ot.OptimalTables()
	}
	o.panel.SetTables(list, o.building)
}

// chosenTableState returns the solver's optimal tables and the chosen
// size as they stand, or false if the solver has none or does not list
// it.
func (o *optimalTable) chosenTableState() (OptimalTables, search.OptimalTable, bool) {
	ot := optimalTablesOf(o.solver)
	if ot == nil {
		return nil, search.OptimalTable{}, false
	}
	for _, x := range ot.OptimalTables() {
		if x.Name == o.chosenTable {
			return ot, x, true
		}
	}
	return nil, search.OptimalTable{}, false
}

// offerTable asks whether to build the optimal table chosen if it is not
// built: once a run, and never again once the user has said "Not now"
// (the Build button under the Table list builds it later).
func (o *optimalTable) offerTable() {
	if o.tableAsked || o.prefs != nil && o.prefs.Bool(prefTableDeclined) {
		return
	}
	if o.canvas == nil || o.building != "" {
		return
	}
	_, x, ok := o.chosenTableState()
	if !ok || x.Built || x.Building {
		return
	}
	o.tableAsked = true
	widgets.ShowChoice(o.canvas, "Build the optimal table "+x.Name+"?", solvepanel.TableOffer(x), "Build", "Not now",
		o.buildTable, func() {
			if o.prefs != nil {
				o.prefs.SetBool(prefTableDeclined, true)
			}
		})
}

// buildTable builds the optimal table chosen on its own goroutine, its
// progress shown under the cubes; editing and solving go on meanwhile
// (optimal searches with the least table until it is ready). One is
// built at a time. Closing the window stops it.
func (o *optimalTable) buildTable() {
	ot, x, ok := o.chosenTableState()
	if !ok || x.Built || x.Building || o.building != "" {
		o.updateTables()
		return
	}
	ctx := o.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	start := time.Now()
	o.building = x.Name
	o.tables.OptimalStarted(x)
	o.updateTables()
	go func() {
		err := ot.BuildOptimalTable(ctx, func(p search.TableProgress) {
			o.post(func() { o.tables.OptimalProgress(x, p) })
		})
		o.post(func() {
			o.building = ""
			if err != nil {
				o.tables.OptimalFailed(x.Name, err)
			} else {
				o.tables.OptimalReady(x.Name, time.Since(start), o.chosenTable == x.Name)
			}
			o.updateTables()
			if o.onTableBuilt != nil {
				o.onTableBuilt(err)
			}
		})
	}()
}
