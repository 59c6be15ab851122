import { isIP } from 'node:net';

/** What Fastify's `trustProxy` receives: off, a hop count, or the addresses/CIDRs of the proxies. */
export type TrustProxy = false | number | string[];

/**
 * Parses TRUST_PROXY: unset, empty, `false` or `0` trust nobody (request.ip is the peer address
 * and X-Forwarded-For is ignored); a number trusts that many proxy hops; otherwise a comma list
 * of addresses or CIDRs (`127.0.0.1,10.0.0.0/8`) names the proxies whose forwarded address is
 * believed. Answers an error text for anything else.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    if (!version || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      return { error: `TRUST_PROXY: "${entry}" is not an address or CIDR (use a hop count or a comma list such as 127.0.0.1,10.0.0.0/8)` };
    }
  }
  return entries;
}

/**
 * The value handed to Fastify's `trustProxy`. A hop count becomes a trust function (this Fastify
 * fails closed on a bare number): the first `hops` addresses counted from the socket peer are
 * proxies, so request.ip is the address the outermost trusted proxy saw.
 */
export function fastifyTrustProxy(setting: TrustProxy | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined || setting === false) return false;
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return setting;
}
