import type { FastifyReply } from 'fastify';

/**
 * Sends a file of the built web app (web/dist) with how long a browser may keep it: the build's assets (assets/, named
 * after their content) a year, unchanged; every other file (the app's page, the service worker, the web manifest, the
 * icons) is checked again at each use ('no-cache': a short 304 when unchanged), so a new build reaches every browser.
 * The service worker's script above all: browsers learn of a new version of the app through it.
 */
export function sendWebFile(reply: FastifyReply, file: string) {
  if (file.startsWith('assets/')) reply.sendFile(file);
  else reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
}
