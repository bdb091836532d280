import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where an outbound request to a URL that a client chose (a push endpoint) may go. The server must
 * never be made to call into its own network, so the host is resolved at send time, every address it
 * resolves to is checked, and the connection goes to the checked address (decision 020): a second
 * lookup could answer differently (DNS rebinding).
 */

export type AddressKind =
  | 'public'
  | 'metadata'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'unique-local'
  | 'multicast'
  | 'reserved';

type Range = readonly [network: string, prefix: number];

/** The ranges of each kind that is not the internet, in the order they are checked (the first match names it). */
const NON_PUBLIC: readonly [Exclude<AddressKind, 'public'>, readonly Range[]][] = [
  // Cloud instance metadata services: AWS/GCP/Azure/OpenStack, AWS over IPv6, Azure's WireServer
  // (a public-looking address only reachable from inside Azure).
  [
    'metadata',
    [
      ['169.254.169.254', 32],
      ['fd00:ec2::254', 128],
      ['168.63.129.16', 32],
    ],
  ],
  [
    'unspecified',
    [
      ['0.0.0.0', 8],
      ['::', 128],
    ],
  ],
  [
    'loopback',
    [
      ['127.0.0.0', 8],
      ['::1', 128],
    ],
  ],
  [
    'private',
    [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
    ],
  ],
  [
    'link-local',
    [
      ['169.254.0.0', 16],
      ['fe80::', 10],
    ],
  ],
  // Carrier-grade NAT (RFC 6598): the provider's network, not the internet.
  ['shared', [['100.64.0.0', 10]]],
  ['unique-local', [['fc00::', 7]]],
  [
    'multicast',
    [
      ['224.0.0.0', 4],
      ['ff00::', 8],
    ],
  ],
  [
    'reserved',
    [
      ['192.0.0.0', 24], // IETF protocol assignments
      ['192.0.2.0', 24], // documentation
      ['198.18.0.0', 15], // benchmarking
      ['198.51.100.0', 24], // documentation
      ['203.0.113.0', 24], // documentation
      ['240.0.0.0', 4], // reserved, and the broadcast address
      ['::', 96], // IPv4-compatible (deprecated)
      ['::ffff:0:0:0', 96], // IPv4-translated (deprecated)
      ['64:ff9b:1::', 48], // local-use NAT64
      ['100::', 64], // discard
      ['2001::', 32], // Teredo: tunnels to an address inside it
      ['2001:db8::', 32], // documentation
      ['2002::', 16], // 6to4: tunnels to an address inside it
      ['fec0::', 10], // site-local (deprecated)
    ],
  ],
];

const LISTS = NON_PUBLIC.map(([kind, ranges]) => {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, isIP(network) === 4 ? 'ipv4' : 'ipv6');
  return [kind, list] as const;
});

/** The 8 groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted, a zone dropped). */
export function ipv6Groups(address: string): number[] {
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
 * The IPv4 address an IPv6 address carries to the IPv4 network: IPv4-mapped (`::ffff:a.b.c.d`, what a
 * dual-stack socket connects to as IPv4) and well-known-prefix NAT64 (`64:ff9b::a.b.c.d`, what the NAT64
 * gateway connects to). Null for any other address.
 */
function embeddedIPv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (!mapped && !nat64) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** What kind of address `address` (an IP literal) is; `reserved` for anything that is not an IP address. */
export function classifyAddress(address: string): AddressKind {
  const version = isIP(address);
  if (version === 0) return 'reserved';
  if (version === 6) {
    const inner = embeddedIPv4(address);
    if (inner !== null) return classifyAddress(inner);
  }
  const type = version === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of LISTS) if (list.check(address, type)) return kind;
  return 'public';
}

export interface OutboundAddressPolicy {
  /**
   * Loopback addresses may be reached: only for the test suite's stand-in services on this machine,
   * chosen explicitly by the caller. Every other non-public kind is refused whatever this says.
   */
  allowLoopback: boolean;
}

/** Resolves a host name to all its addresses (`dns.lookup`, as the operating system resolves it). */
export type HostLookup = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: HostLookup = (host) => dnsLookup(host, { all: true });

export type ResolvedAddress = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/**
 * The address to connect to for `host` (a URL's hostname; IPv6 in brackets or not), or why there is
 * none: every address the host resolves to must be public (or loopback, where the policy allows it),
 * so a name that answers with one internal address among public ones is refused as a whole.
 */
export async function resolveOutboundAddress(
  host: string,
  policy: OutboundAddressPolicy,
  lookup: HostLookup = systemLookup,
): Promise<ResolvedAddress> {
  const name = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(name) !== 0) {
    addresses = [{ address: name, family: isIP(name) }];
  } else {
    try {
      addresses = await lookup(name);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return { ok: false, reason: `could not resolve ${name}${typeof code === 'string' ? ` (${code})` : ''}` };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: `${name} has no address` };
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind === 'public' || (kind === 'loopback' && policy.allowLoopback)) continue;
    return { ok: false, reason: `${name} resolves to a ${kind} address (${address}), refused` };
  }
  const [first] = addresses as [{ address: string; family: number }];
  return { ok: true, address: first.address, family: isIP(first.address) === 6 ? 6 : 4 };
}
