/**
 * The import rules of README's architecture page, checked by `npm run lint:imports` (a step of `npm test`) over
 * every package, tests and scripts included. Circles between features are checked apart, on the features alone:
 * .dependency-cruiser-features.cjs.
 *
 * Tests (*.test.ts, server/test/) may reach into any feature; only the demo's boundary holds for them too.
 * Each accepted exception is a rule of its own, named `exception-…`, that allows exactly one thing and says why.
 */
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const TESTS = ['\\.test\\.tsx?$', '^server/test/'];
const FEATURE_INDEX = '^(server|web)/src/features/[^/]+/index\\.ts$';
const ROUTER = '^web/src/app/routes\\.tsx$';
const PAGE = '^web/src/features/[^/]+/(pages/[^/]+|[^/]+-page)\\.tsx$';

/** The files of a feature other than its index.ts, on the server or the web. */
const insideFeature = (side) => ({ path: `^${side}/src/features/[^/]+/`, pathNot: FEATURE_INDEX });

/** The folders of `side`/src/features that have no index.ts (none, as it should be: '^$' matches no file). */
const withoutIndex = (side) => {
  const features = join(__dirname, side, 'src/features');
  const missing = readdirSync(features, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !existsSync(join(features, e.name, 'index.ts')))
    .map((e) => `^${side}/src/features/${e.name}/`);
  return missing.length ? missing : ['^$'];
};

/** A feature is reached from anywhere else only through its index.ts. */
const throughIndex = (side, exceptions) => [
  {
    name: `${side}-feature-has-index`,
    comment:
      `Each folder of ${side}/src/features has its index.ts, its only door, even while nothing of it is for another ` +
      'feature: this rule names the imports of a folder that has none.',
    severity: 'error',
    from: { path: withoutIndex(side) },
    to: {},
  },
  {
    name: `${side}-feature-through-index`,
    comment: `A feature of ${side}/src/features reaches another one only through that feature's index.ts.`,
    severity: 'error',
    from: { path: `^${side}/src/features/([^/]+)/`, pathNot: [...TESTS, ...exceptions] },
    to: { ...insideFeature(side), pathNot: [FEATURE_INDEX, `^${side}/src/features/$1/`] },
  },
  {
    name: `${side}-outside-through-index`,
    comment: `Code outside ${side}/src/features reaches a feature only through its index.ts.`,
    severity: 'error',
    from: { path: `^${side}/`, pathNot: [`^${side}/src/features/[^/]+/`, ...TESTS, ...exceptions] },
    to: insideFeature(side),
  },
];

module.exports = {
  forbidden: [
    {
      name: 'web-not-server',
      comment: 'The browser knows the server only through the contract in domain, never by importing its code.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'domain-only-zod',
      comment:
        'domain is pure TypeScript without I/O: its own files, zod, and the password strength estimator (pure, its ' +
        'dictionaries in code; only password-strength.ts reaches it), not even a Node built-in.',
      severity: 'error',
      from: { path: '^domain/src/', pathNot: TESTS },
      to: { pathNot: ['^domain/src/', '(^|/)node_modules/zod/', '(^|/)node_modules/@zxcvbn-ts/'] },
    },
    ...throughIndex('server', []),
    {
      name: 'server-base-below-features',
      comment:
        'db/, cache/, http/, jobs/ and providers/ serve the features, the demo and the app, and never import them: the ' +
        "server's folders form no circle (the demo uses features, app.ts and server.ts put everything together).",
      severity: 'error',
      from: { path: '^server/src/(db|cache|http|jobs|providers)/', pathNot: TESTS },
      to: { path: ['^server/src/(features|demo|cli)/', '^server/src/(app|server)\\.ts$'] },
    },
    {
      name: 'server-db-at-the-bottom',
      comment: 'The database layer stands on its own: the configuration and itself (the cache and the HTTP layer read it).',
      severity: 'error',
      from: { path: '^server/src/db/', pathNot: TESTS },
      to: { path: '^server/src/', pathNot: ['^server/src/db/', '^server/src/config\\.ts$'] },
    },
    {
      name: 'features-not-demo',
      comment: 'The demo uses features through their index.ts, never the other way round (demo/index.ts is for app.ts and server.ts).',
      severity: 'error',
      from: { path: '^server/src/features/', pathNot: TESTS },
      to: { path: '^server/src/demo/' },
    },
    {
      name: 'web-shared-below-app',
      comment: 'lib/ and components/ serve the app and the features; app/ puts them together, never the other way round.',
      severity: 'error',
      from: { path: '^web/src/(lib|components)/', pathNot: TESTS },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-lib-no-circle',
      comment: 'The web lib is a stack of small modules, each usable without the one that uses it.',
      severity: 'error',
      from: { path: '^web/src/lib/' },
      to: { path: '^web/src/lib/', circular: true },
    },
    ...throughIndex('web', [ROUTER]),
    {
      name: 'exception-router-loads-pages',
      comment:
        'Exception: app/routes.tsx loads each page from its own file with React.lazy, one chunk of code per page ' +
        '(through the index, every page would land in one chunk). Nothing else of a feature but its index.ts.',
      severity: 'error',
      from: { path: ROUTER },
      to: { ...insideFeature('web'), pathNot: [FEATURE_INDEX, PAGE] },
    },
    {
      name: 'exception-router-loads-pages-lazily',
      comment: 'The exception above holds for import() only: a static import would put the page in the main chunk.',
      severity: 'error',
      from: { path: ROUTER },
      to: { path: PAGE, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'demo-through-index',
      comment:
        'Outside server/src/demo, the demo is reached only through its index.ts: production code where it starts the ' +
        'demo, and tests, benches and scripts alike.',
      severity: 'error',
      from: { pathNot: '^server/src/demo/' },
      to: { path: '^server/src/demo/', pathNot: '^server/src/demo/index\\.ts$' },
    },
    {
      name: 'resolvable',
      comment: 'An import the cruiser cannot resolve would escape every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '^e2e/(\\.run|node_modules/)' },
    moduleSystems: ['es6'],
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
    skipAnalysisNotInRules: true,
  },
};
