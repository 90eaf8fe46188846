package solver_test

import (
	"os"
	"testing"

	"cubesolver/solver"
	"cubesolver/tables/tablestest"
)

// TestMain points the tables' default folder, where the Examples load
// them as a program does, at the tests' shared cache folder, never the
// user's.
func TestMain(m *testing.M) {
	os.Setenv(solver.EnvDir, tablestest.Dir())
	os.Exit(m.Run())
}
