/**
 * Whether a subscription's endpoint is at one of the push services this server posts to (config PUSH_SERVICES: a host
 * or any of its sub-domains), over https: a device cannot make the server post to an address of its choosing.
 */
export function knownPushService(endpoint: string, services: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && services.some((s) => host === s || host.endsWith(`.${s}`));
}
