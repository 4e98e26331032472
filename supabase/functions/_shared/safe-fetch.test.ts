// Safe web reading against a local web server: what is read, and every
// refusal (scheme, private and metadata addresses, redirects to them, too
// many redirects, size, type, time). Loopback is allowed only through the
// test-only setting, and refused without it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedLookup } from './safe-fetch-pinned.ts';
import { readWebPage, refusedAddress, refusedWithoutLookup, type SafeFetchOptions } from './safe-fetch.ts';

const ARTICLE = `<!doctype html><html><head><title>Fleet news</title><script>alert(1)</script></head><body>
<nav>Home | About | Contact</nav>
<article><h1>Electric vans for hauliers</h1>
<p>Electric vans suit predictable urban routes that return to the depot every night, where overnight charging covers the day.</p>
<p>Operators should check the depot's electricity connection before ordering vans, because the connection is often the bottleneck.</p>
<p>Grants change the sums, so check eligibility before placing any order with a dealer.</p></article>
<footer>Cookie settings</footer></body></html>`;

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    const redirect = (to: string) => {
      res.writeHead(302, { location: to });
      res.end();
    };
    if (path === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(ARTICLE);
    } else if (path === '/text') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('Plain   text\n\n\nabout cabotage rules.');
    } else if (path === '/pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF-1.4');
    } else if (path === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('x'.repeat(1024 * 1024 + 10));
    } else if (path === '/big-streamed') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 20; i += 1) res.write('y'.repeat(64 * 1024));
      res.end();
    } else if (path === '/slow') {
      // Never answers: the reader's time limit must end it.
    } else if (path === '/missing') {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('not here');
    } else if (path === '/to-page') redirect('/page');
    else if (path === '/to-private') redirect('http://10.0.0.7/admin');
    else if (path === '/to-metadata') redirect('http://169.254.169.254/latest/meta-data/');
    else if (path === '/to-internal-name') redirect('http://intranet.example/');
    else if (path.startsWith('/hop/')) {
      const n = Number(path.slice(5));
      redirect(n > 0 ? `/hop/${n - 1}` : '/page');
    } else {
      res.writeHead(500);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Test-only: our local server is loopback; names resolve to what a test says. */
const local = (resolve: Record<string, string[]> = {}): SafeFetchOptions => ({
  allowLoopback: true,
  resolve: async (host) => resolve[host] ?? ['127.0.0.1'],
});

describe('readWebPage reads', () => {
  it('the readable article of an HTML page, without scripts or page chrome', async () => {
    const result = await readWebPage(`${base}/page`, local());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.title).toMatch(/Fleet news|Electric vans/);
    expect(result.text).toContain('overnight charging covers the day');
    expect(result.text).not.toContain('alert(1)');
    expect(result.text).not.toContain('Cookie settings');
  });

  it('plain text, tidied', async () => {
    const result = await readWebPage(`${base}/text`, local());
    expect(result).toMatchObject({ ok: true, text: 'Plain text\nabout cabotage rules.' });
  });

  it('through redirects to a public page, up to three', async () => {
    const result = await readWebPage(`${base}/hop/2`, local());
    expect(result).toMatchObject({ ok: true, finalUrl: `${base}/page` });
  });
});

describe('readWebPage refuses', () => {
  it.each([
    ['ftp://example.com/file', /only http and https/],
    ['file:///etc/passwd', /only http and https/],
    ['not a url', /not a valid web address/],
    ['http://user:secret@example.com/', /user name or password/],
    ['http://metadata.google.internal/computeMetadata/v1/', /metadata/],
  ])('%s', async (url, reason) => {
    const result = await readWebPage(url, local());
    expect(result).toMatchObject({ ok: false, outcome: 'refused' });
    if (!result.ok) expect(result.detail).toMatch(reason);
  });

  it('loopback without the test-only setting, by address and by name', async () => {
    for (const url of [`${base}/page`, 'http://localhost/', 'http://[::1]/']) {
      const result = await readWebPage(url);
      expect(result, url).toMatchObject({ ok: false, outcome: 'refused' });
    }
  });

  it.each([
    ['10.0.0.7', /private/],
    ['192.168.1.20', /private/],
    ['172.20.0.1', /private/],
    ['169.254.169.254', /link-local or cloud-metadata/],
    ['fd00:ec2::254', /unique local/],
    ['fe80::1', /link-local/],
    ['::ffff:10.0.0.1', /private/],
  ])('a host that resolves to %s', async (address, reason) => {
    const result = await readWebPage('http://intranet.example/', local({ 'intranet.example': [address] }));
    expect(result).toMatchObject({ ok: false, outcome: 'refused' });
    if (!result.ok) expect(result.detail).toMatch(reason);
  });

  it('a host with one public and one private address', async () => {
    const result = await readWebPage('http://mixed.example/', local({ 'mixed.example': ['93.184.216.34', '10.0.0.1'] }));
    expect(result).toMatchObject({ ok: false, outcome: 'refused' });
  });

  it.each([
    ['/to-private', /private/],
    ['/to-metadata', /link-local or cloud-metadata/],
  ])('a redirect (%s) to an internal address', async (path, reason) => {
    const result = await readWebPage(`${base}${path}`, local());
    expect(result).toMatchObject({ ok: false, outcome: 'refused' });
    if (!result.ok) expect(result.detail).toMatch(reason);
  });

  it('a redirect to a name that resolves to a private address, checked again after the hop', async () => {
    const result = await readWebPage(`${base}/to-internal-name`, local({ 'intranet.example': ['192.168.0.10'] }));
    expect(result).toMatchObject({ ok: false, outcome: 'refused' });
  });

  it('more than three redirects', async () => {
    const result = await readWebPage(`${base}/hop/3`, local());
    expect(result).toMatchObject({ ok: false, outcome: 'refused' });
    if (!result.ok) expect(result.detail).toMatch(/more than 3 redirects/);
  });

  it('types other than HTML and text', async () => {
    const result = await readWebPage(`${base}/pdf`, local());
    expect(result).toMatchObject({ ok: false, outcome: 'refused' });
    if (!result.ok) expect(result.detail).toMatch(/application\/pdf/);
  });

  it.each(['/big', '/big-streamed'])('pages over 1 MB (%s)', async (path) => {
    const result = await readWebPage(`${base}${path}`, local());
    expect(result).toMatchObject({ ok: false, outcome: 'refused' });
    if (!result.ok) expect(result.detail).toMatch(/larger than 1048576 bytes/);
  });
});

describe('readWebPage fails cleanly', () => {
  it('when the server does not answer in time', async () => {
    const started = performance.now();
    const result = await readWebPage(`${base}/slow`, { ...local(), timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, outcome: 'failed' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('on an error status', async () => {
    const result = await readWebPage(`${base}/missing`, local());
    expect(result).toMatchObject({ ok: false, outcome: 'failed', detail: expect.stringMatching(/404/) });
  });

  it('when the host cannot be found', async () => {
    const result = await readWebPage('https://no-such-host.invalid/', {
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect(result).toMatchObject({ ok: false, outcome: 'failed', detail: expect.stringMatching(/could not be found/) });
  });
});

describe('refusedAddress', () => {
  it.each(['8.8.8.8', '93.184.216.34', '2a00:1450:4001::200e'])('allows the public address %s', (address) => {
    expect(refusedAddress(address)).toBeUndefined();
  });

  it.each(['127.0.0.1', '10.1.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::', '::1', '64:ff9b::a00:1', 'ff02::1', 'nonsense'])(
    'refuses %s',
    (address) => {
      expect(refusedAddress(address)).toBeDefined();
    },
  );

  it('allows loopback only when asked', () => {
    expect(refusedAddress('127.0.0.1', true)).toBeUndefined();
    expect(refusedAddress('::1', true)).toBeUndefined();
    expect(refusedAddress('10.0.0.1', true)).toBeDefined();
  });
});

describe('ports', () => {
  it.each(['http://example.ie:8080/', 'https://example.ie:22/', 'http://93.184.216.34:6379/'])(
    'refuses %s before any lookup, saying only the web ports are read',
    async (address) => {
      const resolved: string[] = [];
      const result = await readWebPage(address, { resolve: async (host) => (resolved.push(host), ['93.184.216.34']) });
      expect(result).toMatchObject({ ok: false, outcome: 'refused' });
      expect(result.ok ? '' : result.detail).toMatch(/only the standard web ports \(80 and 443\) are read/);
      expect(resolved).toEqual([]);
    },
  );

  it.each(['http://example.ie/', 'https://example.ie/', 'http://example.ie:80/', 'https://example.ie:443/', 'http://example.ie:443/'])(
    'lets %s through to the address checks',
    (address) => {
      expect(refusedWithoutLookup(address)).toBeUndefined();
    },
  );
});

describe('DNS rebinding', () => {
  it('connects to the address it checked, not to a fresh lookup: a name only the checker can resolve is read', async () => {
    // No DNS server knows fleet.test: the page can only be reached through
    // the address the check resolved.
    const port = new URL(base).port;
    const result = await readWebPage(`http://fleet.test:${port}/page`, local({ 'fleet.test': ['127.0.0.1'] }));
    expect(result).toMatchObject({ ok: true, finalUrl: `http://fleet.test:${port}/page` });
    expect(result.ok ? result.text : '').toContain('Electric vans suit predictable urban routes');
  });

  it('when the resolver answers a public address first and loopback second, never reaches loopback', async () => {
    const answers = [['203.0.113.7'], ['127.0.0.1']];
    const asked: string[] = [];
    const seen: string[] = [];
    const record = (req: { url?: string }) => seen.push(req.url ?? '');
    server.on('request', record);
    try {
      const port = new URL(base).port;
      const result = await readWebPage(`http://rebind.test:${port}/page`, {
        // The port of our test server needs the test-only setting; it would
        // also let loopback through, which is what a second lookup would give.
        allowLoopback: true,
        timeoutMs: 300,
        resolve: async (host) => (asked.push(host), answers[asked.length - 1] ?? ['127.0.0.1']),
      });
      expect(result).toMatchObject({ ok: false, outcome: 'failed' });
      expect(asked).toEqual(['rebind.test']);
      expect(seen).toEqual([]);
    } finally {
      server.off('request', record);
    }
  });

  it('pinnedLookup answers the checked host with its checked addresses only', () => {
    const lookup = pinnedLookup('rebind.test', ['203.0.113.7', '2001:db8::7']);
    const answers: unknown[] = [];
    const collect = (...args: unknown[]) => answers.push(args);
    lookup('rebind.test', {}, collect as never);
    lookup('rebind.test', { all: true }, collect as never);
    lookup('rebind.test', { family: 6 }, collect as never);
    lookup('REBIND.test', { family: 4 }, collect as never);
    lookup('other.test', {}, collect as never);
    expect(answers.slice(0, 4)).toEqual([
      [null, '203.0.113.7', 4],
      [
        null,
        [
          { address: '203.0.113.7', family: 4 },
          { address: '2001:db8::7', family: 6 },
        ],
      ],
      [null, '2001:db8::7', 6],
      [null, '203.0.113.7', 4],
    ]);
    expect((answers[4] as [Error])[0]).toMatchObject({ code: 'ENOTFOUND' });
  });
});
