// A generic static file host, as Netlify or Cloudflare Pages behave: files
// from one folder, `_headers` rules applied (values of a header set by several
// matching rules joined with ", ", as those hosts do), `_redirects` honoured,
// /404.html with status 404 for anything missing. No knowledge of this site.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
};

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** `/remotes/:remote/assets/*` → a regular expression over the whole path. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')))
    .join('/');
  return new RegExp(`^${source}$`);
}

function readHeaderRules(folder: string): HeaderRule[] {
  const file = join(folder, '_headers');
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: pathPattern(line.trim()), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function readRedirects(folder: string): Map<string, { to: string; status: number }> {
  const file = join(folder, '_redirects');
  const redirects = new Map<string, { to: string; status: number }>();
  if (!existsSync(file)) return redirects;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to) redirects.set(from, { to, status: Number(status ?? 301) });
  }
  return redirects;
}

export async function serveStaticSite(folder: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const rules = readHeaderRules(folder);
  const redirects = readRedirects(folder);
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const headers = new Map<string, string>();
    for (const rule of rules) {
      if (!rule.pattern.test(path)) continue;
      for (const [name, value] of rule.headers) headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
    const redirect = redirects.get(path);
    if (redirect) {
      res.writeHead(redirect.status, { ...Object.fromEntries(headers), location: redirect.to });
      res.end();
      return;
    }
    const candidates = [join(folder, path), join(folder, path, 'index.html')];
    const file = candidates.find((candidate) => candidate.startsWith(folder) && existsSync(candidate) && statSync(candidate).isFile());
    const body = file ?? join(folder, '404.html');
    res.writeHead(file ? 200 : 404, {
      ...Object.fromEntries(headers),
      'content-type': types[extname(body)] ?? 'application/octet-stream',
    });
    res.end(readFileSync(body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
