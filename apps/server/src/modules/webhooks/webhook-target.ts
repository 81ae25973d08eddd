import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * SSRF (docs/decisions/040): in the prod profile an endpoint may not reach the server's own
 * network. Refused: loopback, private (RFC 1918), carrier-grade NAT, link-local (the cloud metadata
 * address among them), unique-local, multicast, reserved and unspecified addresses, and IPv6 forms
 * that embed an IPv4 one (mapped, NAT64) when that one is refused.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d, 64:ff9b::a.b.c.d), else undefined. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether a webhook may be sent to this IP address in the prod profile. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined) return isPublicAddress(v4);
  return !refused.check(address, 'ipv6');
}

/** Why a URL may not be an endpoint's, or null. */
export type TargetRefusal = 'notHttps' | 'privateAddress' | 'unresolved';

/** The URL's host as DNS and `isIP` read it (an IPv6 literal loses its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The save-time check: in the prod profile only https, and a host whose every address is public
 * (a name that does not resolve is refused too). The dev and test profiles allow anything.
 */
export async function refuseTarget(rawUrl: string, profile: 'dev' | 'prod'): Promise<TargetRefusal | null> {
  if (profile !== 'prod') return null;
  const url = new URL(rawUrl);
  if (url.protocol !== 'https:') return 'notHttps';
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host) ? null : 'privateAddress';
  try {
    const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
    );
    if (addresses.length === 0) return 'unresolved';
    return addresses.every((a) => isPublicAddress(a.address)) ? null : 'privateAddress';
  } catch {
    return 'unresolved';
  }
}

/** The error a guarded connection fails with when its host resolves to a refused address. */
export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`refused: ${host} resolves to the non-public address ${address}`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * The delivery-time check, as the connection's own DNS lookup: the address connected to is the
 * one checked, so a name that changed since it was saved (DNS rebinding) cannot reach the private
 * network. An IP literal host skips the lookup, so `webhook-client` checks it before connecting.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as LookupAddress[];
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad) return callback(new RefusedAddressError(hostname, bad.address), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const first = list[0]!;
    callback(null, first.address, first.family);
  });
};

export { hostOf as targetHost };
