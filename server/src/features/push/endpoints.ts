/** A DNS label as a host name has it (RFC 1123): letters, digits and inner hyphens, 63 at most. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A subscription's endpoint as this server keeps it and posts to it, or null when it is refused: read once (WHATWG URL),
 * it must be https on the default port (443 written out is the default, dropped), with no user, no fragment, and a
 * host name made only of well-formed labels (letters, digits, hyphens; the last one not a number, so never an
 * address), at one of the push services this server posts to (config PUSH_SERVICES: the name itself or one of its
 * sub-domains). The answer is the URL's own serialisation: the text stored, and the one web-push is given, whose
 * legacy parser then reads the very same host (any character it would read differently is refused here).
 */
export function pushEndpoint(endpoint: string, services: readonly string[]): string | null {
  if (!URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  const plain = url.protocol === 'https:' && url.port === '' && url.username === '' && url.password === '' && !url.href.includes('#');
  const host = url.hostname;
  const labels = host.split('.');
  const named = host.length <= 253 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels.at(-1) ?? '');
  return plain && named && services.some((s) => host === s || host.endsWith(`.${s}`)) ? url.href : null;
}
