/**
 * The import rules of README's architecture page, checked by `npm run lint:imports` (a step of `npm test`) over
 * every package, tests and scripts included. Circles between features are checked apart, on the features alone:
 * .dependency-cruiser-features.cjs.
 *
 * Tests (*.test.ts, server/test/) may reach into any feature; only the demo's boundary holds for them too.
 * Each accepted exception is a rule of its own, named `exception-…`, that allows exactly one thing and says why.
 */
const TESTS = ['\\.test\\.tsx?$', '^server/test/'];
const FEATURE_INDEX = '^(server|web)/src/features/[^/]+/index\\.ts$';
const ROUTER = '^web/src/app/routes\\.tsx$';
const PAGE = '^web/src/features/[^/]+/(pages/[^/]+|[^/]+-page)\\.tsx$';
const DEMO_LEAGUE_ROUTES = '^server/src/demo/league/routes\\.ts$';
const LEAGUE_RUNTIME = '^server/src/features/league/runtime\\.ts$';

/** The files of a feature other than its index.ts, on the server or the web. */
const insideFeature = (side) => ({ path: `^${side}/src/features/[^/]+/`, pathNot: FEATURE_INDEX });

/** A feature is reached from anywhere else only through its index.ts. */
const throughIndex = (side, exceptions) => [
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
      comment: 'domain is pure TypeScript without I/O: its own files and zod, not even a Node built-in.',
      severity: 'error',
      from: { path: '^domain/src/', pathNot: TESTS },
      to: { pathNot: ['^domain/src/', '(^|/)node_modules/zod/'] },
    },
    ...throughIndex('server', [DEMO_LEAGUE_ROUTES]),
    {
      name: 'exception-demo-league-reads-league-runtime',
      comment:
        "Exception: the demo league's routes read features/league/runtime.ts directly, because the league's index.ts " +
        'exports the league routes, which mount the demo league through demo/index.ts: through the index, a circle. ' +
        'Nothing else of a feature but its index.ts.',
      severity: 'error',
      from: { path: DEMO_LEAGUE_ROUTES },
      to: { ...insideFeature('server'), pathNot: [FEATURE_INDEX, LEAGUE_RUNTIME] },
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
