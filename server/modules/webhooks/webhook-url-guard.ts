/**
 * Where webhooks may go (issue 12): in production only `https` URLs whose every address is
 * public, so a merchant cannot make our server call its own network (SSRF). Checked when the
 * endpoint is saved and again at each delivery, where the request connects to the address that
 * was checked (no second DNS answer can swap it: DNS rebinding). Local mode also allows `http`
 * and loopback, so a developer can receive on their own machine.
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

export interface UrlPolicy {
  /** Local mode: `http` and loopback addresses are allowed too. */
  allowLoopback: boolean;
}

export class WebhookUrlError extends Error {
  override name = 'WebhookUrlError';
}

/** Addresses that are not on the public internet (IANA special-purpose registries). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped, NAT64 or 6to4 IPv6 address, if any. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(?:0:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1];
  const groups = expandIpv6(lower);
  if (!groups) return undefined;
  const toV4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  // ::ffff:a:b (hex form), 64:ff9b::/96 (NAT64) and 2002::/16 (6to4) carry an IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return toV4(groups[6] ?? 0, groups[7] ?? 0);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return toV4(groups[6] ?? 0, groups[7] ?? 0);
  if (groups[0] === 0x2002) return toV4(groups[1] ?? 0, groups[2] ?? 0);
  return undefined;
}

function expandIpv6(address: string): number[] | undefined {
  if (address.includes('.')) return undefined;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((g) => parseInt(g, 16));
}

/** Why this address may not receive webhooks under the policy, or null when it may. */
export function refusedAddress(address: string, policy: UrlPolicy): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (policy.allowLoopback && LOOPBACK.check(address, type)) return null;
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner) return refusedAddress(inner, policy);
  }
  return NOT_PUBLIC.check(address, type) ? 'a private, loopback or reserved address' : null;
}

/** Parses and checks the URL's form (no DNS); throws WebhookUrlError with a message for the merchant. */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('Enter a full URL, such as https://example.com/webhooks.');
  }
  if (url.protocol !== 'https:' && !(policy.allowLoopback && url.protocol === 'http:')) {
    throw new WebhookUrlError('Webhook URLs must start with https://.');
  }
  if (url.username || url.password) throw new WebhookUrlError('Webhook URLs cannot carry a user name or password.');
  if (url.hash) throw new WebhookUrlError('Webhook URLs cannot have a #fragment.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const reason = refusedAddress(host, policy);
    if (reason) throw new WebhookUrlError(`Webhook URLs must reach the public internet; ${host} is ${reason}.`);
  } else if (!host.includes('.') && !(policy.allowLoopback && host === 'localhost')) {
    throw new WebhookUrlError('Webhook URLs need a full domain name.');
  }
  return url;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a name (the system resolver, as Node would connect). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })) as ResolvedAddress[];

/** Every address the host resolves to, each checked; throws when any one is refused. */
export async function resolvePublicAddresses(hostname: string, policy: UrlPolicy, resolve: Resolver = systemResolver): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses: ResolvedAddress[] = family !== 0 ? [{ address: host, family: family as 4 | 6 }] : await resolve(host);
  if (addresses.length === 0) throw new WebhookUrlError(`${host} has no address.`);
  for (const { address } of addresses) {
    const reason = refusedAddress(address, policy);
    if (reason) throw new WebhookUrlError(`Webhook URLs must reach the public internet; ${host} resolves to ${reason}.`);
  }
  return addresses;
}

/** The full check of a URL, form and DNS (on save and before each delivery). */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy, resolve?: Resolver): Promise<{ url: URL; addresses: ResolvedAddress[] }> {
  const url = parseWebhookUrl(raw, policy);
  try {
    return { url, addresses: await resolvePublicAddresses(url.hostname, policy, resolve) };
  } catch (error) {
    if (error instanceof WebhookUrlError) throw error;
    throw new WebhookUrlError(`${url.hostname} could not be found.`);
  }
}
