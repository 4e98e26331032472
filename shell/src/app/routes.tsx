import type { RemoteName } from '@meitheal/federation';
import { lazyPage, type LazyPage } from './lazy-page';

/** A marketing page rendered by the shell itself (prerendered at build time). */
interface PageRoute {
  path: string;
  page: LazyPage;
  /** The floating Get in Touch button belongs to the home page only. */
  showGetInTouch?: boolean;
}

/** A route whose content is a remote loaded at run time. */
interface RemoteRoute {
  path: string;
  remote: RemoteName;
}

interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type SiteRoute = PageRoute | RemoteRoute | RedirectRoute;

export const notFoundPage = lazyPage(() => import('../pages/NotFoundPage'));

/** What every remote route renders: the federation host is loaded by it, on demo routes only. */
export const remoteRoute = lazyPage<{ remote: RemoteName }>(() =>
  import('../features/remotes').then(({ RemoteRoute }) => ({ default: RemoteRoute })),
);

export const siteRoutes: SiteRoute[] = [
  { path: '/', page: lazyPage(() => import('../pages/HomePage')), showGetInTouch: true },
  { path: '/about', page: lazyPage(() => import('../pages/AboutPage')) },
  { path: '/webinars', page: lazyPage(() => import('../pages/WebinarsPage')) },
  { path: '/services/planning', page: lazyPage(() => import('../pages/services/PlanningPage')) },
  { path: '/services/proof-of-concept', page: lazyPage(() => import('../pages/services/ProofOfConceptPage')) },
  { path: '/services/pilot', page: lazyPage(() => import('../pages/services/PilotPage')) },
  { path: '/services/assessment', redirectTo: '/ai-readiness' },
  { path: '/case-studies', page: lazyPage(() => import('../pages/CaseStudiesPage')) },
  { path: '/success-stories', page: lazyPage(() => import('../pages/SuccessStoriesPage')) },
  { path: '/success-stories/ims-connect', page: lazyPage(() => import('../pages/ImsConnectStoryPage')) },
  { path: '/form-submitted', page: lazyPage(() => import('../pages/FormSubmittedPage')) },
  { path: '/privacy', page: lazyPage(() => import('../pages/PrivacyPage')) },
  { path: '/ai-readiness', remote: 'assessment' },
  { path: '/case-studies/construction', remote: 'construction-demo' },
  { path: '/case-studies/ethics-rag-demo', remote: 'document-qa' },
  { path: '/case-studies/logistics-planning', remote: 'logistics-chat' },
  { path: '/case-studies/tax-navigator', remote: 'tax-navigator' },
];

export function findRoute(pathname: string): SiteRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return siteRoutes.find((route) => route.path === normalised);
}

/** Loads the code the route needs to render synchronously (the remote itself loads after hydration). */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  if (!route) return notFoundPage.preload();
  if ('page' in route) return route.page.preload();
  if ('remote' in route) return remoteRoute.preload();
}
