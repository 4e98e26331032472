// Writes a static HTML file per marketing route from the SSR build, so search
// engines and first paint get real content; the client then hydrates it.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressDirectory } from '@meitheal/federation/precompress';

const shellDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(shellDir, 'dist');
const ssrDir = join(shellDir, 'dist-ssr');

interface ServerEntry {
  render(url: string, today: Date): Promise<string>;
  siteRoutes: { path: string; redirectTo?: string; remote?: string }[];
  headFor(path: string, today: Date): { canonical?: string; noindex: boolean } & Record<string, unknown>;
  renderHeadHtml(head: ReturnType<ServerEntry['headFor']>, structuredData: unknown[]): string;
  structuredDataFor(path: string, today: Date): unknown[];
}

const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const template = await inlineStylesheet(await readFile(join(distDir, 'index.html'), 'utf8'));
const today = new Date();

/**
 * The stylesheet goes into each page, so the first paint waits for the HTML
 * alone rather than for a second, render-blocking request.
 */
async function inlineStylesheet(html: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html);
  if (!link?.[1]) throw new Error('The built index.html has no stylesheet link to inline.');
  const css = await readFile(join(distDir, link[1]), 'utf8');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

interface ViteManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The shell's own code a remote route runs before the remote can load (the
 * route component and the federation host, with their imports), as
 * modulepreload links: without them each is found only after the previous
 * one has run. The remote's files are hinted by the server from the remote's
 * own manifest (server/src/site/compose-remote-page.ts).
 */
async function remoteRoutePreloads(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const key of ['src/features/remotes/index.ts', 'src/features/remotes/federation-host.tsx']) {
    if (!manifest[key]) throw new Error(`The shell's build manifest has no ${key}.`);
    visit(key);
  }
  // Added by boot.ts when the app's code starts, after the first paint.
  const links = [...files].map((file) => `<link rel="modulepreload" href="/${file}">`).join('');
  return `<template data-after-first-paint>${links}</template>`;
}
const remoteHints = await remoteRoutePreloads();

async function writePage(path: string, outputFile: string, isRemote = false) {
  const [appHtml, head] = await Promise.all([entry.render(path, today), Promise.resolve(entry.headFor(path, today))]);
  const headHtml = entry.renderHeadHtml(head, entry.structuredDataFor(path, today)) + (isRemote ? remoteHints : '');
  const html = template
    .replace('<!--app-head-->', headHtml)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-today="${today.toISOString()}">${appHtml}</div>`);
  await mkdir(dirname(outputFile), { recursive: true });
  await writeFile(outputFile, html);
}

const pages = entry.siteRoutes.filter((route) => !route.redirectTo);
for (const { path, remote } of pages) {
  await writePage(path, join(distDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), Boolean(remote));
}
// Served with status 404 for unknown paths.
await writePage('/404', join(distDir, '404.html'));

const indexable = pages.map(({ path }) => entry.headFor(path, today)).filter((head) => head.canonical && !head.noindex);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...indexable.map((head) => `  <url><loc>${head.canonical}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
await writeFile(join(distDir, 'sitemap.xml'), sitemap);
const siteOrigin = new URL(indexable[0]?.canonical ?? 'https://www.meitheal.ie/').origin;
await writeFile(join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`);

await rm(ssrDir, { recursive: true, force: true });
// Last, so the pages written here get their brotli and gzip files too.
const compressed = await precompressDirectory(distDir);
console.log(`Prerendered ${pages.length} routes, 404.html, sitemap.xml and robots.txt; ${compressed} files precompressed.`);
