import { describe, expect, it } from 'vitest';
import { limitedAddress } from './client-address.ts';

describe('the address a per-address limit counts by', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(limitedAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitedAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitedAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0000:0000:0000:0009', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2:0:0:198.51.100.7', '2001:db8:1:2::77%eth0']) {
      expect(limitedAddress(address)).toBe(network);
    }
    expect(limitedAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves anything that is not an address as it came', () => {
    expect(limitedAddress('')).toBe('');
    expect(limitedAddress('unknown')).toBe('unknown');
  });
});
