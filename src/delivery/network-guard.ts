import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import { codedMessage, englishOf, textMessage } from '../i18n/message.ts';
import { networkMessageOf } from '../i18n/network-errors.ts';
import type { TCodedMessage } from '../i18n/types.ts';

// The IANA special-purpose registries (RFC 6890 and successors): nothing here is a public server.
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (embeds IPv4)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds IPv4)
  ['3fff::', 20], // documentation
  ['5f00::', 16], // SRv6 SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** The addresses of this host's own interfaces (read each time: interfaces come and go). */
export function ownAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .map((entry) => entry?.address.replace(/%.*$/, '') ?? '')
    .filter((address) => address.length > 0);
}

/**
 * Loopback, private, link-local (cloud metadata), shared, documentation, benchmarking, multicast
 * and reserved ranges (IPv4-mapped IPv6 too), and the host's own addresses.
 */
export function isPrivateAddress(address: string, own: string[] = ownAddresses()): boolean {
  const family = isIP(address);
  if (family === 0) {
    return false;
  }
  if (PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')) {
    return true;
  }
  const normal = address.toLowerCase().replace(/^::ffff:/, '');
  return own.some((mine) => mine.toLowerCase() === normal);
}

export class BlockedTargetError extends Error {
  readonly coded: TCodedMessage;

  constructor(host: string) {
    const coded = codedMessage('delivery.blocked_target', { host });
    super(englishOf(coded));
    this.name = 'BlockedTargetError';
    this.coded = coded;
  }
}

/**
 * Why a connection or upload failed, as a message: a refused target and a network error (by Node's
 * code) from the catalogue, anything else as its own text.
 */
export function reasonOf(error: unknown): TCodedMessage {
  if (error instanceof BlockedTargetError) {
    return error.coded;
  }
  return networkMessageOf(error) ?? textMessage(error instanceof Error ? error.message : String(error));
}

/**
 * A DNS lookup for sockets that refuses private answers at connect time, so a name that
 * resolves (or re-resolves) to an internal address cannot be used to reach internal services.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const list = addresses as LookupAddress[];
      const blocked = !allowPrivate && list.some((entry) => isPrivateAddress(entry.address));
      if (blocked || list.length === 0) {
        callback(new BlockedTargetError(hostname), '', 0);
        return;
      }
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, list);
      } else {
        const first = list[0] as LookupAddress;
        callback(null, first.address, first.family);
      }
    });
  };
}

/** Checks a host before connecting: literal IPs directly, names by resolving (all answers must be public). */
export async function resolvePublicHost(host: string, allowPrivate: boolean): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (!allowPrivate && isPrivateAddress(bare)) {
      throw new BlockedTargetError(host);
    }
    return bare;
  }
  return new Promise((resolve, reject) => {
    guardedLookup(allowPrivate)(bare, {}, (error, address) => (error ? reject(error) : resolve(address as string)));
  });
}

/**
 * For validating a target when it is saved: true when the host is, or resolves to, a blocked
 * address. A name that does not resolve (yet) passes; the connect-time check still applies.
 */
export async function isBlockedTarget(host: string, allowPrivate: boolean): Promise<boolean> {
  if (allowPrivate) {
    return false;
  }
  try {
    await resolvePublicHost(host, false);
    return false;
  } catch (error) {
    return error instanceof BlockedTargetError;
  }
}
