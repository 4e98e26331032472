import { metaFor } from '../../content/page-meta';
import { site } from '../../content/site';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; absent for pages that must not be indexed. */
  canonical?: string;
  noindex: boolean;
}

const notFoundHead = {
  title: `Page Not Found | ${site.brandName}`,
  description: 'The page you were looking for does not exist. Head back to the home page to find what you need.',
};

/** Title, description and canonical URL of a route on `today`; unknown paths get the 404 head. */
export function headFor(pathname: string, today: Date): PageHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const meta = metaFor(path, today);
  if (!meta) return { ...notFoundHead, noindex: true };
  return { ...meta, canonical: new URL(path, site.siteUrl).href, noindex: path === '/form-submitted' };
}

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Brings the live document's head in line with a route after client-side navigation. */
export function applyHead(head: PageHead): void {
  document.title = head.title;
  setMeta('meta[name="description"]', 'name', 'description', head.description);
  setMeta('meta[property="og:title"]', 'property', 'og:title', head.title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', head.description);
  setMeta('meta[name="robots"]', 'name', 'robots', head.noindex ? 'noindex' : 'index, follow');
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical) {
    setMeta('meta[property="og:url"]', 'property', 'og:url', head.canonical);
    // A visit that started on the 404 page has no canonical link to update.
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = head.canonical;
  } else {
    canonical?.remove();
  }
}
