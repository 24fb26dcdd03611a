/**
 * No circle between features, on the server or the web: the second half of `npm run lint:imports`, run on
 * server/src/features and web/src/features alone. A feature's folder stands for all its files, tests left out
 * (a test may use any feature); the code outside the features is not followed, so only the features' own imports
 * make a circle. .dependency-cruiser.cjs has the other import rules.
 */
const { options } = require('./.dependency-cruiser.cjs');

const FEATURE = '^(server|web)/src/features/[^/]+$';

module.exports = {
  forbidden: [
    {
      name: 'no-feature-circle',
      comment: 'Features depend on each other in one direction, so that each one can be read and tested without the others.',
      severity: 'error',
      scope: 'folder',
      from: { path: FEATURE },
      to: { path: FEATURE, circular: true },
    },
  ],
  options: {
    ...options,
    doNotFollow: { path: ['(^|/)node_modules/', '^(server|web)/src/(?!features/)', '^domain/'] },
    exclude: { path: ['(^|/)node_modules/', '\\.test\\.tsx?$'] },
  },
};
