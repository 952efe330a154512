import { describe, expect, it } from '@jest/globals';
import { isPrivateAddress } from '../../src/delivery/network-guard.ts';

describe('outputs may not reach special-purpose addresses', () => {
  it.each([
    '192.0.2.10', // TEST-NET-1
    '198.51.100.7', // TEST-NET-2
    '203.0.113.200', // TEST-NET-3
    '100.64.0.1', // carrier-grade NAT
    '198.18.0.1', // benchmarking
    '198.19.255.254',
    '192.88.99.1', // 6to4 relay
    '224.0.0.251', // multicast
    '239.255.255.250',
    '240.0.0.1', // reserved
    '255.255.255.255',
    '2001:db8::1', // documentation
    '2002:7f00:1::1', // 6to4 wrapping 127.0.0.1
    '2001::1', // Teredo
    '100::1', // discard
    'ff02::1', // multicast
    'fec0::1', // site-local
    '::ffff:192.0.2.10', // IPv4-mapped TEST-NET
    '::ffff:10.0.0.1',
  ])('blocks %s', (address) => {
    expect(isPrivateAddress(address, [])).toBe(true);
  });

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82f::200e'])(
    'lets the public address %s through',
    (address) => {
      expect(isPrivateAddress(address, [])).toBe(false);
    },
  );

  it("blocks the host's own non-loopback addresses", () => {
    expect(isPrivateAddress('8.8.4.4', ['127.0.0.1', '8.8.4.4'])).toBe(true);
    expect(isPrivateAddress('::ffff:8.8.4.4', ['8.8.4.4'])).toBe(true);
    expect(isPrivateAddress('8.8.8.8', ['8.8.4.4'])).toBe(false);
  });
});
