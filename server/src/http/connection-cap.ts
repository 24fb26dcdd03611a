import { BlockList, isIPv6, type Socket } from 'node:net';
import type { Server } from 'node:http';

/** An IPv4 address as IPv6 shows it ('::ffff:10.0.0.1'), read as IPv4. */
const plain = (address: string) => (address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address);

/**
 * The socket addresses never counted: the trusted proxies' (TRUST_PROXY), whose every client arrives through them.
 * A number of hops names no address: any direct peer may be the proxy, so none is counted.
 */
export function proxyAddresses(trust: false | number | string): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust.split(',')) {
    const [net = '', prefix] = entry.split('/');
    const type = isIPv6(net) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(prefix), type);
  }
  return (address) => {
    const a = plain(address);
    return list.check(a, isIPv6(a) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Closes at once a connection beyond `max` open ones from its address (a thousand idle sockets from one
 * address made the app unreachable for everybody), before it costs a request; the others are served as usual.
 */
export function capConnectionsPerAddress(server: Server, max: number, exempt: (address: string) => boolean) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = plain(socket.remoteAddress ?? '');
    if (exempt(address)) return;
    const n = (open.get(address) ?? 0) + 1;
    if (n > max) {
      socket.destroy();
      return;
    }
    open.set(address, n);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
