import { isIP } from 'node:net';

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the proxies whose `X-Forwarded-For` tells the client's address (the shell's servers, a load
 * balancer), as addresses, CIDR ranges or proxy-addr's names, comma-separated. Anything else is refused: a typo
 * must not make every visitor share one address (and one rate-limit counter), nor trust the whole internet.
 * Returns the list, or the problems found.
 */
export function parseTrustProxy(raw: string | undefined): { list: string[] } | { problems: string[] } {
  const entries = (raw ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems: string[] = [];
  for (const entry of entries) {
    if (RANGE_NAMES.has(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) >= 0 && Number(prefix) <= bits);
    if (!family || !prefixOk || extra !== undefined) {
      problems.push(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal.`,
      );
    }
  }
  if (entries.length === 0)
    problems.push('TRUST_PROXY is empty: name at least one proxy, or leave it unset.');
  return problems.length ? { problems } : { list: entries };
}
