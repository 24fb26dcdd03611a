import { randomInt } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { pgListener } from './pg-listener.js';

const url = process.env.DATABASE_URL;

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 100));
  }
}

it.skipIf(!url)('listens again by itself after its connection is cut (PostgreSQL)', async () => {
  const channel = `poolfoot_test_${Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
  const listener = pgListener(url ?? '');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const got: string[] = [];
    await listener.listen(channel, (payload) => got.push(payload));
    const notify = async (payload: string) => {
      await admin.query('select pg_notify($1, $2)', [channel, payload]);
      await new Promise((r) => setTimeout(r, 50));
      return got.includes(payload);
    };
    await until(() => notify('before'));
    const cut = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [`listen ${channel}`]);
    expect(cut.rowCount).toBe(1);
    await until(() => notify('after'));
  } finally {
    await listener.close();
    await admin.end();
  }
});
