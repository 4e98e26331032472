import { site } from '../../content/site';
import type { PageHead } from './head';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script> must not be able to close the element early. */
function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The head tags written into a prerendered page. */
export function renderHeadHtml(head: PageHead, structuredData: unknown[] = []): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="robots" content="${head.noindex ? 'noindex' : 'index, follow'}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.brandName)}" />`,
    `<meta property="og:locale" content="en_IE" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  }
  for (const data of structuredData) {
    tags.push(`<script type="application/ld+json">${serialiseJsonLd(data)}</script>`);
  }
  return tags.join('\n    ');
}
