import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The test push service's certificate (test/push-service.ts), trusted by the test processes as a browser vendor's push
// service is by a real server: Node reads it when a process starts, so it is set here, before the forks (over any
// machine-wide one: the tests reach no outside service).
process.env.NODE_EXTRA_CA_CERTS = join(import.meta.dirname, 'test', 'push-service-tls', 'cert.pem');

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The run's migrated database, each file's fresh one a copy of it (test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest takes one fewer worker than cores: one on CI's two, where the files mostly wait on PGlite and timers. Two,
    // each reusing its loaded modules from file to file (every file builds its own app on an empty database: nothing
    // is shared but the code, and on PGlite a database emptied, test/db.ts), took the suite from 931 s to 360 s here
    // (docs/mesures.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    isolate: false,
    // A focused test (.only) fails the run; skips are refused by Biome (noSkippedTests) unless a comment says why.
    allowOnly: false,
    // Each statement of a request or a timed job that touches a league's data without naming the league fails
    // (src/db/league-scope.ts).
    env: { LEAGUE_SCOPE_CHECK: '1' },
  },
});
