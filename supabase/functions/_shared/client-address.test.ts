import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const request = (headers: Record<string, string>) => new Request('http://localhost/functions/v1/x', { headers });

describe('clientAddress', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('TRUST_PROXY', '');
    vi.stubEnv('CLIENT_IP_HEADER', '');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
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
    vi.stubEnv('TRUST_PROXY', 'on');
    expect(clientAddress(spoofed)).toBe('203.0.113.50');
  });

  it("on hosted Supabase (real Deno) believes the gateway's cf-connecting-ip, never X-Forwarded-For", async () => {
    vi.stubGlobal('Deno', { version: { deno: '2.1.0' }, env: { get: (name: string) => process.env[name] } });
    const { clientAddress } = await import('./client-address.ts');
    expect(clientAddress(request({ 'cf-connecting-ip': '203.0.113.77', 'x-forwarded-for': '198.51.100.1' }))).toBe('203.0.113.77');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.1' }))).toBe('unknown');
  });

  it('on hosted Supabase without cf-connecting-ip, counts the caller as unknown and names (not quotes) the headers that did arrive, once', async () => {
    vi.stubGlobal('Deno', { version: { deno: '2.1.0' }, env: { get: (name: string) => process.env[name] } });
    const { clientAddress, UNKNOWN_CLIENT } = await import('./client-address.ts');
    const first = request({ 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '198.51.100.1, 203.0.113.5' });
    expect(clientAddress(first)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(request({ 'x-real-ip': '198.51.100.200' }))).toBe(UNKNOWN_CLIENT);
    expect(console.warn).toHaveBeenCalledOnce();
    const message = String(vi.mocked(console.warn).mock.calls[0]?.[0]);
    expect(message).toMatch(/no cf-connecting-ip header.*every caller shares one limit/);
    expect(message).toMatch(/whole site as one visitor.*429/);
    expect(message).toMatch(/may carry it: x-real-ip, x-forwarded-for\./);
    expect(message).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it('believes the header CLIENT_IP_HEADER names, and warns once when callers cannot be told apart', async () => {
    const { clientAddress } = await import('./client-address.ts');
    expect(clientAddress(request({ 'x-real-ip': '203.0.113.5' }))).toBe('unknown');
    expect(clientAddress(request({}))).toBe('unknown');
    expect(console.warn).toHaveBeenCalledOnce();
    expect(vi.mocked(console.warn).mock.calls[0]?.[0]).toMatch(/every caller shares one limit.*CLIENT_IP_HEADER/);
    vi.stubEnv('CLIENT_IP_HEADER', 'X-Real-IP');
    expect(clientAddress(request({ 'x-real-ip': '203.0.113.5' }))).toBe('203.0.113.5');
  });
});
