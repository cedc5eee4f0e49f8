// The SSRF guard of outgoing webhooks: which URLs an endpoint may have and which addresses a
// delivery may connect to. Pure (DNS is passed in), so every refusal is unit-tested.
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_LIMITS } from '@queryhub/model';

/** Address ranges no webhook reaches: the project's network, this host, and what is not routed. */
const REFUSED_RANGES: readonly (readonly [cidr: string, what: string])[] = [
  ['0.0.0.0/8', 'an unspecified ("this network") address'],
  ['10.0.0.0/8', 'a private address'],
  ['100.64.0.0/10', 'a carrier-grade NAT address'],
  ['127.0.0.0/8', 'a loopback address'],
  ['169.254.0.0/16', 'a link-local address (the metadata server lives there)'],
  ['172.16.0.0/12', 'a private address'],
  ['192.0.0.0/24', 'an IETF protocol address'],
  ['192.0.2.0/24', 'a documentation address'],
  ['192.88.99.0/24', 'a 6to4 relay address'],
  ['192.168.0.0/16', 'a private address'],
  ['198.18.0.0/15', 'a benchmarking address'],
  ['198.51.100.0/24', 'a documentation address'],
  ['203.0.113.0/24', 'a documentation address'],
  ['224.0.0.0/4', 'a multicast address'],
  ['240.0.0.0/4', 'a reserved address'],
  ['::/127', 'an unspecified or loopback address'],
  ['::ffff:0:0/96', 'an IPv4-mapped address'],
  ['::/96', 'an IPv4-compatible address'],
  ['64:ff9b::/96', 'a NAT64 address'],
  ['64:ff9b:1::/48', 'a NAT64 address'],
  ['100::/64', 'a discard address'],
  ['2001::/23', 'an IETF protocol address (Teredo included)'],
  ['2001:db8::/32', 'a documentation address'],
  ['2002::/16', 'a 6to4 address'],
  ['fc00::/7', 'a unique local address'],
  ['fe80::/10', 'a link-local address'],
  ['fec0::/10', 'a site-local address'],
  ['ff00::/8', 'a multicast address'],
];

// One BlockList per range, and only the ranges of the address's own family are checked: a
// BlockList matches IPv4 addresses against IPv6 rules through their IPv4-mapped form.
const REFUSED = REFUSED_RANGES.map(([cidr, what]) => {
  const [network = '', prefix = ''] = cidr.split('/');
  const type = isIP(network) === 6 ? ('ipv6' as const) : ('ipv4' as const);
  const list = new BlockList();
  list.addSubnet(network, Number(prefix), type);
  return { list, type, what };
});

/** Host names that only ever mean this machine or the project's own network. */
const INTERNAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/** The one address the local stack's deliveries may reach (tests start receivers there). */
const EMULATOR_RECEIVER_HOST = '127.0.0.1';

export interface GuardMode {
  /** The Functions emulator: http(s)://127.0.0.1 is allowed too, and nothing else internal. */
  emulator: boolean;
}

/** Why `address` (an IP literal) is refused, or null when a webhook may connect to it. */
export function refusedAddressReason(address: string, mode: GuardMode): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return 'not an IP address';
  if (mode.emulator && bare === EMULATOR_RECEIVER_HOST) return null;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  for (const range of REFUSED) {
    if (range.type === type && range.list.check(bare, type)) return range.what;
  }
  return null;
}

export class RefusedWebhookUrl extends Error {
  override name = 'RefusedWebhookUrl';
}

/**
 * Checks an endpoint URL's form (not yet its DNS): https (http only to 127.0.0.1 on the emulator),
 * no credentials, a length within limits, and no internal address or name. Returns the parsed URL;
 * throws RefusedWebhookUrl with a message an administrator can act on.
 */
export function checkWebhookUrl(raw: unknown, mode: GuardMode): URL {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new RefusedWebhookUrl('Give the endpoint URL, e.g. https://example.com/hooks/queryhub.');
  }
  if (raw.length > WEBHOOK_LIMITS.maxUrlLength) {
    throw new RefusedWebhookUrl(
      `The URL is longer than ${WEBHOOK_LIMITS.maxUrlLength} characters.`,
    );
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new RefusedWebhookUrl(`"${raw}" is not a URL.`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const localReceiver = mode.emulator && host === EMULATOR_RECEIVER_HOST;
  const allowedProtocol = url.protocol === 'https:' || (localReceiver && url.protocol === 'http:');
  if (!allowedProtocol) {
    throw new RefusedWebhookUrl(
      mode.emulator
        ? 'Webhook URLs must use https (the local stack also allows http://127.0.0.1).'
        : 'Webhook URLs must use https.',
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new RefusedWebhookUrl('Webhook URLs must not carry a user name or password.');
  }
  if (isIP(host) !== 0) {
    const reason = refusedAddressReason(host, mode);
    if (reason) throw new RefusedWebhookUrl(refusal(host, reason));
  } else if (INTERNAL_NAME.test(host.replace(/\.$/, '')) || !host.includes('.')) {
    throw new RefusedWebhookUrl(
      `${host} names an internal host; webhooks go to public addresses only.`,
    );
  }
  return url;
}

function refusal(host: string, reason: string): string {
  return `${host} is ${reason}; webhooks go to public addresses only.`;
}

/** One resolved address, as dns.lookup with `all: true` gives it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/**
 * The addresses of `host` a delivery may connect to: all of them, or a refusal when any one is
 * internal (a name with one internal address is not trusted with the others either).
 */
export function checkResolvedAddresses(
  host: string,
  addresses: readonly ResolvedAddress[],
  mode: GuardMode,
): ResolvedAddress[] {
  if (addresses.length === 0) throw new RefusedWebhookUrl(`${host} has no address.`);
  for (const { address } of addresses) {
    const reason = refusedAddressReason(address, mode);
    if (reason) throw new RefusedWebhookUrl(`${host} resolves to ${refusal(address, reason)}`);
  }
  return [...addresses];
}

export type Lookup = (host: string) => Promise<ResolvedAddress[]>;

/**
 * The whole check of an endpoint URL: its form, then its DNS (names only; an IP literal is
 * checked by its form). Used at registration; deliveries check again as they connect.
 */
export async function checkWebhookTarget(raw: unknown, mode: GuardMode, lookup: Lookup) {
  const url = checkWebhookUrl(raw, mode);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return url;
  let addresses: ResolvedAddress[];
  try {
    addresses = await lookup(host);
  } catch {
    throw new RefusedWebhookUrl(`${host} could not be resolved; check the host name.`);
  }
  checkResolvedAddresses(host, addresses, mode);
  return url;
}
