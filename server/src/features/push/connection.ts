import { type LookupAddress, lookup } from 'node:dns';
import { Agent, type RequestOptions } from 'node:https';
import { BlockList, isIP, isIPv6, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Config } from '../../config.js';

const subnets = (type: 'ipv4' | 'ipv6', ranges: [string, number][]) => {
  const list = new BlockList();
  for (const [net, prefix] of ranges) list.addSubnet(net, prefix, type);
  return list;
};

/**
 * IPv4 that is not the public Internet (RFC 6890): this network, private, CGNAT, loopback, link-local, IETF protocol
 * assignments, documentation, benchmarking, multicast, reserved and broadcast.
 */
const SPECIAL_V4 = subnets('ipv4', [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
]);
/**
 * Public IPv6 is global unicast (2000::/3) only: outside it are the unspecified and loopback addresses, IPv4-mapped and
 * NAT64 ones (an IPv4 address behind, perhaps a private one), unique local (fc00::/7), link-local and multicast. Inside
 * it, these are not public: IETF assignments with Teredo, documentation, 6to4 (an IPv4 address behind).
 */
const GLOBAL_V6 = subnets('ipv6', [['2000::', 3]]);
const SPECIAL_V6 = subnets('ipv6', [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
]);
const LOOPBACK = { v4: subnets('ipv4', [['127.0.0.0', 8]]), v6: subnets('ipv6', [['::1', 128]]) };

/** Whether an address (IPv4 or IPv6 text) is on the public Internet. */
export function isPublicAddress(address: string): boolean {
  if (isIPv6(address)) return GLOBAL_V6.check(address, 'ipv6') && !SPECIAL_V6.check(address, 'ipv6');
  return isIP(address) === 4 && !SPECIAL_V4.check(address, 'ipv4');
}

const isLoopback = (address: string) => (isIPv6(address) ? LOOPBACK.v6.check(address, 'ipv6') : LOOPBACK.v4.check(address, 'ipv4'));

/** The settings of the push connections: the tests' exceptions (config.ts), none in production. */
export type ConnectionRules = { loopback: boolean; port: number | undefined };

export const connectionRules = (config: Config): ConnectionRules => ({
  loopback: config.PUSH_LOOPBACK_FOR_TESTS === 'on',
  port: config.PUSH_PORT_FOR_TESTS,
});

class RefusedAddress extends Error {
  readonly code = 'EPUSHADDRESS';
  constructor(host: string, address: string) {
    super(`push: ${host} est à l'adresse ${address}, qui n'est pas publique : connexion refusée`);
  }
}

/**
 * The connections web-push makes to the push services (its `agent`): each goes only to public addresses, whatever the
 * endpoint's name resolves to, now (a name that resolved to a public address at the subscription may point at this
 * machine since) or by whichever parser read it. The name is resolved here and the connection made to the very
 * addresses checked, so no second resolution can differ; a name with any address that is not public is refused whole.
 */
export class PushAgent extends Agent {
  readonly #rules: ConnectionRules;
  readonly #lookup: LookupFunction;

  constructor(rules: ConnectionRules) {
    super();
    this.#rules = rules;
    this.#lookup = (hostname, options, callback) => {
      lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
        const refused = addresses?.find((a) => !this.#allowed(a.address));
        const failure = err ?? (refused ? new RefusedAddress(hostname, refused.address) : null);
        if (failure) callback(failure, '', 0);
        else if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 0);
      });
    };
  }

  #allowed(address: string): boolean {
    return isPublicAddress(address) || (this.#rules.loopback && isLoopback(address));
  }

  override createConnection(options: RequestOptions, callback?: (err: Error | null, stream: Duplex) => void): Duplex | null | undefined {
    const host = options.host ?? options.hostname ?? '';
    // An address given as such is not resolved (so not seen by the lookup): checked here.
    if (isIP(host) && !this.#allowed(host)) {
      process.nextTick(() => callback?.(new RefusedAddress(host, host), undefined as unknown as Duplex));
      return undefined;
    }
    const port = this.#rules.port ?? options.port;
    return super.createConnection({ ...options, port, lookup: this.#lookup }, callback);
  }
}

const agents = new WeakMap<Config, PushAgent>();

/** The app's push agent (one per configuration). */
export function pushAgent(config: Config): PushAgent {
  const kept = agents.get(config);
  if (kept) return kept;
  const made = new PushAgent(connectionRules(config));
  agents.set(config, made);
  return made;
}
