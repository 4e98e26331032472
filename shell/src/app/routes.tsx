import type { RemoteName } from '@meitheal/federation';
import { siteMap, type PagePath } from '@meitheal/site-map';
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

const pages: Record<PagePath, LazyPage> = {
  '/': lazyPage(() => import('../pages/HomePage')),
  '/about': lazyPage(() => import('../pages/AboutPage')),
  '/webinars': lazyPage(() => import('../pages/WebinarsPage')),
  '/services/planning': lazyPage(() => import('../pages/services/PlanningPage')),
  '/services/proof-of-concept': lazyPage(() => import('../pages/services/ProofOfConceptPage')),
  '/services/pilot': lazyPage(() => import('../pages/services/PilotPage')),
  '/case-studies': lazyPage(() => import('../pages/CaseStudiesPage')),
  '/success-stories': lazyPage(() => import('../pages/SuccessStoriesPage')),
  '/success-stories/ims-connect': lazyPage(() => import('../pages/ImsConnectStoryPage')),
  '/form-submitted': lazyPage(() => import('../pages/FormSubmittedPage')),
  '/privacy': lazyPage(() => import('../pages/PrivacyPage')),
};

/** The site map (@meitheal/site-map) with each page's component. */
export const siteRoutes: SiteRoute[] = siteMap.map((entry): SiteRoute => {
  switch (entry.kind) {
    case 'page':
      return { path: entry.path, page: pages[entry.path], showGetInTouch: entry.path === '/' };
    case 'remote':
      return { path: entry.path, remote: entry.remote };
    case 'redirect':
      return { path: entry.path, redirectTo: entry.to };
  }
});

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
