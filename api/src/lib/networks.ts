import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address ('::' expanded, a trailing IPv4 part read as two groups). */
function ipv6Groups(address: string): number[] {
  const plain = address.split('%')[0] ?? '';
  const side = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head = '', tail] = plain.split('::');
  const left = side(head);
  const right = tail === undefined ? [] : side(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network a client address belongs to: its /24 for IPv4 (an IPv4-mapped IPv6 address included), its /64 for
 * IPv6 (what one subscriber line, or one machine, usually holds). Visitors are counted per network where one
 * person could otherwise pass for many by changing addresses within their own range. Anything else is returned as is.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  const v4 = mapped ?? (isIPv4(address) ? address : undefined);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  // ::ffff:c633:6407 is 198.51.100.7 too.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.0/24`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
