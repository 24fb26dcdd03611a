/**
 * The baseline of bench-http.ts: a bare Fastify (the server's own version, no plugin, no hook, no
 * logger) answering fixed bytes. BARE_ROUTES = JSON [{ path, file, contentType }]; prints its port.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

type Route = { path: string; file: string; contentType: string };

const routes = JSON.parse(process.env.BARE_ROUTES ?? '[]') as Route[];
const app = Fastify({ logger: false });
for (const route of routes) {
  const body = readFileSync(route.file);
  app.get(route.path, (_req, reply) => reply.type(route.contentType).send(body));
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
