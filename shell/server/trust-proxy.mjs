// TRUST_PROXY for the shell's server: the load balancers whose X-Forwarded-For names the visitor. The server
// passes that address on to the API (which trusts this server the same way), so per-address limits see the
// visitor, not the balancer. Same rule as the API's (api/src/lib/trust-proxy.ts): addresses, CIDR ranges or
// proxy-addr's names; anything else stops the start with a clear message.
import { isIP } from 'node:net';

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The list for Fastify's `trustProxy`, or false when TRUST_PROXY is unset (the visitor is the peer). */
export function trustProxyFromEnv(raw) {
  if (raw === undefined || raw.trim() === '') return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (RANGE_NAMES.has(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal.`,
      );
    }
  }
  if (entries.length === 0)
    throw new Error('TRUST_PROXY is empty: name at least one proxy, or leave it unset.');
  return entries;
}
