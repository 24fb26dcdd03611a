import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobin = { url: string; served: number[]; close(): Promise<void> };

/**
 * A tiny round-robin HTTP proxy: each request goes to the next upstream in turn; answers are piped
 * back as they come (server-sent events stream through).
 */
export async function startProxy(upstreams: string[]): Promise<RoundRobin> {
  const agent = new Agent({ keepAlive: true });
  const served = upstreams.map(() => 0);
  let next = 0;
  const server = createServer((req, res) => {
    const i = next++ % upstreams.length;
    served[i] = (served[i] ?? 0) + 1;
    const up = request(new URL(req.url ?? '/', upstreams[i]), { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => up.destroy());
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      agent.destroy();
    },
  };
}
