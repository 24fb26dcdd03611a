import type { FastifyRequest } from 'fastify';
import { SRV } from '@poolfoot/domain';
import { AppError } from './errors.js';
import type { App } from './types.js';

type Share = { running: number; waiting: (() => void)[] };

/**
 * Each caller (a user, else an address) runs at most `max` API calls at once; the next ones wait their turn, in order,
 * up to `queue` of them, and beyond are refused (429). A page's few calls at once never notice; one user's loops cannot
 * take the server from the others. `skip` names the calls that stay open (the live stream).
 */
export function fairShare(app: App, opts: { max: number; queue: number; skip: (req: FastifyRequest) => boolean }) {
  const shares = new Map<string, Share>();

  /** A call's slot goes to the next one waiting, or is given back. */
  const handOver = (key: string, share: Share) => {
    const next = share.waiting.shift();
    if (next) next();
    else if (--share.running === 0) shares.delete(key);
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.is404 || !req.routeOptions.config.api || opts.skip(req)) return;
    const key = req.user ? `u:${req.user.id}` : `ip:${req.ip}`;
    const share = shares.get(key) ?? { running: 0, waiting: [] };
    shares.set(key, share);
    if (share.running < opts.max) share.running++;
    else if (share.waiting.length >= opts.queue) throw new AppError('too_many', SRV.tooManyAtOnce);
    // The slot is handed over by the call that ends: running stays counted.
    else await new Promise<void>((resolve) => share.waiting.push(resolve));
    // The slot is held until the answer's end, whatever ends it: sent, or the client gone at any moment (before its
    // turn, during its handler, with a body read or not; Fastify's onResponse and onRequestAbort miss a POST whose
    // client went away during its handler, whose slot then stayed taken and the user's every next call waited).
    const res = reply.raw;
    if (res.destroyed || res.writableFinished) handOver(key, share);
    else res.once('close', () => handOver(key, share));
  });
}
