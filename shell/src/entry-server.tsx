import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { preloadRoute } from './app/routes';

export { siteRoutes } from './app/routes';
export { headFor } from './features/seo';
export { renderHeadHtml } from './features/seo/render-head';
export { structuredDataFor } from './features/seo/structured-data';

/** Renders one route to HTML at build time (see scripts/prerender.ts). */
export async function render(url: string): Promise<string> {
  await preloadRoute(url);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
