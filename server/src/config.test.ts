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

it('moves the clock only in a demo or with the demo league: DEMO_CLOCK=settable without either stops the server', () => {
  expect(loadConfig({}).DEMO_CLOCK).toBe('real');
  expect(loadConfig({ DEMO: 'draft', DEMO_CLOCK: 'settable' }).DEMO_CLOCK).toBe('settable');
  expect(loadConfig({ DEMO: 'season', DEMO_CLOCK: 'settable' }).DEMO_CLOCK).toBe('settable');
  expect(loadConfig({ DEMO: 'none', DEMO_LEAGUE: 'on', DEMO_CLOCK: 'settable' }).DEMO_CLOCK).toBe('settable');
  // DEMO unset on an embedded database is the demo season: its clock may move without writing DEMO=season.
  expect(loadConfig({ DEMO_CLOCK: 'settable' }).DEMO_CLOCK).toBe('settable');
  const refusal =
    /Configuration invalide :\n {2}DEMO_CLOCK: 'settable' seulement avec une démo \(DEMO=season ou DEMO=draft\) ou la ligue de démo \(DEMO_LEAGUE=on\) : une vraie saison suit l'heure réelle/;
  for (const env of [{ DEMO: 'none' }, { DATABASE_URL: 'postgres://u:p@db/poolfoot' }]) {
    expect(() => loadConfig({ ...env, DEMO_CLOCK: 'settable' })).toThrow(refusal);
  }
  expect(() => loadConfig({ DEMO: 'draft', DEMO_CLOCK: 'fake' })).toThrow(/ {2}DEMO_CLOCK: /);
});

it('serves the demo league without demo data only when asked: DEMO_LEAGUE=on, any other value stops the server', () => {
  expect(loadConfig({ DEMO: 'none' }).DEMO_LEAGUE).toBeUndefined();
  expect(loadConfig({ DEMO: 'none', DEMO_LEAGUE: 'on' }).DEMO_LEAGUE).toBe('on');
  expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/poolfoot', DEMO_LEAGUE: 'on' }).DEMO_LEAGUE).toBe('on');
  expect(loadConfig({ DEMO_LEAGUE: '' }).DEMO_LEAGUE).toBeUndefined();
  for (const value of ['true', 'off', 'ON']) {
    expect(() => loadConfig({ DEMO: 'none', DEMO_LEAGUE: value })).toThrow(
      /Configuration invalide :\n {2}DEMO_LEAGUE: 'on' pour servir la ligue de démo sans données de démo \(ou rien\)$/,
    );
  }
});

it('plays ten matchdays of the demo season at a first start unless told, up to 33 (the last one is then active)', () => {
  expect(loadConfig({}).DEMO_PLAYED).toBe(10);
  expect(loadConfig({ DEMO: 'season', DEMO_PLAYED: '33' }).DEMO_PLAYED).toBe(33);
  for (const n of ['0', '34', 'all']) expect(() => loadConfig({ DEMO_PLAYED: n })).toThrow(/ {2}DEMO_PLAYED: /);
});

it('reads ALLOWED_HOSTS as host names, lower-cased; a port, a scheme or a pattern stops the server', () => {
  expect(loadConfig({}).ALLOWED_HOSTS).toEqual([]);
  expect(loadConfig({ ALLOWED_HOSTS: ' Pool.Maison , autre.lan., ' }).ALLOWED_HOSTS).toEqual(['pool.maison', 'autre.lan']);
  for (const value of ['pool.maison:3000', 'https://pool.maison', '*.maison', 'pool maison']) {
    expect(() => loadConfig({ ALLOWED_HOSTS: value }), value).toThrow(/ {2}ALLOWED_HOSTS: des noms d’hôte séparés par des virgules/);
  }
});
