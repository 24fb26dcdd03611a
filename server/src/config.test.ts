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
