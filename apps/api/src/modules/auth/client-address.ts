import { isIP } from 'node:net';
import { ipv6Groups } from '../../lib/outbound-address';

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
