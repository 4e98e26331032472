import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { preloadRoute } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A prerendered page records the date it was rendered for; the first client
// render must use the same date to match it (TodayProvider moves on afterwards).
const renderedFor = container.dataset.today ? new Date(container.dataset.today) : new Date();

const app = (
  <StrictMode>
    <Providers today={renderedFor}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// Prerendered pages are hydrated once their page chunk is in, so the first
// client render matches the HTML; a page without prerendered markup is rendered.
void preloadRoute(window.location.pathname).finally(() => {
  // Hydrating in a transition lets React yield to the browser between slices
  // of work instead of holding the main thread for the whole page.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
