// The `_redirects` file of the common static hosts, from the site map's
// permanent redirects. Unknown paths need no rule: those hosts answer them
// with /404.html and status 404.
import { redirects } from '@meitheal/site-map';

export function renderRedirectsFile(): string {
  return `${Object.entries(redirects)
    .map(([from, to]) => `${from} ${to} 301`)
    .join('\n')}\n`;
}
