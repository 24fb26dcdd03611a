// @ts-check
/**
 * The mutation run of the access and league code (docs/fiabilite.md "Mutations"): `npm run mutation` from the root.
 * Not in CI: it takes about half an hour here. Each mutant runs only the tests that reached its code in the first run
 * (coverage per test), among the test files that exercise these folders; a mutant reached only while a file sets up
 * (its beforeAll, a route's registration) is left out rather than running every file again (ignoreStatic).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  mutate: [
    'src/http/policy.ts',
    'src/http/guards.ts',
    'src/features/ligues/{league-routes,league,league-changes,member-changes,members,invites,invite-routes,accept}.ts',
    'src/features/setup/{code,service}.ts',
    'src/features/auth/accounts.ts',
  ],
  testFiles: [
    // Left out: invite-race.test.ts (its race is one only on PostgreSQL, and this run is on PGlite) and
    // separation.test.ts (its set-up, a whole draft and mercato, costs too much per mutant; league.test.ts proves the
    // same for a member of two leagues).
    'src/features/ligues/{league,ligues,invites}.test.ts',
    'src/features/account/*.test.ts',
    'src/features/setup/*.test.ts',
    'test/acts-on.test.ts',
    'test/security.test.ts',
  ],
  // Left out: a text changed (a message, an error's code, a log's label), an object emptied (a query's columns or
  // values, an answer's fields: the query or the answer breaks at once) and a function made to return nothing.
  mutator: { excludedMutations: ['StringLiteral', 'ObjectLiteral', 'ArrowFunction'] },
  ignorePatterns: ['bench', 'reports'],
  concurrency: 2,
  timeoutMS: 60_000,
  timeoutFactor: 3,
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // A run again tests only the mutants whose code or tests changed since the last (--force: all of them).
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
};
