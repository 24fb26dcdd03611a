import { expect, it } from 'vitest';
import { loadConfig, userPath } from './config.js';

it('reads a relative DATA_DIR or backup file from the folder the command was typed in (npm INIT_CWD)', () => {
  expect(loadConfig({ INIT_CWD: '/srv/poolfoot' }).DATA_DIR).toBe('/srv/poolfoot/data');
  expect(loadConfig({ INIT_CWD: '/srv/poolfoot', DATA_DIR: 'base' }).DATA_DIR).toBe('/srv/poolfoot/base');
  expect(loadConfig({ INIT_CWD: '/srv/poolfoot', DATA_DIR: '/var/lib/poolfoot' }).DATA_DIR).toBe('/var/lib/poolfoot');
  expect(loadConfig({ DATA_DIR: ':memory:' }).DATA_DIR).toBe(':memory:');
  expect(userPath('sauvegarde.json', { INIT_CWD: '/home/moi' })).toBe('/home/moi/sauvegarde.json');
});

it('stops on a wrong value with a message naming the variable', () => {
  expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Configuration invalide :\n {2}PORT/);
});

it('moves the clock only in a demo: DEMO_CLOCK=settable without DEMO=season or draft stops the server', () => {
  expect(loadConfig({}).DEMO_CLOCK).toBe('real');
  expect(loadConfig({ DEMO: 'draft', DEMO_CLOCK: 'settable' }).DEMO_CLOCK).toBe('settable');
  expect(loadConfig({ DEMO: 'season', DEMO_CLOCK: 'settable' }).DEMO_CLOCK).toBe('settable');
  const refusal =
    /Configuration invalide :\n {2}DEMO_CLOCK: 'settable' seulement avec une démo \(DEMO=season ou DEMO=draft\) : une vraie saison suit l'heure réelle/;
  for (const env of [{}, { DEMO: 'none' }, { DATABASE_URL: 'postgres://u:p@db/poolfoot' }]) {
    expect(() => loadConfig({ ...env, DEMO_CLOCK: 'settable' })).toThrow(refusal);
  }
  expect(() => loadConfig({ DEMO: 'draft', DEMO_CLOCK: 'fake' })).toThrow(/ {2}DEMO_CLOCK: /);
});
