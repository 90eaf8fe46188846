// Package tables is what the searches look up instead of turning cubies,
// cut by level into packages below it: coord, the coordinates of a cube's
// pieces and the move tables built from them; twophase, the standard
// search's tables; optimal, the optimal search's table; pocket, the pocket
// cube's. Each is built on all cores with progress (internal/bfs holds
// the breadth-first builder they share) and cached on disk
// (internal/cache: the file format, atomic saves, locks, the progress
// reporter).
//
// This package holds what they all speak of: where the cache lives
// (DefaultDir, Options), what a load did (Info, CacheError, Progress),
// and Prefetch, by which a search asks for many entries at once.
package tables
