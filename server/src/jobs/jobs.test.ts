import { CHAMPIONNAT_MSG, championnatJobSchema, MSG, STATS_MSG, statsJobSchema } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.js';
import { createUser } from '../../test/factories/index.js';
import { jobs } from '../db/schema.js';
import { cancelJob } from './cancel.js';
import { presentJob } from './present.js';
import { type JobRun, type RunEnd, startJob, stopJobs, waitForJobs } from './run.js';
import { JOB_STALE_MS } from './stale.js';
import { finishJob, type JobFamily, type JobRow } from './store.js';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await testApp();
  userId = (await createUser(t.db)).id;
});
afterAll(() => t.close());
// Each test leaves no job running behind it.
afterEach(async () => {
  await stopJobs(t.app.ctx);
  await t.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.status, 'running'));
});

const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error('no job');
  return row;
};
const start = (kind: 'import_lfp' | 'compute_points', run: (job: JobRun) => Promise<RunEnd> = async () => 'done') =>
  startJob(t.app.ctx, t.app.log, { kind, params: { numjournee: 1 }, userId }, run);

/** A run that waits until released (or aborted). */
function gated() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const run = async (job: JobRun): Promise<RunEnd> => {
    await Promise.race([gate, new Promise((resolve) => job.signal.addEventListener('abort', resolve))]);
    return 'done';
  };
  return { run, release };
}

const insertRunning = async (kind: string, quietFor: number) => {
  const at = new Date(t.now().getTime() - quietFor);
  const [row] = await t.db.insert(jobs).values({ kind, params: {}, createdAt: at, updatedAt: at }).returning();
  if (!row) throw new Error('no job');
  return row;
};

describe('one job at a time', () => {
  it('refuses a second job of the same kind or of another kind while one runs (409), then starts once it is over', async () => {
    const first = gated();
    const row = await start('import_lfp', first.run);
    for (const kind of ['import_lfp', 'compute_points'] as const) {
      await expect(start(kind)).rejects.toMatchObject({ code: 'conflict', message: CHAMPIONNAT_MSG.jobRunning });
    }
    first.release();
    await waitForJobs(t.app.ctx);
    expect((await rowOf(row.id)).status).toBe('done');
    const next = await start('compute_points');
    await waitForJobs(t.app.ctx);
    expect((await rowOf(next.id)).status).toBe('done');
  });

  it('takes a running job quiet for the stale delay as dead: the next start closes it as failed, with a line saying why', async () => {
    const alive = await insertRunning('compute_points', JOB_STALE_MS - 1000);
    await expect(start('import_lfp')).rejects.toMatchObject({ code: 'conflict' });
    await t.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, alive.id));

    const dead = await insertRunning('compute_points', JOB_STALE_MS);
    await start('import_lfp');
    await waitForJobs(t.app.ctx);
    const closed = await rowOf(dead.id);
    expect(closed).toMatchObject({ status: 'failed', finishedAt: t.now() });
    expect(closed.log).toEqual([{ at: t.now().toISOString(), level: 'info', text: CHAMPIONNAT_MSG.interrupted }]);
  });

  it('never takes a job this process runs for dead, however quiet', async () => {
    const first = gated();
    await start('import_lfp', first.run);
    const before = t.now();
    t.setNow(new Date(before.getTime() + 2 * JOB_STALE_MS));
    try {
      await expect(start('compute_points')).rejects.toMatchObject({ code: 'conflict' });
    } finally {
      t.setNow(before);
      first.release();
    }
  });
});

describe('how a job ends', () => {
  it('a throw fails the job with a line; a cancel adds its line; a run that recorded its own end keeps it', async () => {
    const ended = async (kind: 'import_lfp' | 'compute_points', run: (job: JobRun) => Promise<RunEnd>) => {
      const row = await start(kind, run);
      await waitForJobs(t.app.ctx);
      return row;
    };
    const thrown = await ended('import_lfp', async () => {
      throw new Error('boom');
    });
    const cancelled = await ended('import_lfp', async () => 'cancelled');
    const own = await ended('compute_points', async (job) => {
      await finishJob(t.db, job.id, t.now(), 'cancelled', { level: 'info', text: STATS_MSG.jobCancelled(0, 8) });
      return 'cancelled';
    });
    expect(await rowOf(thrown.id)).toMatchObject({ status: 'failed', log: [{ level: 'info', text: CHAMPIONNAT_MSG.internal }] });
    expect(await rowOf(cancelled.id)).toMatchObject({ status: 'cancelled', log: [{ level: 'info', text: CHAMPIONNAT_MSG.cancelled }] });
    expect((await rowOf(own.id)).log).toEqual([{ at: t.now().toISOString(), level: 'info', text: STATS_MSG.jobCancelled(0, 8) }]);
  });

  it('at shutdown the run stops and the job is failed as interrupted', async () => {
    const { run } = gated();
    const row = await start('import_lfp', run);
    await stopJobs(t.app.ctx);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', log: [{ text: CHAMPIONNAT_MSG.interrupted }] });
  });

  it('one cancel path: a flag on a running job of the given kinds; another kind is not found, a finished job is a conflict', async () => {
    const points: JobFamily = { kinds: ['compute_points'], missing: STATS_MSG.jobNotFound };
    const first = gated();
    const row = await start('compute_points', first.run);
    await expect(cancelJob(t.db, { kinds: ['import_lfp'], missing: CHAMPIONNAT_MSG.jobNotFound }, row.id, t.now())).rejects.toMatchObject({
      code: 'not_found',
      message: CHAMPIONNAT_MSG.jobNotFound,
    });
    expect(await cancelJob(t.db, points, row.id, t.now())).toMatchObject({ cancelRequested: true });
    first.release();
    await waitForJobs(t.app.ctx);
    await expect(cancelJob(t.db, points, row.id, t.now())).rejects.toMatchObject({
      code: 'conflict',
      message: CHAMPIONNAT_MSG.jobNotRunning,
    });
  });
});

describe('presentJob', () => {
  const row = (over: Partial<JobRow>): JobRow => ({
    id: 1,
    kind: 'import_lfp',
    params: { numjournee: 3 },
    status: 'running',
    total: 9,
    done: 9,
    ok: 8,
    ko: 1,
    log: [{ at: '2026-09-01T10:00:00.000Z', level: 'ok', text: 'Lens – Brest : 3-1, mis à jour' }],
    cancelRequested: false,
    createdBy: null,
    createdAt: new Date('2026-09-01T10:00:00Z'),
    updatedAt: new Date('2026-09-01T10:00:00Z'),
    finishedAt: null,
    ...over,
  });

  it('says nothing while the job runs, then ends as the feature words it', () => {
    expect(presentJob(championnatJobSchema, row({}), 'summary').message).toBeNull();
    expect(presentJob(championnatJobSchema, row({ status: 'done' }), 'summary').message).toBe(CHAMPIONNAT_MSG.matchesImported(8, 1));
    expect(presentJob(championnatJobSchema, row({ kind: 'import_lfp_stats', status: 'done' }), 'summary').message).toBe(
      MSG.rebuildDone(8, 1),
    );
    expect(presentJob(championnatJobSchema, row({ kind: 'grab_effectif_l1', status: 'done' }), 'summary').message).toBe(
      CHAMPIONNAT_MSG.jobDone(8, 1),
    );
    expect(presentJob(championnatJobSchema, row({ status: 'failed' }), 'summary').message).toBe(
      `${CHAMPIONNAT_MSG.interrupted} ${CHAMPIONNAT_MSG.matchesImported(8, 1)}`,
    );
    expect(presentJob(statsJobSchema, row({ kind: 'compute_points', status: 'done' }), 'lastLine')).toMatchObject({
      numjournee: 3,
      message: 'Lens – Brest : 3-1, mis à jour',
    });
  });

  it('answers only the kinds its call names', () => {
    expect(() => presentJob(statsJobSchema, row({}), 'lastLine')).toThrow();
  });
});
