/**
 * Every French text of the app, one file per feature; `spec.ts` holds the ones SPEC.md gives.
 * The web imports this folder alone (`@poolfoot/domain/messages`) to stay light: nothing here may
 * import zod or the api files at run time (type imports only).
 */
export * from './account.js';
export * from './acts.js';
export * from './app.js';
export * from './push.js';
export * from './autopilot.js';
export * from './chat.js';
export * from './clubs.js';
export * from './compos.js';
export * from './demo.js';
export * from './draft.js';
export * from './home.js';
export * from './joueurs.js';
export * from './journees.js';
export * from './championnat.js';
export * from './ligues.js';
export * from './matchlfps.js';
export * from './mercato.js';
export * from './names.js';
export * from './next-step.js';
export * from './nav.js';
export * from './plural.js';
export * from './rencontres.js';
export * from './resultats.js';
export * from './saisons.js';
export * from './season-end.js';
export * from './server.js';
export * from './spec.js';
export * from './stats.js';
export * from './trades.js';
