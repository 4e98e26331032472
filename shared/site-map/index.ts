// Every address of the site, once. The shell's routes, the page metadata, the
// local server's list of known routes and redirects, the static build's
// redirects and the end-to-end route list are all derived from this table, so
// a new page or demo is added here (and the compiler then asks for its
// component, its metadata and its h1). A package of its own, and plain data,
// so the server, the static build and the tests read it without the shell or
// React.
import type { RemoteName } from '@meitheal/federation';

interface PageEntry {
  path: string;
  kind: 'page';
}

interface RemoteEntry {
  path: string;
  kind: 'remote';
  remote: RemoteName;
}

interface RedirectEntry {
  path: string;
  kind: 'redirect';
  to: string;
}

export type SiteMapEntry = PageEntry | RemoteEntry | RedirectEntry;

export const siteMap = [
  { path: '/', kind: 'page' },
  { path: '/about', kind: 'page' },
  { path: '/webinars', kind: 'page' },
  { path: '/services/planning', kind: 'page' },
  { path: '/services/proof-of-concept', kind: 'page' },
  { path: '/services/pilot', kind: 'page' },
  // The footer links here (AI Readiness Assessment); kept working as a permanent alias of the assessment.
  { path: '/services/assessment', kind: 'redirect', to: '/ai-readiness' },
  { path: '/case-studies', kind: 'page' },
  { path: '/success-stories', kind: 'page' },
  { path: '/success-stories/ims-connect', kind: 'page' },
  { path: '/form-submitted', kind: 'page' },
  { path: '/privacy', kind: 'page' },
  { path: '/ai-readiness', kind: 'remote', remote: 'assessment' },
  { path: '/case-studies/construction', kind: 'remote', remote: 'construction-demo' },
  { path: '/case-studies/ethics-rag-demo', kind: 'remote', remote: 'document-qa' },
  { path: '/case-studies/logistics-planning', kind: 'remote', remote: 'logistics-chat' },
  { path: '/case-studies/tax-navigator', kind: 'remote', remote: 'tax-navigator' },
] as const satisfies readonly SiteMapEntry[];

type Entry = (typeof siteMap)[number];

/** Paths the shell renders itself (prerendered marketing pages). */
export type PagePath = Extract<Entry, { kind: 'page' }>['path'];
/** Paths that render something: pages and remote routes (not redirects). */
export type RenderedPath = Extract<Entry, { kind: 'page' | 'remote' }>['path'];

export const renderedPaths: readonly RenderedPath[] = siteMap.flatMap((entry) => (entry.kind === 'redirect' ? [] : [entry.path]));

/** Old addresses kept working with a permanent redirect, by path. */
export const redirects: Readonly<Record<string, string>> = Object.fromEntries(
  siteMap.flatMap((entry) => (entry.kind === 'redirect' ? [[entry.path, entry.to]] : [])),
);
