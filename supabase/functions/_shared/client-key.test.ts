import { describe, expect, it } from 'vitest';
import { clientKey, parseIpv6 } from './client-key.ts';

describe('clientKey', () => {
  it('keys an IPv4 caller by its whole address', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('203.0.113.10')).not.toBe(clientKey('203.0.113.9'));
  });

  it('keys every address of one IPv6 /64 alike, whatever the spelling', () => {
    const key = clientKey('2001:db8:85a3:12::1');
    expect(key).toBe('2001:db8:85a3:12::/64');
    expect(clientKey('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientKey('2001:DB8:85A3:12:a:b:c:d')).toBe(key);
    expect(clientKey('[2001:db8:85a3:12::7]')).toBe(key);
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientKey('2001:db8:85a3:13::1')).not.toBe(clientKey('2001:db8:85a3:12::1'));
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('reads compressed forms at either end, and ignores a zone id', () => {
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('fe80::abcd%25en0')).toBe(clientKey('fe80::1'));
    expect(clientKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(clientKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('leaves what is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(parseIpv6('1:2:3')).toBeUndefined();
    expect(parseIpv6('1::2::3')).toBeUndefined();
    expect(parseIpv6('1:2:3:4:5:6:7:8:9')).toBeUndefined();
    expect(parseIpv6('::ffff:300.1.1.1')).toBeUndefined();
  });
});
