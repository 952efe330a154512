import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local (cloud metadata), multicast and reserved ranges; IPv4-mapped IPv6 too. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) {
    return false;
  }
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class BlockedTargetError extends Error {
  constructor(host: string) {
    super(`The target ${host} is a private, loopback or link-local address; outputs may not reach it`);
    this.name = 'BlockedTargetError';
  }
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
