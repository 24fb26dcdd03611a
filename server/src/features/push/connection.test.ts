import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushService, startPushService } from '../../../test/push-service.js';
import { type ConnectionRules, isPublicAddress, PushAgent } from './connection.js';

// The push connections' guard on its own, with real sockets to the tests' push service on this machine (127.0.0.1).

let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
});

/** A POST through a push agent with these rules: the status the service answered, or the connection's error code. */
const post = (url: string, rules: ConnectionRules) =>
  new Promise<number | string>((resolve) => {
    const req = request(url, { method: 'POST', agent: new PushAgent(rules) }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end();
  });

describe('isPublicAddress', () => {
  it('takes the public Internet only: no loopback, private, link-local, CGNAT, multicast, ULA, IPv4-mapped or NAT64 address', () => {
    const public_ = ['8.8.8.8', '142.250.74.106', '17.253.144.10', '2a00:1450:4007:80e::200a', '2606:4700::1111'];
    const other = [
      ['0.0.0.0', '0.1.2.3', '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
      ['169.254.169.254', '100.64.0.1', '100.127.255.254', '192.0.0.8', '192.0.2.1', '198.18.0.1', '224.0.0.1'],
      ['239.255.255.250', '240.0.0.1', '255.255.255.255', '::', '::1', '::ffff:127.0.0.1', '::ffff:8.8.8.8', '::ffff:7f00:1'],
      ['64:ff9b::7f00:1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '2001:db8::1', '2001:0:4136:e378::1'],
      ['2002:7f00:1::1', 'localhost', ''],
    ].flat();
    expect(public_.filter((a) => !isPublicAddress(a))).toEqual([]);
    expect(other.filter(isPublicAddress)).toEqual([]);
  });
});

describe('PushAgent', () => {
  it('refuses to connect to this machine, by address or by a name resolving to it, unless the tests’ exception is on', async () => {
    const before = push.connections();
    const strict = { loopback: false, port: undefined };
    expect(await post(`https://127.0.0.1:${push.port}/push/nobody`, strict)).toBe('EPUSHADDRESS');
    expect(await post(`https://localhost:${push.port}/push/nobody`, strict)).toBe('EPUSHADDRESS');
    expect(await post(`https://[::1]:${push.port}/push/nobody`, strict)).toBe('EPUSHADDRESS');
    expect(push.connections()).toBe(before);
    // With the exception, the same requests reach the service (which knows no such device).
    expect(await post(`https://localhost:${push.port}/push/nobody`, { loopback: true, port: undefined })).toBe(404);
    expect(await post('https://localhost/push/nobody', { loopback: true, port: push.port })).toBe(404);
    expect(push.connections()).toBe(before + 2);
  });
});
