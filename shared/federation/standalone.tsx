// Development entry of every remote: runs it on its own with the providers the
// shell would give it (router, query client, toasts, base styles), so a demo
// team can work without the shell.
import '@meitheal/ui/styles.css';
import { Toaster } from '@meitheal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

export function mountStandalone(remote: string, App: ComponentType): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <BrowserRouter>
          {/* Built CSS is scoped to this attribute, as in the shell. */}
          <div data-remote={remote}>
            <App />
          </div>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
