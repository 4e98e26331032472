// The client routes the shell renders. Known routes answer 200 with their
// prerendered page (or the shell); anything else gets the shell with a real
// 404 so the client shows its not-found page and crawlers see the status.
export const SITE_ROUTES: readonly string[] = [
  '/',
  '/about',
  '/webinars',
  '/ai-readiness',
  '/services/planning',
  '/services/proof-of-concept',
  '/services/pilot',
  '/case-studies',
  '/case-studies/construction',
  '/case-studies/ethics-rag-demo',
  '/case-studies/logistics-planning',
  '/case-studies/tax-navigator',
  '/success-stories',
  '/success-stories/ims-connect',
  '/form-submitted',
  '/privacy',
];

/** Old addresses kept working with a permanent redirect. */
export const SITE_REDIRECTS: Readonly<Record<string, string>> = {
  '/services/assessment': '/ai-readiness',
};
