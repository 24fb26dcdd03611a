import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { SRV } from '@poolfoot/domain';
import { fail } from './envelope.js';
import { codeOfStatus } from './errors.js';

/**
 * A request the HTTP parser gives up on before any route sees it (too slow, headers too large,
 * malformed) gets the API's French envelope, then the connection closes.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, SRV.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, SRV.headersTooLarge]
        : [400, SRV.badRequest];
  if (socket.writable) {
    const body = JSON.stringify(fail(codeOfStatus(status), message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
