import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A push service for tests, on this machine (no outside service): it speaks the Web Push protocol as a browser's push
 * service does (RFC 8030: POST to the subscription's endpoint with a TTL, answered 201 Created), checks the VAPID
 * signature (RFC 8292: `Authorization: vapid t=<ES256 JWT>, k=<public key>`, the JWT's audience this service's origin)
 * and decrypts each message with the subscription's private keys (RFC 8291, aes128gcm) as the browser would. An
 * endpoint can be made to answer 410 Gone (a subscription the device dropped) or never to answer (a service down).
 *
 * Its endpoints are https://localhost/push/<name>, as a browser's are: no port (the server refuses one), so the server
 * under test reaches it with its test-only settings PUSH_PORT_FOR_TESTS (this service's port) and
 * PUSH_LOOPBACK_FOR_TESTS=on (config.ts; without it a push connection to this machine is refused). Its TLS certificate
 * (push-service-tls/, self-signed for localhost and 127.0.0.1, a hundred years) must be trusted by the process that
 * sends: NODE_EXTRA_CA_CERTS.
 */
export const PUSH_SERVICE_CA = join(import.meta.dirname, 'push-service-tls', 'cert.pem');

/** A message as the device would show it, with what the sender said of it. */
export type Received = { device: string; payload: unknown; ttl: number; urgency: string | null; vapidKey: string; subject: string };

/** A device's subscription as its browser gives it (PushSubscription.toJSON), and the private half the test keeps. */
export type TestDevice = { name: string; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } };

/** The name in its endpoints; its origin is the audience of the VAPID signatures it accepts. */
const ORIGIN_HOST = 'localhost';
const ORIGIN = `https://${ORIGIN_HOST}`;

type Keys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer };

const b64 = (b: Buffer) => b.toString('base64url');

/** HKDF (RFC 5869) as RFC 8291 uses it: extract with a salt, then expand to `length` bytes. */
const hkdf = (salt: Buffer, ikm: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info, 'binary') : info, length));

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the device's private key and auth secret. */
export function decryptAes128gcm(body: Buffer, keys: Keys): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'binary'), uaPublic, asPublic]);
  const ikm = hkdf(keys.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('aes128gcm: no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: the JWT signed by the key `k` (ES256), for this audience, not expired and at most a day ahead. */
function checkVapid(header: string | undefined, audience: string): { vapidKey: string; subject: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`Authorization is not VAPID: ${header}`);
  const [, jwt = '', k = ''] = m;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID alg is not ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  if (body.aud !== audience) throw new Error(`VAPID aud ${body.aud} is not ${audience}`);
  if (!(body.exp > now && body.exp <= now + 86_400 + 60)) throw new Error('VAPID exp out of range');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error('VAPID sub is not mailto: or https:');
  return { vapidKey: k, subject: body.sub };
}

export type PushService = {
  /** The port it listens on, of 127.0.0.1: the server's PUSH_PORT_FOR_TESTS. */
  port: number;
  /** Connections opened to it so far (a refused one never opens). */
  connections(): number;
  /** Every message decrypted so far, in order. */
  received: Received[];
  /** Every request refused, with why (a protocol error of the sender). */
  refused: string[];
  /** A new device subscribed at this service: its keys are made here, its endpoint is /push/<name>. */
  device(name: string): TestDevice;
  /** From now on this device's endpoint answers 410 Gone (the browser dropped the subscription). */
  gone(name: string): void;
  /** From now on this device's endpoint never answers (its push service is down). */
  hang(name: string): void;
  close(): Promise<void>;
};

/** The settings of a server that posts to this service, listening on `port` (config.ts). */
export const postingTo = (port: number) => ({
  PUSH_SERVICES: ORIGIN_HOST,
  PUSH_PORT_FOR_TESTS: String(port),
  PUSH_LOOPBACK_FOR_TESTS: 'on',
});

/** Starts the test push service on 127.0.0.1, on a free port or the one given. */
export async function startPushService(port = 0): Promise<PushService> {
  const dir = join(import.meta.dirname, 'push-service-tls');
  const devices = new Map<string, Keys>();
  const gone = new Set<string>();
  const hung = new Set<string>();
  const received: Received[] = [];
  const refused: string[] = [];
  let connections = 0;
  const server: Server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const name = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
        const keys = devices.get(name);
        if (hung.has(name)) return;
        if (req.method !== 'POST' || !keys || gone.has(name)) {
          res.writeHead(keys ? 410 : 404).end();
          return;
        }
        try {
          const ttl = Number(req.headers.ttl);
          if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL (RFC 8030 §5.2)');
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
          const vapid = checkVapid(req.headers.authorization, ORIGIN);
          const text = decryptAes128gcm(Buffer.concat(chunks), keys).toString('utf8');
          received.push({ device: name, payload: JSON.parse(text), ttl, urgency: (req.headers.urgency as string) ?? null, ...vapid });
          res.writeHead(201, { location: `${ORIGIN}/message/${received.length}` }).end();
        } catch (err) {
          refused.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
          res.writeHead(400).end();
        }
      });
    },
  );
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    received,
    refused,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return { name, subscription: { endpoint: `${ORIGIN}/push/${name}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } } };
    },
    gone: (name) => gone.add(name),
    hang: (name) => hung.add(name),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
