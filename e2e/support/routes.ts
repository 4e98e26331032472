import type { RemoteName } from '@meitheal/federation';
import { siteMap, type RenderedPath } from '@meitheal/site-map';

/** Where every route of the site stands, as the e2e tests see it. */
export interface SiteRouteCase {
  path: RenderedPath;
  /** The page's one visible h1. */
  h1: string;
  /** 'page': prerendered marketing page; 'remote': a remote loaded at run time. */
  kind: 'page' | 'remote';
  /** The remote's name in /config.json, for remote routes. */
  remote?: RemoteName;
}

/** The h1 each route shows: the one thing here the site map cannot know. */
const h1s: Record<RenderedPath, string> = {
  '/': 'Unlock AI-Driven Profit for Irish SMEs',
  '/about': 'Meet Declan Moran, our founder',
  '/webinars': 'AI Webinars for Irish SMEs',
  '/services/planning': 'AI Strategy Planning',
  '/services/proof-of-concept': 'Proof of Concept Development',
  '/services/pilot': 'AI Pilot Implementation',
  '/case-studies': 'Industry Implementations',
  '/success-stories': 'Real Results for Irish Businesses',
  '/success-stories/ims-connect': 'IMS Connect: A Clear AI Strategy in Three Months',
  '/form-submitted': 'Thank You!',
  '/privacy': 'Privacy Notice',
  '/ai-readiness': 'AI Readiness Assessment',
  '/case-studies/construction': 'Construction Safety Assistant',
  '/case-studies/ethics-rag-demo': 'Professional Services Data Intelligence',
  '/case-studies/logistics-planning': 'Logistics Planning Assistant',
  '/case-studies/tax-navigator': 'Irish Tax Navigator',
};

export const siteRoutes: readonly SiteRouteCase[] = siteMap.flatMap((entry): SiteRouteCase[] => {
  if (entry.kind === 'redirect') return [];
  if (entry.kind === 'remote') return [{ path: entry.path, h1: h1s[entry.path], kind: 'remote', remote: entry.remote }];
  return [{ path: entry.path, h1: h1s[entry.path], kind: 'page' }];
});

/** Prerendered marketing pages (no remote): the ones crawlers read as HTML. */
export const marketingRoutes = siteRoutes.filter((route) => route.kind === 'page');

export const SITE_URL = 'https://www.meitheal.ie';
