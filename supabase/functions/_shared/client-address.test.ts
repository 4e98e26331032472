import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const request = (headers: Record<string, string>) => new Request('http://localhost/functions/v1/x', { headers });

describe('clientAddress', () => {
  beforeEach(() => {
    vi.resetModules();
    delete process.env.TRUST_PROXY;
  });
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('ignores the address header unless the local server vouches for it', async () => {
    const { clientAddress, trustLocalServerAddressHeader, CLIENT_ADDRESS_HEADER } = await import('./client-address.ts');
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }))).toBe('unknown');
    trustLocalServerAddressHeader();
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('behind our proxy, takes the entry the proxy appended, not what the caller sent', async () => {
    const { clientAddress } = await import('./client-address.ts');
    const spoofed = request({ 'x-forwarded-for': '198.51.100.7, 203.0.113.50' });
    expect(clientAddress(spoofed)).toBe('unknown');
    process.env.TRUST_PROXY = 'on';
    expect(clientAddress(spoofed)).toBe('203.0.113.50');
  });
});
