// The index reads the calls through this file, not from ./vendor directly: the sign-in pages' adapters import ./vendor
// on its own, so it sits in a chunk without React, and the index's namespace object of it would bring rolldown's
// helpers a chunk of their own, on every page (docs/performance.md, "Bundle budgets").
export * from './vendor';
