/** Where every route of the site stands, as the e2e tests see it. */
export interface SiteRouteCase {
  path: string;
  /** The page's one visible h1. */
  h1: string | RegExp;
  /**
   * 'page': prerendered marketing page; 'remote': a built remote loaded at run time;
   * 'unbuilt': a remote that is not built yet, so its route shows the load-error panel.
   */
  kind: 'page' | 'remote' | 'unbuilt';
  /** The remote's name in /config.json, for remote routes. */
  remote?: string;
}

export const UNBUILT_PANEL_TITLE = 'This part of the site could not be loaded';

export const siteRoutes: readonly SiteRouteCase[] = [
  { path: '/', h1: 'Unlock AI-Driven Profit for Irish SMEs', kind: 'page' },
  { path: '/about', h1: 'Meet Declan Moran, our founder', kind: 'page' },
  { path: '/webinars', h1: 'AI Webinars for Irish SMEs', kind: 'page' },
  { path: '/services/planning', h1: 'AI Strategy Planning', kind: 'page' },
  { path: '/services/proof-of-concept', h1: 'Proof of Concept Development', kind: 'page' },
  { path: '/services/pilot', h1: 'AI Pilot Implementation', kind: 'page' },
  { path: '/case-studies', h1: 'Industry Implementations', kind: 'page' },
  { path: '/success-stories', h1: 'Real Results for Irish Businesses', kind: 'page' },
  { path: '/success-stories/ims-connect', h1: 'IMS Connect: A Clear AI Strategy in Three Months', kind: 'page' },
  { path: '/form-submitted', h1: 'Thank You!', kind: 'page' },
  { path: '/privacy', h1: 'Privacy Notice', kind: 'page' },
  { path: '/ai-readiness', h1: 'AI Readiness Assessment', kind: 'remote', remote: 'assessment' },
  { path: '/case-studies/construction', h1: 'Construction Safety Assistant', kind: 'remote', remote: 'construction-demo' },
  { path: '/case-studies/ethics-rag-demo', h1: 'Professional Services Data Intelligence', kind: 'remote', remote: 'document-qa' },
  { path: '/case-studies/logistics-planning', h1: 'Logistics Planning Assistant', kind: 'remote', remote: 'logistics-chat' },
  { path: '/case-studies/tax-navigator', h1: 'Irish Tax Navigator', kind: 'remote', remote: 'tax-navigator' },
];

/** Prerendered marketing pages (no remote): the ones crawlers read as HTML. */
export const marketingRoutes = siteRoutes.filter((route) => route.kind === 'page');

export const SITE_URL = 'https://www.meitheal.ie';
