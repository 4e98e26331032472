import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { preloadRoute } from './app/routes';
import { loadDefinedIslands } from './lib/deferred-island';

export { siteRoutes } from './app/routes';
export { headFor } from './features/seo';
export { renderHeadHtml } from './features/seo/render-head';
export { structuredDataFor } from './features/seo/structured-data';

/** Renders one route to HTML at build time (see scripts/prerender.ts). */
export async function render(url: string, today: Date): Promise<string> {
  await preloadRoute(url);
  // The page's islands render their real content into the static HTML.
  await loadDefinedIslands();
  return renderToString(
    <StrictMode>
      <Providers today={today}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
