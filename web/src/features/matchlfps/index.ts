/**
 * The matchlfps feature (the league's matches, their list and edit): nothing of it is for another feature. Its pages
 * are loaded by app/routes.tsx directly (one chunk each), not through this file; what another feature comes to need of
 * it is exported here.
 */
export {};
