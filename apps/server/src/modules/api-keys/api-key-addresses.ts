import proxyAddr from '@fastify/proxy-addr';

/**
 * Whether a client address (request.ip: behind TRUST_PROXY's proxies, the client's) is one of a
 * key's allowed addresses or CIDRs; an empty list allows every address. proxy-addr's matcher is
 * the one TRUST_PROXY itself uses (lib/client-address.ts), IPv4-mapped IPv6 included.
 */
export function addressAllowed(allowed: readonly string[], address: string): boolean {
  if (allowed.length === 0) return true;
  try {
    return proxyAddr.compile([...allowed])(address, 0);
  } catch {
    return false;
  }
}
