// A tiny web server on 127.0.0.1 for tests of web reading: each path answers
// with the page given, and hits are counted so caching can be checked.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalPage {
  contentType?: string;
  body: string;
}

export interface LocalWebServer {
  url(path: string): string;
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startLocalWebServer(pages: Record<string, LocalPage>): Promise<LocalWebServer> {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const page = pages[path];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': page.contentType ?? 'text/html; charset=utf-8' });
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    hits: (path) => hits.get(path) ?? 0,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
