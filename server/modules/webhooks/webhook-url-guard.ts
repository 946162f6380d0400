/**
 * Where webhooks may go (issue 12): in production only `https` URLs whose every address is
 * public, so a merchant cannot make our server call its own network (SSRF). Checked when the
 * endpoint is saved and again at each delivery, where the request connects to the address that
 * was checked (no second DNS answer can swap it: DNS rebinding). Local mode also allows `http`
 * and loopback, so a developer can receive on their own machine.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';

export interface UrlPolicy {
  /** Local mode: `http` and loopback addresses are allowed too. */
  allowLoopback: boolean;
}

export class WebhookUrlError extends Error {
  override name = 'WebhookUrlError';
}

/**
 * Issue 36 item 3: the address classes come from a maintained library (ipaddr.js, the one Fastify's
 * proxy-addr uses) instead of a hand-written list of forms, which let IPv4-compatible
 * (`::127.0.0.1`) and IPv4-translated (`::ffff:0:7f00:1`) addresses through. The rule:
 * - IPv4: only the `unicast` range (everything not private, loopback, link-local, CGNAT,
 *   multicast, broadcast, reserved, documentation, benchmarking, AS112, AMT…);
 * - IPv6 forms that carry an IPv4 address are judged by that address: mapped `::ffff:0:0/96`,
 *   compatible `::/96`, translated `::ffff:0:0:0/96`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`, and
 *   Teredo `2001::/32` (its server and its de-obfuscated client, both);
 * - other IPv6: only the `unicast` range (not ULA, link-local, multicast, documentation,
 *   discard, local-use NAT64 `64:ff9b:1::/48`, ORCHID, segment routing…);
 * - local mode also allows loopback (127/8, ::1, and loopback inside the forms above).
 */
type Ipv4 = ipaddr.IPv4;
type Ipv6 = ipaddr.IPv6;

/** The IPv4 addresses an IPv6 address carries (several for Teredo), or null when it carries none. */
function embeddedIpv4(address: Ipv6): Ipv4[] | null {
  const parts = address.parts;
  const v4 = (high: number, low: number): Ipv4 => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
  const last = () => v4(parts[6] ?? 0, parts[7] ?? 0);
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [last()];
    case 'rfc6052':
      // 64:ff9b::/96 carries the address in its last 32 bits; the local-use 64:ff9b:1::/48 is never public.
      return parts[1] === 0xff9b && parts[2] === 0 ? [last()] : [];
    case '6to4':
      return [v4(parts[1] ?? 0, parts[2] ?? 0)];
    case 'teredo':
      return [v4(parts[2] ?? 0, parts[3] ?? 0), v4((parts[6] ?? 0) ^ 0xffff, (parts[7] ?? 0) ^ 0xffff)];
    default:
      // IPv4-compatible ::/96 (deprecated; `::` and `::1` are their own ranges).
      if (parts.slice(0, 6).every((part) => part === 0) && address.range() === 'unicast') return [last()];
      return null;
  }
}

function refusedIpv4(address: Ipv4, policy: UrlPolicy): boolean {
  const range = address.range();
  if (policy.allowLoopback && range === 'loopback') return false;
  return range !== 'unicast';
}

/** Why this address may not receive webhooks under the policy, or null when it may. */
export function refusedAddress(address: string, policy: UrlPolicy): string | null {
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  const refused = (() => {
    if (parsed.kind() === 'ipv4') return refusedIpv4(parsed as Ipv4, policy);
    const v6 = parsed as Ipv6;
    if (policy.allowLoopback && v6.range() === 'loopback') return false;
    const inner = embeddedIpv4(v6);
    if (inner !== null) return inner.length === 0 || inner.some((v4) => refusedIpv4(v4, policy));
    return v6.range() !== 'unicast';
  })();
  return refused ? 'a private, loopback or reserved address' : null;
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
