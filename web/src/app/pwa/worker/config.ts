/** What the build tells the worker (web/plugins/pwa.ts, through Vite's `define`): its version, its files, its API rules. */
export type WorkerConfig = {
  /** A digest of the shell's files: a build that changes any of them is a new version, with new bytes to install. */
  version: string;
  /** The files kept at install: the shell page, every asset of the build, the favicon and the notifications' icons. */
  shell: string[];
  /** Where the API's calls live (/backend/api/). */
  apiPrefix: string;
  /** The GET calls whose answers are never kept: the live stream, the session's and the account's calls. */
  neverKept: string[];
  /** The reads that SPEC.md makes POST calls (game/context.php): kept too, under their address and body. */
  postReads: string[];
  /** The calls after which the same address answers for another person or league: the data kept is dropped. */
  sessionChanges: string[];
};

declare const __POOLFOOT_WORKER__: WorkerConfig;

export const CONFIG: WorkerConfig = __POOLFOOT_WORKER__;
