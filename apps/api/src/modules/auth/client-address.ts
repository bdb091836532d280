import { isIP } from 'node:net';

/** The 8 groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted, a zone dropped). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Who the per-address budgets (sign-ups, e-mail requests) count: the client address as Fastify determined
 * it (`request.ip`, X-Forwarded-For only from TRUST_PROXY), with an IPv6 address reduced to its /64. One
 * IPv6 subscriber is usually given a whole /64, so counting single addresses would let one client pick
 * a fresh address for every request. An IPv4-mapped address (`::ffff:a.b.c.d`) counts as its IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
